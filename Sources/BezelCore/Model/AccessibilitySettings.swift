/// The iOS accessibility settings a theme is rendered under: text size (Dynamic Type), Increase
/// Contrast, Bold Text and Button Shapes. The default (`standard`) is iOS's: `large`, everything off.
/// A theme's `accessibility` key and the CLI's `--content-size`, `--high-contrast`, `--bold-text`
/// and `--button-shapes` name variants, each rendered into a folder of its own (`folderName`).
public struct AccessibilitySettings: Hashable, Sendable {
    public var contentSize: ContentSizeCategory
    /// Increase Contrast: the system colours' high-contrast values, and a theme's own `highContrast`
    /// token values (the theme's `accessibilityContrast` becomes `high`).
    public var highContrast: Bool
    /// Bold Text: system and text-style fonts one weight step heavier (`boldWeight`).
    public var boldText: Bool
    /// Button Shapes: the backdrop iOS draws behind plain buttons and the underline under plain
    /// system titles.
    public var buttonShapes: Bool

    public init(contentSize: ContentSizeCategory = .large, highContrast: Bool = false, boldText: Bool = false, buttonShapes: Bool = false) {
        self.contentSize = contentSize; self.highContrast = highContrast; self.boldText = boldText; self.buttonShapes = buttonShapes
    }

    /// iOS's defaults.
    public static let standard = AccessibilitySettings()

    /// The variant's folder below its theme (and mode): the settings that differ from the
    /// default, joined with `+` (`accessibilityLarge`, `xSmall+bold-text`, `high-contrast+button-shapes`);
    /// nil for the default.
    public var folderName: String? {
        var parts: [String] = []
        if contentSize != .large { parts.append(contentSize.rawValue) }
        if highContrast { parts.append("high-contrast") }
        if boldText { parts.append("bold-text") }
        if buttonShapes { parts.append("button-shapes") }
        return parts.isEmpty ? nil : parts.joined(separator: "+")
    }

    /// The settings a `folderName` names (`accessibilityLarge+bold-text`); nil for anything else,
    /// the default's (nil) name included.
    public init?(folderName: String) {
        self.init()
        var seen = Set<Substring>()
        for part in folderName.split(separator: "+", omittingEmptySubsequences: false) {
            guard seen.insert(part).inserted else { return nil }
            switch part {
            case "high-contrast": highContrast = true
            case "bold-text": boldText = true
            case "button-shapes": buttonShapes = true
            default:
                guard let size = ContentSizeCategory(rawValue: String(part)), size != .large, seen.count == 1 else { return nil }
                contentSize = size
            }
        }
        guard self != .standard, self.folderName == folderName else { return nil }
    }

    /// Every combination of the listed values (content sizes × contrast × bold × shapes), in that
    /// order, without the default (the theme itself).
    public static func variants(contentSizes: [ContentSizeCategory], highContrast: [Bool], boldText: [Bool], buttonShapes: [Bool]) -> [AccessibilitySettings] {
        var out: [AccessibilitySettings] = []
        for size in contentSizes {
            for contrast in highContrast {
                for bold in boldText {
                    for shapes in buttonShapes {
                        let v = AccessibilitySettings(contentSize: size, highContrast: contrast, boldText: bold, buttonShapes: shapes)
                        if v != .standard && !out.contains(v) { out.append(v) }
                    }
                }
            }
        }
        return out
    }

    /// The UIFont weights, lightest to heaviest (ultraLight … black).
    public static let weightSteps = [100, 200, 300, 400, 500, 600, 700, 800, 900]

    /// `weight` under Bold Text: the next heavier UIFont weight (regular 400 → medium 500, semibold
    /// 600 → bold 700; black stays black); a weight between steps goes to the next step above it.
    public static func boldWeight(_ weight: Int) -> Int {
        weightSteps.first { $0 > weight } ?? max(weight, 900)
    }
}
