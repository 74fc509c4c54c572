import Foundation

/// The fonts one theme may use while it is decoded: the catalog's pinned families plus the
/// families of the font files the theme ships, and the check that a family list names one of them.
public struct ThemeFonts: Sendable {
    public let catalog: any FontCatalog
    /// Families of the shipped font files, by resolved path (only files that are fonts).
    public let shipped: [String: String]
    /// The available and generic families as fontconfig compares them, made once: every button's
    /// family list is checked against them.
    private let knownKeys: Set<String>

    /// Names Bezel draws with its system font (`SystemFont.names`: Inter with San Francisco's line
    /// height), and the emoji alias of the pinned configuration. Other CSS generics (`serif`,
    /// `monospace`, …) have no mapping and are refused rather than silently drawn in another font.
    public static let genericFamilies = SystemFont.names + ["emoji"]

    public init(catalog: any FontCatalog, shippedFiles: [String]) {
        self.catalog = catalog
        var shipped: [String: String] = [:]
        for file in shippedFiles { if case .success(let family) = catalog.family(ofFontFile: file) { shipped[file] = family } }
        self.shipped = shipped
        knownKeys = Set((Self.available(catalog: catalog, shipped: shipped) + Self.genericFamilies).map(FontFamilyList.key))
    }

    /// The families a theme can name, for messages: the pinned ones (one name per family), then the
    /// shipped ones, once each.
    public var availableFamilies: [String] { Self.available(catalog.listedFamilies, shipped: shipped) }

    private static func available(catalog: any FontCatalog, shipped: [String: String]) -> [String] {
        available(catalog.pinnedFamilies, shipped: shipped)
    }

    private static func available(_ pinned: [String], shipped: [String: String]) -> [String] {
        var seen = Set<String>()
        return (pinned + shipped.values.sorted()).filter { seen.insert(FontFamilyList.key($0)).inserted }
    }

    /// nil when some member of `list` (comma-separated, optionally quoted) is available; otherwise
    /// the error message, listing what is available and suggesting the closest family.
    public func problem(withFamilyList list: String) -> String? {
        let members = FontFamilyList.members(of: list)
        if members.isEmpty { return "the family list names no family" }
        if members.contains(where: { knownKeys.contains(FontFamilyList.key($0)) }) { return nil }
        let available = availableFamilies
        let shown = members.map { "'\(UntrustedText.shown($0, limit: 120))'" }
        var message = members.count == 1 ? "no font provides the family \(shown[0])"
                                         : "no font provides any of the families \(shown.joined(separator: ", "))"
        message += " (available: \(available.joined(separator: ", ")); generic: \(Self.genericFamilies.joined(separator: ", ")))"
        if let near = members.lazy.compactMap({ Suggestion.closest(to: $0, among: available) }).first { message += " (did you mean '\(near)'?)" }
        return message
    }
}
