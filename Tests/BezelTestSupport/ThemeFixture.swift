import Foundation
import BezelCore

/// Writes theme files into a fresh temporary folder and decodes them, for tests.
public struct ThemeFixture {
    public let folder: String


    public init(_ files: [String: String]) {
        folder = NSTemporaryDirectory() + "bezel-test-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            let path = folder + "/" + name
            try! FileManager.default.createDirectory(atPath: ThemeFileSystem.folder(of: path), withIntermediateDirectories: true)
            try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    public func path(_ name: String) -> String { folder + "/" + name }

    /// Validates `name` and returns the themes and diagnostics.
    public func validate(_ name: String = "theme.json") -> (themes: [ButtonTheme], diagnostics: [Diagnostic]) {
        ThemeValidator.validate(path(name))
    }

    /// The base theme; fails the test run if it has errors.
    public func theme(_ name: String = "theme.json", mode: String? = nil) -> ButtonTheme {
        let (themes, diagnostics) = validate(name)
        precondition(!themes.isEmpty, "theme has errors: \(diagnostics)")
        return themes.first { $0.mode == mode }!
    }

    /// The appearance of `button` in `state`.
    public func appearance(_ button: String, _ state: ControlState, theme name: String = "theme.json", mode: String? = nil, locale: String? = nil) -> Appearance {
        let t = theme(name, mode: mode)
        return AppearanceResolver(theme: t, locale: locale).resolve(t.button(named: button)!, state: state).appearance
    }
}

/// A one-file theme with the given `buttons` JSON object body and optional extra top-level keys.
public func themeJSON(buttons: String, extra: String = "") -> String {
    "{ \(extra.isEmpty ? "" : extra + ",") \"buttons\": { \(buttons) } }"
}

extension RGBAColor {
    public init(hex: String) {
        var s = hex.dropFirst()
        if s.count == 6 { s += "FF" }
        let v = UInt32(s, radix: 16)!
        self.init(red: UInt8(v >> 24), green: UInt8((v >> 16) & 255), blue: UInt8((v >> 8) & 255), alpha: UInt8(v & 255))
    }
}
