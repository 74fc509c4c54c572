import BezelCore
import BezelTestSupport
import Foundation

/// Hostile Interface Builder documents made from a valid one (samples/interface-builder): malformed
/// XML, document type declarations with entities (the "billion laughs" and external ones), nesting
/// past the `ib-depth` limit, attribute values of megabytes, unknown elements, numbers at their
/// edges, bad character references and bytes that are not UTF-8, too many buttons.
enum IBDocumentMutator {
    /// One to three mutations of `text`; what was done, and the bytes.
    static func mutate(_ text: String, _ r: inout SplitMix64) -> (what: String, bytes: [UInt8]) {
        var text = text
        var what: [String] = []
        // One mutation on a document already past the ib-file-bytes limit is enough (and buttons are
        // repeated up to 64 MiB): copying a 2,000,000-character attribute into 5,001 buttons made a
        // 10 GB string that never finished.
        for _ in 0..<(1 + r.below(3)) where text.utf8.count <= InputLimits.ibFileBytes.value {
            let (name, next) = once(text, &r)
            what.append(name)
            text = next
        }
        if r.chance(0.05) {
            var bytes = Array(text.utf8)
            let at = r.below(bytes.count)
            bytes.insert(contentsOf: r.pick([[0xFF, 0xFE], [0xC3], [0xED, 0xA0, 0x80], [0]]), at: at)
            return ((what + ["bad UTF-8 at \(at)"]).joined(separator: ", "), bytes)
        }
        return (what.joined(separator: ", "), Array(text.utf8))
    }

    static let doctypes = [
        "<!DOCTYPE document [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\"><!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\"><!ENTITY d \"&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;\">]>",
        "<!DOCTYPE document [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>",
        "<!DOCTYPE document SYSTEM \"http://127.0.0.1:1/x.dtd\">",
        "<!DOCTYPE document>",
    ]

    static func once(_ text: String, _ r: inout SplitMix64) -> (String, String) {
        switch r.below(12) {
        case 0:
            let cut = r.below(text.count)
            return ("truncated at \(cut)", String(text.prefix(cut)))
        case 1:
            let doctype = r.pick(doctypes)
            let body = r.chance(0.5) ? text.replacingOccurrences(of: "title=\"HI\"", with: "title=\"\(r.pick(["&d;", "&x;", "&b;"]))\"") : text
            return ("doctype", body.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", with: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + doctype))
        case 2:
            let depth = r.pick([150, 199, 201, 250, 5000])
            let open = String(repeating: "<view id=\"n\">", count: depth), close = String(repeating: "</view>", count: depth)
            return ("nested \(depth)", replaceFirst(text, "<subviews>", with: "<subviews>" + open + close))
        case 3:
            let unit = r.pick(["W", "&amp;", "\u{0301}", "x"])
            // 2,000,000 combining marks on one letter make one grapheme that String's own
            // searches of the document (this mutator's) take minutes over; 100,000 still test Bezel.
            let size = r.pick([1_000, 100_000, unit == "\u{0301}" ? 100_000 : 2_000_000])
            let value = String(repeating: unit, count: size)
            return ("attribute of \(size)", replaceFirst(text, "title=\"HI\"", with: "title=\"\(value)\""))
        case 4:
            let element = r.pick(["<frobnicate a=\"1\"/>", "<state key=\"focused\" title=\"F\"/>", "<![CDATA[<button>]]>", "<?pi data?>",
                                  "<!-- comment -- bad -->", "<button id=\"x\"/>", "<color key=\"titleColor\"/>"])
            return ("element \(element.prefix(20))", replaceFirst(text, "<rect key=\"frame\"", with: element + "<rect key=\"frame\""))
        case 5:
            let attribute = r.pick(["width", "height", "pointSize", "red", "alpha", "x", "white"])
            let value = r.pick(["1e308", "-1e308", "nan", "inf", "-0", "", "0x10", "99999999999999999999", "1,5", "-5"])
            return ("\(attribute)=\(value)", replaceAll(text, attribute: attribute, with: value))
        case 6:
            let reference = r.pick(["&#0;", "&#xD800;", "&#x110000;", "&#99999999999;", "&unknown;", "&", "<", "&#x202E;"])
            return ("reference \(reference)", replaceFirst(text, "title=\"Button\"", with: "title=\"a\(reference)b\""))
        case 7:
            let tag = r.pick(["</button>", "</state>", "</subviews>", "</document>"])
            return ("dropped \(tag)", replaceFirst(text, tag, with: ""))
        case 8:
            guard let start = text.range(of: "<button "), let end = text.range(of: "</button>", range: start.upperBound..<text.endIndex) else { return ("none", text) }
            let button = String(text[start.lowerBound..<end.upperBound])
            let count = r.pick([50, 5_001])
            guard button.utf8.count * count <= 64 << 20 else { return ("buttons not repeated (too large)", text) }
            let many = (0..<count).map { button.replacingOccurrences(of: "id=\"Sw1-Ab-c01\"", with: "id=\"m\($0)\"") }.joined(separator: "\n")
            return ("\(count) buttons", text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: many))
        case 9:
            return ("runtime \(r.pick(["MacOSX.Cocoa", "AppleTV", ""]))", text.replacingOccurrences(of: "targetRuntime=\"iOS.CocoaTouch\"", with: "targetRuntime=\"MacOSX.Cocoa\""))
        case 10:
            return ("duplicate ids", text.replacingOccurrences(of: "id=\"Sy2-Ab-c01\"", with: "id=\"Sw1-Ab-c01\""))
        default:
            return ("image reference", replaceFirst(text, "<state key=\"normal\" title=\"Button\"/>",
                                                    with: "<state key=\"normal\" title=\"B\" image=\"\(r.pick(["../../etc/passwd", "/etc/hostname", "missing", "star"]))\"/>"))
        }
    }

    static func replaceFirst(_ text: String, _ target: String, with replacement: String) -> String {
        guard let range = text.range(of: target) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }

    /// Every `attribute="…"` set to `value`, in one pass (a search from each match to the end made
    /// a document of 5,001 buttons take minutes).
    static func replaceAll(_ text: String, attribute: String, with value: String) -> String {
        let key = " \(attribute)=\""
        let parts = text.components(separatedBy: key)
        return parts[0] + parts.dropFirst().map { part in
            guard let close = part.firstIndex(of: "\"") else { return key + part }
            return key + value + part[close...]
        }.joined()
    }
}
