import BezelCore
import BezelRender
import Foundation

extension UIButton {
    /// The button's name in the theme a render makes.
    static let renderName = "button"

    /// `traits` (or `UITraitCollection.current`) with the view's `overrideUserInterfaceStyle` applied.
    func effectiveTraits(_ traits: UITraitCollection?) -> UITraitCollection {
        UITraitCollection(traitsFrom: [traits ?? .current, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)])
    }

    /// The one-button theme of the current state, checked as `bezel validate` checks a file.
    func renderTheme(traits: UITraitCollection, size: CGSize?) throws(BezelUIKitError) -> ThemeFile {
        let entry = ButtonThemeDocument.Entry(name: Self.renderName, button: self, renderState: state, size: size)
        let document = try ButtonThemeDocument.make(name: "UIButton", buttons: [entry], traits: traits, imageFolder: nil)
        let source = ThemeSource(file: "UIButton", document: document, fileSystem: ThemeFileSystem(root: "/", allowsOutsidePaths: true),
                                 inputFiles: [], warnings: [])
        do { return try ThemeFile(source: source, accessibility: traits.accessibilitySettings) } catch { throw BezelUIKitError(error) }
    }

    /// The PNG of the button in its current state (`isHighlighted`, `isSelected`, `isEnabled`) at
    /// `scale`, drawn with `traits` (light when nil; `overrideUserInterfaceStyle` wins): the bytes
    /// `ButtonImageRenderer` gives for the same button in a theme file. The image is the frame ×
    /// scale rounded up to whole pixels, plus the room a layer shadow needs. An empty frame is an error.
    public func bezelPNGData(scale: CGFloat = 1, traits: UITraitCollection? = nil) throws(BezelUIKitError) -> Data {
        guard frame.size.width > 0, frame.size.height > 0 else {
            throw BezelUIKitError(problems: ["UIButton: the frame is empty (\(frame.size.width) × \(frame.size.height)): set the frame or call sizeToFit()"])
        }
        let file = try renderTheme(traits: effectiveTraits(traits), size: frame.size)
        do {
            return try ButtonImageRenderer(theme: file, scale: Double(scale)).pngData(forButton: Self.renderName, state: controlState)
        } catch { throw BezelUIKitError(error) }
    }

    /// The warnings the theme check gives for the button as it is now (a title that is truncated,
    /// cap insets wider than the button, …), each naming its theme key, as `bezel validate` prints them.
    public func bezelWarnings(traits: UITraitCollection? = nil) throws(BezelUIKitError) -> [String] {
        try renderTheme(traits: effectiveTraits(traits), size: frame.size == .zero ? nil : frame.size).warnings.map(\.description)
    }

    /// `bezelPNGData(scale:traits:)` as a `UIImage` at that scale.
    public func bezelImage(scale: CGFloat = 1, traits: UITraitCollection? = nil) throws(BezelUIKitError) -> UIImage {
        let png = try bezelPNGData(scale: scale, traits: traits)
        // The PNG header's width and height (big-endian, bytes 16–23).
        func word(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return UIImage(renderedPNG: png, pixelWidth: word(16), pixelHeight: word(20), scale: scale)
    }

    /// The theme file (JSON text) of this button as it is set up now, named `buttonName` in a theme
    /// named `name`: what `bezel render` draws as this button. Image paths are written relative to
    /// `imagesRelativeTo` (the folder the theme file will be in), absolute without it.
    public func bezelTheme(named name: String = "uikit", buttonName: String = "button", imagesRelativeTo folder: String? = nil,
                           traits: UITraitCollection? = nil) throws(BezelUIKitError) -> String {
        try Self.bezelTheme(named: name, buttons: [(buttonName, self)], imagesRelativeTo: folder, traits: traits)
    }

    /// The theme file (JSON text) of `buttons`, each under its name, as they are set up now (each
    /// with its frame's size, or its intrinsic size when the frame is empty, and its resting state).
    public static func bezelTheme(named name: String, buttons: [(String, UIButton)], imagesRelativeTo folder: String? = nil,
                                  traits: UITraitCollection? = nil) throws(BezelUIKitError) -> String {
        let entries = buttons.map { name, button in
            ButtonThemeDocument.Entry(name: name, button: button, renderState: nil, size: button.frame.size == .zero ? nil : button.frame.size)
        }
        let document = try ButtonThemeDocument.make(name: name, buttons: entries, traits: traits ?? .current,
                                                    imageFolder: folder.map(ThemeFileSystem.absolute))
        return JSONWriter.write(.object(document))
    }
}
