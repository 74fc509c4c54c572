import Bezel

/// The accessibility variants a command renders or checks besides each theme and mode —
/// `--content-size NAME,…|all`, `--high-contrast`, `--bold-text`, `--button-shapes` — shared by
/// `render`, `record`, `verify` (through `SheetOptions`) and `validate`. Given any of them, they replace the themes' own `accessibility` lists:
/// every combination of the listed content sizes (default `large`) with the switches given, the
/// default combination being the theme itself.
enum AccessibilityOptions {
    static let specs: [OptionSpec] = [
        OptionSpec(.contentSize, value: "categories",
                   help: "Also render these Dynamic Type sizes, e.g. xSmall,accessibilityLarge, or all (default: each theme's accessibility list)."),
        OptionSpec(.highContrast, help: "Render the variants with Increase Contrast."),
        OptionSpec(.boldText, help: "Render the variants with Bold Text."),
        OptionSpec(.buttonShapes, help: "Render the variants with Button Shapes."),
    ]

    /// The one variant `inspect` shows: the settings the options name (standard when none), or a
    /// usage problem when they name several content sizes.
    static func single(_ args: ParsedArguments, usage: inout [String]) -> AccessibilitySettings {
        guard let variants = parse(args, usage: &usage) else { return .standard }
        if (args.list(.contentSize)?.count ?? 1) > 1 || args.list(.contentSize) == ["all"] {
            usage.append("--content-size takes one category here, e.g. accessibilityLarge")
        }
        return variants.first ?? .standard
    }

    /// The variants the options name, or nil when none is given (each theme's own list).
    static func parse(_ args: ParsedArguments, usage: inout [String]) -> [AccessibilitySettings]? {
        let flags = (args.flag(.highContrast), args.flag(.boldText), args.flag(.buttonShapes))
        let sizes = args.list(.contentSize)
        guard sizes != nil || flags.0 || flags.1 || flags.2 else { return nil }
        var categories: [ContentSizeCategory] = []
        for name in sizes ?? ["large"] {
            if name == "all" { categories += ContentSizeCategory.allCases; continue }
            guard let c = ContentSizeCategory(rawValue: name) else {
                usage.append("unknown content size '\(name)' in --content-size; sizes are \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")), or all")
                continue
            }
            categories.append(c)
        }
        return AccessibilitySettings.variants(contentSizes: categories, highContrast: [flags.0], boldText: [flags.1], buttonShapes: [flags.2])
    }
}
