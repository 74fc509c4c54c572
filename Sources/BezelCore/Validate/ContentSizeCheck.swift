/// Content size variants that change nothing: a theme that renders Dynamic Type categories
/// (`accessibility.contentSizes`, any but `large`) while no button's font scales with the text
/// size (`AppearanceResolver.fontScalesWithContentSize`) would draw every such variant as `large`.
enum ContentSizeCheck {
    /// The warning for `theme` (one mode), at `accessibility.contentSizes`, or nil.
    static func check(_ theme: ButtonTheme) -> Diagnostic? {
        guard theme.accessibilityVariants.contains(where: { $0.contentSize != .large }) else { return nil }
        let states = theme.renderedStates
        guard !theme.buttons.contains(where: { AppearanceResolver.fontScalesWithContentSize($0, in: $0.states ?? states) }) else { return nil }
        return Diagnostic(file: theme.file, path: "accessibility.contentSizes",
                          message: "no button's font scales with the text size (each has a fixed size), so every content size variant draws "
                              + "what large draws: give a font a textStyle instead of a size, or set adjustsFontForContentSizeCategory on the button",
                          severity: .warning)
    }
}
