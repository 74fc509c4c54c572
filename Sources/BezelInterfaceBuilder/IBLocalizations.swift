import BezelCore
import Foundation

/// The document's strings files as the theme's localizations: `<lang>.lproj/<Document>.strings`
/// beside the document (beside its `.lproj` folder when the document is in one, as Xcode keeps
/// `Base.lproj/Main.storyboard` and `de.lproj/Main.strings`). Each file is a locale named after its
/// folder; `"<objectID>.normalTitle"`, `.highlightedTitle`, `.selectedTitle` and `.disabledTitle` of
/// a button are that state's title. A malformed file is an error naming its line; a button key not
/// carried over is a warning.
struct IBLocalizations {
    static let stateKeys = ["normalTitle": "normal", "highlightedTitle": "highlighted", "selectedTitle": "selected", "disabledTitle": "disabled"]
    /// Keys of a button that change nothing drawn (read by nothing, never reported).
    static let silentKeys: Set<String> = ["accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityUserInputLabels",
                                          "largeContentTitle", "toolTip"]

    /// Locale → entries, in locale order.
    private(set) var locales: [(locale: String, file: String, entries: [IBStringsFile.Entry])] = []
    /// The strings files read (absolute).
    var files: [String] { locales.map(\.file) }

    init(document path: String, report: IBReport) {
        let documentFolder = ThemeFileSystem.absolute(ThemeFileSystem.folder(of: path))
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let inLproj = documentFolder.lowercased().hasSuffix(".lproj")
        let searched = inLproj ? (documentFolder as NSString).deletingLastPathComponent : documentFolder
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: searched)) ?? []).sorted()
        for folder in names where folder.lowercased().hasSuffix(".lproj") {
            let full = searched + "/" + folder, file = full + "/" + stem + ".strings"
            guard IBImageFinder.isFile(file) else { continue }
            let locale = String(folder.dropLast(6))
            if locale == "Base" {
                report.warn(IBElement(name: "document", attributes: [:], line: 1, column: 1), "document", "localization",
                            "'\(file)' is not read: Base is the document itself, whose titles are the theme's")
                continue
            }
            guard Self.isLocale(locale) else {
                report.error("'\(file)': '\(locale)' is not a locale identifier (2–35 letters, digits, - or _, starting with a letter)")
                continue
            }
            let limit = InputLimits.ibFileBytes
            guard let data = FileManager.default.contents(atPath: file) else { report.error("'\(file)' cannot be read"); continue }
            guard data.count <= limit.value else { report.error("'\(file)': " + limit.error + limit.tag); continue }
            do { locales.append((locale, file, try IBStringsFile(bytes: [UInt8](data)).entries)) } catch {
                report.error("\(file):\(error.line): \(error.message)")
            }
        }
    }

    static func isLocale(_ s: String) -> Bool {
        guard (2...35).contains(s.count), let first = s.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return s.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }

    /// The `localizations` of the button `site`'s element (mapped to `object`), reporting each of its
    /// keys not carried over; nil when no strings file names it.
    func localizations(for b: IBElement, _ object: JSONObject, report: IBReport) -> JSONObject? {
        guard let id = b.objectID else { return nil }
        var out = JSONObject()
        for (locale, file, entries) in locales {
            var titles = JSONObject()
            for entry in entries where entry.key.hasPrefix(id + ".") {
                let property = String(entry.key.dropFirst(id.count + 1)), what = "localizations.\(locale).\(property)"
                if Self.silentKeys.contains(property) { continue }
                guard let state = Self.stateKeys[property] else {
                    report.warn(b, id, what, "\((file as NSString).lastPathComponent) line \(entry.line): '\(entry.key)' is not read (only the four state titles are): left out")
                    continue
                }
                if object["configuration"] != nil {
                    report.warn(b, id, what, "\((file as NSString).lastPathComponent) line \(entry.line): the button has a configuration, whose title "
                                    + "UIKit draws instead of the state table's: '\(entry.key)' is not used")
                } else if object["attributedTitle"]?.objectValue?[state] != nil {
                    report.warn(b, id, what, "\((file as NSString).lastPathComponent) line \(entry.line): the \(state) state has an attributed title, "
                                    + "which UIKit draws instead of the title: '\(entry.key)' is not used")
                } else {
                    titles[state] = .string(entry.value)
                }
            }
            if !titles.isEmpty { out[locale] = .object(JSONObject([("title", .object(titles))])) }
        }
        return out.isEmpty ? nil : out
    }
}
