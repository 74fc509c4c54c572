import Bezel

/// The accessibility variants a command renders or checks besides each theme and mode —
/// `--content-size NAME,…|all`, `--high-contrast`, `--bold-text`, `--button-shapes` — shared by
/// `render`, `record` (through `SheetOptions`), `verify`, `validate` and `inspect`. Given any of them,
/// they replace the themes' own `accessibility` lists: every combination of the listed content
/// sizes (default `large`) with the switches given, the default combination being the theme itself.
struct AccessibilityOptions {
    static let names: [OptionName] = [.contentSize, .highContrast, .boldText, .buttonShapes]

    /// The four options; a command that says them differently gives its own `help` for any of them
    /// (and `contentSizeValue`, the value's name of `--content-size`).
    static func specs(help: [OptionName: String] = [:], contentSizeValue: String = "categories") -> [OptionSpec] {
        [OptionSpec(.contentSize, value: contentSizeValue, help: help[.contentSize]
                        ?? "Also render these Dynamic Type sizes, e.g. xSmall,accessibilityLarge, or all (default: each theme's accessibility list)."),
         OptionSpec(.highContrast, help: help[.highContrast] ?? "Render the variants with Increase Contrast."),
         OptionSpec(.boldText, help: help[.boldText] ?? "Render the variants with Bold Text."),
         OptionSpec(.buttonShapes, help: help[.buttonShapes] ?? "Render the variants with Button Shapes.")]
    }

    /// The variants the options name, or nil when none is given (each theme's own list).
    let variants: [AccessibilitySettings]?
    /// Whether any of the options was given.
    var given: Bool { variants != nil }

    /// Reads the options; each unknown content size is a mistake.
    init(_ args: inout OptionReader) {
        let flags = (args.flag(.highContrast), args.flag(.boldText), args.flag(.buttonShapes))
        let sizes = args.list(.contentSize)
        guard sizes != nil || flags.0 || flags.1 || flags.2 else { variants = nil; return }
        var categories: [ContentSizeCategory] = []
        for name in sizes ?? ["large"] {
            if name == "all" { categories += ContentSizeCategory.allCases; continue }
            guard let c = ContentSizeCategory(rawValue: name) else {
                args.mistake("unknown content size '\(name)' in --content-size; sizes are \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")), or all")
                continue
            }
            categories.append(c)
        }
        variants = AccessibilitySettings.variants(contentSizes: categories, highContrast: [flags.0], boldText: [flags.1], buttonShapes: [flags.2])
    }

    /// The one variant `inspect` shows: the settings the options name (standard when none); naming
    /// several content sizes is a mistake.
    static func single(_ args: inout OptionReader) -> AccessibilitySettings {
        let options = AccessibilityOptions(&args)
        let sizes = args.list(.contentSize)
        if options.given, (sizes?.count ?? 1) > 1 || sizes == ["all"] {
            args.mistake("--content-size takes one category here, e.g. accessibilityLarge")
        }
        return options.variants?.first ?? .standard
    }
}
