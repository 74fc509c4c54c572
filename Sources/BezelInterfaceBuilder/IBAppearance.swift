import BezelCore

/// The four appearances an asset catalog tells apart (its `luminosity` and `contrast` appearances),
/// each a theme variant: the theme itself, and the modes `dark`, `high-contrast` and
/// `dark-high-contrast` a document's theme gets when anything it uses differs in them.
enum IBAppearance: String, CaseIterable, Sendable {
    case light, dark, highContrast, darkHighContrast

    /// The mode that draws this appearance (nil: the theme itself).
    var modeName: String? {
        switch self {
        case .light: nil
        case .dark: "dark"
        case .highContrast: "high-contrast"
        case .darkHighContrast: "dark-high-contrast"
        }
    }

    /// An asset catalog entry's appearance slot: its luminosity (`any`, `light`, `dark`) and contrast.
    struct Slot: Hashable, Sendable {
        enum Luminosity: String, Sendable { case any, light, dark }
        var luminosity: Luminosity
        var highContrast: Bool
    }

    /// The slots an entry may fill for this appearance, best first. A light or dark entry beats an
    /// `any` entry; under Increase Contrast a `contrast: high` entry beats a normal one, and in dark
    /// with Increase Contrast a dark entry beats an `any` high-contrast one (luminosity first).
    var slots: [Slot] {
        switch self {
        case .light: [Slot(luminosity: .light, highContrast: false), Slot(luminosity: .any, highContrast: false)]
        case .dark: [Slot(luminosity: .dark, highContrast: false), Slot(luminosity: .any, highContrast: false)]
        case .highContrast: [Slot(luminosity: .light, highContrast: true), Slot(luminosity: .any, highContrast: true),
                             Slot(luminosity: .light, highContrast: false), Slot(luminosity: .any, highContrast: false)]
        case .darkHighContrast: [Slot(luminosity: .dark, highContrast: true), Slot(luminosity: .dark, highContrast: false),
                                 Slot(luminosity: .any, highContrast: true), Slot(luminosity: .any, highContrast: false)]
        }
    }

    /// The slot of a catalog entry's `appearances` array, or the reason it cannot be read.
    static func slot(of appearances: JSONValue?) -> Result<Slot, IBAssetProblem> {
        var slot = Slot(luminosity: .any, highContrast: false)
        for item in appearances?.arrayValue ?? [] {
            let kind = item.objectValue?["appearance"]?.stringValue ?? "", value = item.objectValue?["value"]?.stringValue ?? ""
            switch (kind, value) {
            case ("luminosity", "light"): slot.luminosity = .light
            case ("luminosity", "dark"): slot.luminosity = .dark
            case ("luminosity", "any"): slot.luminosity = .any
            case ("contrast", "high"): slot.highContrast = true
            default: return .failure(IBAssetProblem("appearance \(kind.isEmpty ? "?" : kind) '\(value)' is not read"))
            }
        }
        return .success(slot)
    }

    /// The slot of one entry of a set's `colors` or `images` list, and whether it is for the iPhone
    /// alone (it then beats a universal one); nil for another idiom (iPad, Mac, watch: not drawn) or
    /// an appearance that cannot be read (then with its problem, naming `entry`).
    static func entrySlot(_ o: JSONObject, _ entry: String, problems: inout [String]) -> (slot: Slot, iphone: Bool)? {
        let idiom = o["idiom"]?.stringValue ?? "universal"
        guard idiom == "universal" || idiom == "iphone" else { return nil }
        switch slot(of: o["appearances"]) {
        case .failure(let why): problems.append("\(entry): \(why.message): entry left out"); return nil
        case .success(let s): return (s, idiom == "iphone")
        }
    }
}
