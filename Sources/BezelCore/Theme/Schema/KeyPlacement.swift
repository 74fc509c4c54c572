/// Where a key that is unknown where it was written belongs instead: a key of a neighbouring level
/// (`title` written in a configuration is a button key), or a UIKit name Bezel does not model,
/// with what to write instead. `ValueDecoder.checkKeys` says this rather than a "did you mean"
/// to an unrelated key of the level.
enum KeyPlacement {
    /// The hint for `key`, unknown in a `what` object (the name `checkKeys` is given), or nil.
    static func hint(for key: String, in what: String) -> String? {
        if let note = unmodelled[key], note.levels.contains(what) { return note.text }
        for level in neighbours[what] ?? [] where level.keys.contains(key) {
            return "'\(key)' is \(article(level.name)) \(level.name) key, not \(article(what)) \(what) key: \(level.move)"
        }
        return nil
    }

    /// A level a key may belong to instead: its name, its keys and how to move a key there.
    struct Level {
        var name: String
        var keys: [String]
        var move: String
    }

    static let neighbours: [String: [Level]] = {
        let button = { (move: String) in Level(name: "button", keys: ThemeSchema.buttonKeys, move: move) }
        let configuration = { (move: String) in Level(name: "configuration", keys: ThemeSchema.configurationKeys, move: move) }
        let theme = { (move: String) in Level(name: "theme", keys: ThemeSchema.themeKeys, move: move) }
        return [
            "configuration": [button("move it out of configuration, into the button")],
            "button": [configuration("put it in the button's configuration"), theme("set it at the top level of the theme file")],
            "appearance": [configuration("put it in a configuration"), theme("set it at the top level of the theme file")],
            "theme": [button("put it in a button under buttons, or in appearance for every button")],
            "mode": [button("put it in the mode's buttons or appearance"), theme("a mode cannot change it")],
            "image": [Level(name: "backgroundImage", keys: ThemeSchema.backgroundImageKeys,
                            move: "only a background image (backgroundImage) has caps and a resizing mode")],
            "backgroundImage": [Level(name: "image", keys: ThemeSchema.imageKeys,
                                      move: "only the foreground image (image) has a rendering mode and a size of its own")],
        ]
    }()

    /// UIKit names written where UIKit has them but that Bezel does not model, by key: the levels
    /// where the hint applies and what to write instead.
    static let unmodelled: [String: (levels: Set<String>, text: String)] = {
        let stroke = (levels: Set(["configuration", "button", "appearance"]),
                      text: "a background's stroke is not modelled as such: give the button a border (width, color)")
        return [
            "role": (["button", "appearance"], "UIButton.role is not modelled (docs/format.md §9): give the button the colours of its "
                     + "role yourself (titleColor and backgroundColor, or a configuration's baseForegroundColor and baseBackgroundColor)"),
            "background": (["configuration"], "UIButton.Configuration's background (UIBackgroundConfiguration) is not modelled "
                           + "(docs/format.md §9): use baseBackgroundColor and cornerStyle here, or the button's backgroundColor, "
                           + "cornerRadius, border and backgroundImage"),
            "strokeColor": stroke, "strokeWidth": stroke,
            "systemName": (["backgroundImage"], "symbols (UIImage(systemName:)) are drawn as the foreground image: give "
                           + "the image {\"systemName\": …}, and the background image a file (PNG or SVG) as src"),
            "pointSize": (["image"], "pointSize sizes a symbol: an image with a pointSize names its symbol with systemName, not a src "
                          + "(a file image takes a size)"),
            "overrideUserInterfaceStyle": (["theme", "mode", "button", "appearance"], "overrideUserInterfaceStyle is not modelled "
                                           + "per button: set the theme's colorScheme, or add a mode with \"colorScheme\": \"dark\""),
        ]
    }()

    /// "a" or "an" before `word`.
    static func article(_ word: String) -> String {
        "aeiou".contains(word.first ?? "x") ? "an" : "a"
    }
}
