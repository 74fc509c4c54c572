@testable import BezelCore
import Foundation
import Testing

/// docs/format.md is the contract of the theme format: its key tables (each under a
/// `<!-- keys: group -->` marker) name exactly the keys the decoder accepts, and the sentence in each
/// row's last column is the hover text the schema gives editors.
@Suite struct FormatDocTests {
    /// The decoder's key table for each marked group of docs/format.md.
    static let groups: [String: [String]] = [
        "theme": ThemeSchema.themeKeys, "mode": ThemeSchema.modeKeys,
        "button-per-state": ThemeSchema.perStateKeys, "button": ThemeSchema.singleKeys,
        "appearance-types": ThemeSchema.appearanceTypeKeys, "font": ThemeSchema.fontKeys, "run": ThemeSchema.runKeys,
        "configuration": ThemeSchema.configurationKeys, "accessibility": ThemeSchema.accessibilityKeys,
        "localization": ThemeSchema.localizationKeys, "color": ThemeSchema.colorObjectKeys,
        "image": ThemeSchema.imageKeys, "symbolImage": ThemeSchema.symbolImageKeys, "backgroundImage": ThemeSchema.backgroundImageKeys,
        "border": ThemeSchema.borderKeys, "shadow": ThemeSchema.shadowKeys, "size": ThemeSchema.sizeKeys,
        "insets": ThemeSchema.insetsKeys, "rect": ThemeSchema.rectKeys, "web": ThemeSchema.webKeys, "token-settings": ThemeSchema.tokenSettingsKeys,
        "accessibility-variants": ThemeSchema.accessibilityVariantKeys,
        "backgroundGradient": ThemeSchema.gradientKeys, "gradientStop": ThemeSchema.gradientStopKeys,
    ]

    /// Each marked table of the doc: group → rows of (key, last cell).
    static func tables() throws -> [String: [(key: String, meaning: String)]] {
        let text = try String(contentsOfFile: repositoryRoot + "/docs/format.md", encoding: .utf8)
        var out: [String: [(key: String, meaning: String)]] = [:]
        var group: String?
        var sawHeader = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let g = line.firstMatch(of: #/^<!-- keys: ([A-Za-z-]+) -->$/#) {
                #expect(out[String(g.1)] == nil, "group \(g.1) is marked twice")
                group = String(g.1); out[String(g.1)] = []; sawHeader = false
                continue
            }
            guard let current = group else { continue }
            guard line.hasPrefix("|") else { group = nil; continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if !sawHeader { sawHeader = true; continue }
            if cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) { continue }
            guard let first = cells.first, let key = first.firstMatch(of: #/^`([^`]+)`$/#) else {
                Issue.record("docs/format.md, table \(current): first cell '\(cells.first ?? "")' is not one `key`")
                continue
            }
            out[current]?.append((String(key.1), cells.last ?? ""))
        }
        return out
    }

    @Test func everyDecoderKeyIsDocumentedAndEveryDocumentedKeyIsDecoded() throws {
        let doc = try Self.tables()
        #expect(Set(doc.keys) == Set(Self.groups.keys), "marked groups")
        for (group, keys) in Self.groups {
            let documented = doc[group]?.map(\.key) ?? []
            #expect(Set(keys).subtracting(documented).sorted() == [], "\(group): decoded but not in docs/format.md")
            #expect(Set(documented).subtracting(keys).sorted() == [], "\(group): in docs/format.md but not decoded")
            #expect(documented.count == Set(documented).count, "\(group): a key is listed twice")
        }
    }

    @Test func theSchemaHoverTextIsTheDocsSentence() throws {
        for (group, rows) in try Self.tables() {
            for row in rows {
                #expect(ThemeKeyDescriptions.text(group: group, key: row.key) == row.meaning, "\(group).\(row.key)")
            }
        }
    }
}
