import Bezel

/// How `validate` and `inspect --explain` say that a mode a token file made uses tokens only the
/// file's default resolution defines (`ButtonTheme.defaultOnlyTokens`).
enum DefaultOnlyTokens {
    /// The most token names listed; the rest are counted.
    static let listed = 8

    /// `mode 'dark' uses 3 tokens only the token file's default resolution defines: {a}, {b}, {c} …`.
    static func sentence(_ theme: ButtonTheme) -> String {
        let names = theme.defaultOnlyTokens
        let shown = names.prefix(listed).map { "{\($0)}" }.joined(separator: ", ") + (names.count > listed ? ", …" : "")
        return "mode '\(theme.mode ?? "")' uses \(names.count) token\(names.count == 1 ? "" : "s") only the token file's default resolution "
            + "defines, resolved against this mode's values: \(shown) (tokenSettings.strictModes makes that an error)"
    }
}
