import BezelCore

/// Names and `Contents.json` texts of the Xcode asset catalog `--format xcassets` writes
/// (Apple's Asset Catalog Format Reference: Catalog Type, Image Set Type).
///
/// ```
/// <Theme>.xcassets/Contents.json                       {"info": {"author": "xcode", "version": 1}}
/// <Theme>.xcassets/<button>-<state>.imageset/Contents.json
/// <Theme>.xcassets/<button>-<state>.imageset/<button>-<state>[@2x|@3x].png
/// ```
/// `<Theme>` is the theme name with its first letter upper-cased; `<state>` the canonical `+` form
/// (`play-highlighted+selected`). An accessibility variant's catalog (in its own folder, e.g.
/// `accessibilityLarge/`: a catalog cannot say which text size an image is for) names its sets
/// apart, `<button>-<state>-<variant>` (`play-normal-accessibilityLarge`), so both catalogs can be
/// added to one target and the app picks the set by the size it shows. One image set per button and rendered state, one image per
/// rendered scale of 1, 2 and 3 (asset catalogs know no other scale; others are skipped with a
/// warning). Keys are written in Xcode's order (sorted), so Xcode does not rewrite the files.
///
/// A button whose background image has cap insets also gets `<button>-<state>-background.imageset/`
/// per state: its panel (the background alone at its minimal size: `ButtonPanel`), for
/// `setBackgroundImage(_:for:)` under the button's own title; its panel's images carry the slicing,
/// its whole-button images none (they hold the title, which must not stretch).
///
/// A stretchable button's images carry Xcode's slicing, `resizing`, per image, in that image's
/// pixels: `{"cap-insets": {bottom, left, right, top}, "center": {"height", "mode": "stretch",
/// "width"}, "mode": "9-part"}`. The centre's width and height are the pixels between the caps
/// (1 pt × scale for a `stretchable` button at its minimal width), so Xcode removes nothing.
///
/// A mode that is the theme in Dark Mode or with Increase Contrast (`ImageAppearance`) adds its
/// images to the same image sets, after the light ones, named `<button>-<state>-dark[@2x].png`
/// (`-contrast-high`, `-dark-contrast-high`) and marked `"appearances": [{"appearance":
/// "luminosity", "value": "dark"}]` (`{"appearance": "contrast", "value": "high"}`).
///
/// An image that holds a layer shadow around the button has `"alignment-insets": {bottom, left,
/// right, top}` first (in that image's pixels, as Xcode writes them per image): the shadow's reach,
/// so `UIImage.alignmentRectInsets` and Auto Layout align the button's bounds, not the shadow.

public enum AssetCatalog {
    /// The scales an image set can hold.
    public static let scales: [Double] = [1, 2, 3]

    /// The catalog folder: `Game.xcassets`.
    public static func folderName(theme: String) -> String {
        theme.prefix(1).uppercased() + theme.dropFirst() + ".xcassets"
    }

    /// The image set's name: `play-highlighted+selected`; in the catalog of an accessibility
    /// variant (`variant`, its folder name), `play-highlighted+selected-accessibilityLarge`, so that
    /// the variant's catalog and the theme's can go into one target.
    public static func imageSetName(button: String, state: ControlState, variant: String? = nil) -> String {
        button + "-" + state.name + (variant.map { "-" + $0 } ?? "")
    }

    /// The image set of a button's panel (its background alone, to stretch under a title of the
    /// app's own: what `setBackgroundImage(_:for:)` wants): `play-highlighted-background`
    /// (`play-highlighted-background-accessibilityLarge` in a variant's catalog).
    public static func backgroundImageSetName(button: String, state: ControlState, variant: String? = nil) -> String {
        imageSetName(button: button, state: state) + "-background" + (variant.map { "-" + $0 } ?? "")
    }

    /// One image's file name: `play-highlighted@2x.png`; in an appearance, `play-highlighted-dark@2x.png`;
    /// a panel's, `play-highlighted-background@2x.png`; the set's name, then the appearance and scale.
    public static func imageFileName(button: String, state: ControlState, scale: Double,
                                     appearance: ImageAppearance? = nil, background: Bool = false, variant: String? = nil) -> String {
        (background ? backgroundImageSetName(button: button, state: state, variant: variant)
            : imageSetName(button: button, state: state, variant: variant))
            + (appearance?.fileSuffix ?? "") + SheetNaming.scaleSuffix(scale) + ".png"
    }

    /// The catalog's own `Contents.json`.
    public static var catalogContents: String {
        JSONWriter.write(.object(JSONObject([("info", info)])))
    }

    /// One image of an image set: its file, scale, pixel size and nine-slice caps (nil: not stretchable).
    public struct Image: Hashable, Sendable {
        public var filename: String
        public var scale: Double
        public var pixelSize: PixelSize
        public var caps: NineSliceBorders?
        /// Pixels of the image around the button's bounds (its shadow), or nil: none.
        public var alignmentInsets: NineSliceBorders?
        /// The appearance the image is for (Dark Mode, Increase Contrast); nil: any.
        public var appearance: ImageAppearance?
        public init(filename: String, scale: Double, pixelSize: PixelSize, caps: NineSliceBorders? = nil,
                    alignmentInsets: NineSliceBorders? = nil, appearance: ImageAppearance? = nil) {
            self.filename = filename; self.scale = scale; self.pixelSize = pixelSize; self.caps = caps
            self.alignmentInsets = alignmentInsets; self.appearance = appearance
        }
    }

    /// An image set's `Contents.json`.
    public static func imageSetContents(_ images: [Image]) -> String {
        let list: [JSONValue] = images.map { image in
            var o = JSONObject()
            if let a = image.alignmentInsets {
                o.entries.append(("alignment-insets", .object(JSONObject([
                    ("bottom", .number(Double(a.bottom))), ("left", .number(Double(a.left))),
                    ("right", .number(Double(a.right))), ("top", .number(Double(a.top)))]))))
            }
            if let appearance = image.appearance {
                o.entries.append(("appearances", .array(appearance.catalogAppearances.map { pair in
                    .object(JSONObject([("appearance", .string(pair.appearance)), ("value", .string(pair.value))]))
                })))
            }
            o.entries += [("filename", .string(image.filename)), ("idiom", .string("universal"))]
            if let c = image.caps {
                let centre = JSONObject([
                    ("height", .number(Double(max(0, image.pixelSize.height - c.top - c.bottom)))),
                    ("mode", .string("stretch")),
                    ("width", .number(Double(max(0, image.pixelSize.width - c.left - c.right)))),
                ])
                let insets = JSONObject([("bottom", .number(Double(c.bottom))), ("left", .number(Double(c.left))),
                                         ("right", .number(Double(c.right))), ("top", .number(Double(c.top)))])
                o.entries.append(("resizing", .object(JSONObject([
                    ("cap-insets", .object(insets)), ("center", .object(centre)), ("mode", .string("9-part")),
                ]))))
            }
            o.entries.append(("scale", .string(JSONWriter.number(image.scale) + "x")))
            return .object(o)
        }
        return JSONWriter.write(.object(JSONObject([("images", .array(list)), ("info", info)])))
    }

    static var info: JSONValue {
        .object(JSONObject([("author", .string("xcode")), ("version", .number(1))]))
    }
}
