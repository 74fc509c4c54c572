import BezelCore
import BezelInterfaceBuilder
import Testing

/// Asset catalogs (issue 41): colour sets as tokens with a mode per appearance, image sets by scale,
/// vector, template intent, slicing and appearance, namespaces, the AccentColor, and how catalogs
/// are found.
@Suite struct IBAssetCatalogTests {
    typealias F = IBProjectFixture
    static let info = #"{"info": {"author": "xcode", "version": 1}}"#

    /// A project: App.xcodeproj beside App/, the storyboard in App/Base.lproj, the catalog in App/Assets.xcassets.
    static func project(_ views: String, sets: [String: String], pngs: [String: (Int, Int)] = [:], resources: String = "") throws -> F {
        var files = ["App/Base.lproj/Main.storyboard": F.storyboard(views, resources: resources), "App/Assets.xcassets/Contents.json": info,
                     "App.xcodeproj/project.pbxproj": "// fixture\n"]
        for (k, v) in sets { files["App/Assets.xcassets/" + k] = v }
        return try F(files, pngs: Dictionary(uniqueKeysWithValues: pngs.map { ("App/Assets.xcassets/" + $0.key, $0.value) }))
    }

    @Test func aColourSetIsATokenWithAModePerAppearance() throws {
        let brand = F.colorSet([F.color("srgb", #""red": "0xFF", "green": "0x80", "blue": "0x00", "alpha": "1.000""#),
                                F.color("srgb", #""red": "0.000", "green": "0.500", "blue": "1.000", "alpha": "0.500""#, appearances: F.dark),
                                F.color("gray-gamma-22", #""white": "0.25", "alpha": "1.000""#, appearances: F.high),
                                F.color("srgb", #""red": "255", "green": "255", "blue": "255", "alpha": "1.000""#, appearances: F.darkHigh)])
        let p = try Self.project(F.button(id: "b01-aa-bbb", state: #"<state key="normal" title="Go"><color key="titleColor" name="Brand"/></state>"#,
                                          children: #"<color key="tintColor" systemColor="systemRedColor"/>"#),
                                 sets: ["Brand.colorset/Contents.json": brand])
        let t = try p.theme("App/Base.lproj/Main.storyboard")
        #expect(t.document.at("buttons.Go.titleColor.normal") == .string("{colorset.Brand}"))
        #expect(t.document.at("tokens.colorset.Brand.$value") == .string("#FF8000FF"), "hex bytes")
        #expect(t.document.at("tokens.colorset.Brand.$type") == .string("color"))
        #expect(t.document.at("modes.dark.tokens.colorset.Brand.$value") == .string("#0080FF80"), "floats, alpha 0.5")
        #expect(t.document.at("modes.dark.colorScheme") == .string("dark"))
        #expect(t.document.at("modes.high-contrast.tokens.colorset.Brand.$value") == .string("#3D3D3DFF"), "grey 0.25, gamma 2.2")
        #expect(t.document.at("modes.high-contrast.accessibilityContrast") == .string("high"))
        #expect(t.document.at("modes.dark-high-contrast.tokens.colorset.Brand.$value") == .string("#FFFFFFFF"), "8-bit integers")
        #expect(t.assetCatalogs == [p.root + "/App/Assets.xcassets"])
        #expect(t.warnings.isEmpty, "\(t.warnings)")
        let description = t.document["description"]?.stringValue ?? ""
        #expect(description.hasSuffix("; asset catalogs: ../Assets.xcassets"))
    }

    @Test func wideGamutAndSystemReferencesAndDarkFallBack() throws {
        let p3 = F.colorSet([F.color("display-p3", #""red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000""#)])
        let reference = F.colorSet([#"{"idiom": "universal", "color": {"platform": "ios", "reference": "systemGreenColor"}}"#])
        let onlyAny = F.colorSet([F.color("srgb", #""red": "0.2", "green": "0.4", "blue": "0.6", "alpha": "1""#),
                                  F.color("srgb", #""red": "1.0", "green": "1.0", "blue": "1.0", "alpha": "1""#, idiom: "ipad")])
        let p = try Self.project(F.button(id: "b01-aa-bbb", type: "", state: #"<state key="normal" title="A"><color key="titleColor" name="Wide"/></state>"#,
                                          children: #"<color key="backgroundColor" name="Ref"/><color key="tintColor" name="Plain"/>"#),
                                 sets: ["Wide.colorset/Contents.json": p3, "Ref.colorset/Contents.json": reference, "Plain.colorset/Contents.json": onlyAny])
        let t = try p.theme("App/Base.lproj/Main.storyboard")
        #expect(t.document.at("tokens.colorset.Wide.$value") == .object(JSONObject([("colorSpace", .string("display-p3")),
            ("components", .array([.number(1), .number(0), .number(0)])), ("alpha", .number(1))])))
        #expect(t.document.at("tokens.colorset.Ref.$value") == .string("systemGreen"), "a system colour reference follows the appearance itself")
        #expect(t.document.at("tokens.colorset.Plain.$value") == .string("#336699FF"), "the iPad's entry is not the iPhone's")
        #expect(t.document.at("modes") == nil, "nothing differs by appearance")
    }

    @Test func anEntryWithoutAColourOrWithAnUnreadAppearanceIsSaidNotSkipped() throws {
        let set = F.colorSet([#"{"idiom": "universal"}"#,
                              F.color("srgb", #""red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "1.000""#),
                              #"{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dim"}], "color": {"color-space": "srgb", "components": {"red": "1", "green": "0", "blue": "0", "alpha": "1"}}}"#])
        let p = try Self.project(F.button(id: "b01-aa-bbb", state: #"<state key="normal" title="A"><color key="titleColor" name="Half"/></state>"#),
                                 sets: ["Half.colorset/Contents.json": set])
        let t = try p.theme("App/Base.lproj/Main.storyboard")
        #expect(t.document.at("tokens.colorset.Half.$value") == .string("#0000FFFF"))
        let messages = t.warnings.map(\.message).joined(separator: "\n")
        #expect(messages.contains("colors[0] has no color: entry left out"), "\(messages)")
        #expect(messages.contains("colors[2]: appearance luminosity 'dim' is not read: entry left out"), "\(messages)")
    }

    @Test func aNamedColourInNoCatalogKeepsTheCachedValueWithAWarning() throws {
        let p = try Self.project(F.button(id: "b01-aa-bbb", state: #"<state key="normal" title="A"><color key="titleColor" name="Gone"/></state>"#),
                                 sets: [:], resources: #"<namedColor name="Gone"><color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#)
        let t = try p.theme("App/Base.lproj/Main.storyboard")
        #expect(t.document.at("buttons.A.titleColor.normal") == .string("#FF0000FF"))
        #expect(t.warnings.map(\.message).contains("named colour 'Gone' is in no asset catalog (searched Assets.xcassets): drawn with the value the document caches (one appearance)"))
    }

    @Test func theAccentColorIsTheRootTint() throws {
        let accent = F.colorSet([F.color("srgb", #""red": "0x11", "green": "0x22", "blue": "0x33", "alpha": "1.000""#),
                                 F.color("srgb", #""red": "0x44", "green": "0x55", "blue": "0x66", "alpha": "1.000""#, appearances: F.dark)])
        let views = F.button(id: "b01-aa-bbb", state: #"<state key="normal" title="A"/>"#)
        let t = try Self.project(views, sets: ["AccentColor.colorset/Contents.json": accent]).theme("App/Base.lproj/Main.storyboard")
        #expect(t.document["tintColor"] == .string("{colorset.AccentColor}"))
        #expect(t.document.at("modes.dark.tokens.colorset.AccentColor.$value") == .string("#445566FF"))
        #expect(t.warnings.isEmpty)
        let without = try Self.project(views, sets: [:]).theme("App/Base.lproj/Main.storyboard")
        #expect(without.document["tintColor"] == nil)
        #expect(without.warnings.map(\.message) == ["no tint colour in the document for this and other system buttons, and no AccentColor colour set in Assets.xcassets: drawn with systemBlue"])
    }

    static func imageSet(_ images: [String], properties: String = "") -> String {
        #"{"images": [\#(images.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}\#(properties.isEmpty ? "" : ", \"properties\": " + properties)}"#
    }

    @Test func anImageSetGivesItsSharpestFileWithItsScaleIntentAndDarkVariant() throws {
        let set = Self.imageSet([#"{"idiom": "universal", "filename": "play.png", "scale": "1x"}"#,
                                 #"{"idiom": "universal", "filename": "play_2.png", "scale": "2x"}"#,
                                 #"{"idiom": "universal", "scale": "3x"}"#,
                                 #"{"idiom": "iphone", "filename": "phone.png", "scale": "1x", "appearances": [{"appearance": "luminosity", "value": "dark"}]}"#],
                                properties: #"{"template-rendering-intent": "template"}"#)
        let p = try Self.project(F.button(id: "b01-aa-bbb", state: #"<state key="normal" title="A" image="Media/play"/>"#,
                                          children: #"<color key="tintColor" systemColor="systemRedColor"/>"#),
                                 sets: ["Media/Contents.json": #"{"properties": {"provides-namespace": true}}"#, "Media/play.imageset/Contents.json": set],
                                 pngs: ["Media/play.imageset/play.png": (10, 10), "Media/play.imageset/play_2.png": (20, 20), "Media/play.imageset/phone.png": (10, 10)])
        let t = try p.theme("App/Base.lproj/Main.storyboard")
        #expect(t.document.at("buttons.A.image.normal") == .object(JSONObject([("src", .string("Assets.xcassets/Media/play.imageset/play_2.png")),
                                                                                ("renderingMode", .string("template")), ("scale", .number(2))])))
        #expect(t.document.at("modes.dark.buttons.A.image.normal.src") == .string("Assets.xcassets/Media/play.imageset/phone.png"))
        #expect(t.document.at("modes.dark.buttons.A.image.normal.scale") == nil, "1x, as the name says")
        #expect(t.document.at("modes.high-contrast") == nil)
        #expect(t.files == ["Assets.xcassets/Media/play.imageset/play_2.png", "Assets.xcassets/Media/play.imageset/phone.png"])
        #expect(t.baseFolder == p.root + "/App", "the folder holding the document and the catalog")
        #expect(t.warnings.isEmpty, "\(t.warnings)")
    }

    @Test func aSlicedBackgroundHasCapInsetsInPointsAndVectorsAndPDFsAreSaid() throws {
        let sliced = Self.imageSet([#"{"idiom": "universal", "filename": "panel.png", "scale": "2x", "resizing": {"mode": "9-part", "center": {"mode": "tile", "width": 8, "height": 8}, "cap-insets": {"top": 16, "left": 12, "bottom": 16, "right": 12}}}"#])
        let bar = Self.imageSet([#"{"idiom": "universal", "filename": "bar.png", "scale": "1x", "resizing": {"mode": "3-part-horizontal", "center": {"mode": "stretch", "width": 1, "height": 10}, "cap-insets": {"left": 4, "right": 4}}}"#])
        let vector = Self.imageSet([#"{"idiom": "universal", "filename": "v.svg"}"#], properties: #"{"preserves-vector-representation": true}"#)
        let pdf = Self.imageSet([#"{"idiom": "universal", "filename": "doc.pdf"}"#])
        let views = F.button(id: "b01-aa-bbb", type: "", state: #"<state key="normal" title="A" image="vector" backgroundImage="panel"/><state key="highlighted" image="doc" backgroundImage="bar"/>"#)
        let p = try Self.project(views, sets: ["panel.imageset/Contents.json": sliced, "bar.imageset/Contents.json": bar, "vector.imageset/Contents.json": vector,
                                               "vector.imageset/v.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"/>"#,
                                               "doc.imageset/Contents.json": pdf, "doc.imageset/doc.pdf": "%PDF-1.4"],
                                 pngs: ["panel.imageset/panel.png": (48, 48), "bar.imageset/bar.png": (9, 10)])
        let t = try p.theme("App/Base.lproj/Main.storyboard")
        #expect(t.document.at("buttons.A.backgroundImage.normal") == .object(JSONObject([
            ("src", .string("Assets.xcassets/panel.imageset/panel.png")), ("scale", .number(2)),
            ("capInsets", .array([8, 6, 8, 6].map(JSONValue.number))), ("resizingMode", .string("tile"))])))
        #expect(t.document.at("buttons.A.backgroundImage.highlighted.capInsets") == .array([0, 4, 0, 4].map(JSONValue.number)))
        #expect(t.document.at("buttons.A.image.normal") == .string("Assets.xcassets/vector.imageset/v.svg"))
        #expect(t.document.at("buttons.A.image.highlighted") == nil)
        let messages = t.warnings.map(\.message)
        #expect(messages.contains { $0.hasPrefix("image set 'doc' in Assets.xcassets: '") && $0.hasSuffix("doc.imageset/Contents.json' holds only doc.pdf: Bezel draws PNG and SVG files, not PDF, JPEG or HEIC") })
        #expect(messages.contains("image set 'panel': the slicing's centre (8 × 8 px) is smaller than the part between the caps; Xcode leaves the rest out, Bezel stretches the whole part"))
        #expect(messages.count == 2, "\(messages)")
    }

    @Test func catalogsGivenAreSearchedInOrderAndAmbiguityIsSaid() throws {
        let red = F.colorSet([F.color("srgb", #""red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000""#)])
        let blue = F.colorSet([F.color("srgb", #""red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "1.000""#)])
        let p = try F(["doc/Main.storyboard": F.storyboard(F.button(id: "b01-aa-bbb", type: "", state: #"<state key="normal" title="A"><color key="titleColor" name="C"/></state>"#)),
                       "one/A.xcassets/C.colorset/Contents.json": red, "two/B.xcassets/C.colorset/Contents.json": blue])
        let opts = InterfaceBuilderOptions(assetCatalogs: [p.root + "/two/B.xcassets", p.root + "/one/A.xcassets"])
        let t = try p.theme("doc/Main.storyboard", options: opts)
        #expect(t.document.at("tokens.colorset.C.$value") == .string("#0000FFFF"), "the first catalog given")
        #expect(t.warnings.map(\.message) == ["colour set 'C' is in \(p.root)/two/B.xcassets and \(p.root)/one/A.xcassets: the first is drawn"])
        #expect(t.baseFolder == p.root)
        let wrong = p.failure("doc/Main.storyboard", options: InterfaceBuilderOptions(assetCatalogs: [p.root + "/one"]))
        #expect(wrong.map(\.message) == ["--assets '\(p.root)/one' is not an .xcassets folder"])
        // Without a project file, only the catalogs beside the document and above it are found.
        let found = try p.theme("doc/Main.storyboard")
        #expect(found.assetCatalogs.isEmpty)
        #expect(found.document.at("buttons.A.titleColor") == nil)
    }

    @Test func aProjectsCatalogsAreFoundUnderItsRoot() throws {
        let c = F.colorSet([F.color("srgb", #""red": "0", "green": "255", "blue": "0", "alpha": "1""#)])
        let p = try F(["Proj.xcodeproj/project.pbxproj": "//\n", "Riot/Modules/Call/Call.xib": F.storyboard(F.button(id: "b01-aa-bbb", type: "", state: #"<state key="normal" title="A"><color key="titleColor" name="Green"/></state>"#)),
                       "Riot/Assets/Colors.xcassets/Green.colorset/Contents.json": c, "build/Old.xcassets/Green.colorset/Contents.json": c])
        let t = try p.theme("Riot/Modules/Call/Call.xib")
        #expect(t.assetCatalogs == [p.root + "/Riot/Assets/Colors.xcassets"], "build folders are not searched")
        #expect(t.document.at("tokens.colorset.Green.$value") == .string("#00FF00FF"))
        #expect(t.baseFolder == p.root + "/Riot")
    }
}
