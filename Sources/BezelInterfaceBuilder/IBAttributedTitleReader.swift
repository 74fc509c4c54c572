import BezelCore

/// Reads an `<attributedString>` as the runs of an attributed title: each `<fragment>`'s text with
/// its font, colour, background colour, underline, strikethrough, kern and baseline offset; paragraph
/// styles beyond UIKit's defaults for a centred title are reported.
struct IBAttributedTitleReader {
    let colors: IBColorReader
    let fonts: IBFontReader
    let report: IBReport

    /// The runs of `string` (nil when it has no text).
    func runs(_ string: IBElement, _ id: String, _ what: String) -> [JSONValue]? {
        var runs: [JSONValue] = []
        for f in string.children(named: "fragment") {
            let text = f["content"] ?? f.child("string", key: "content")?.text ?? ""
            if text.isEmpty { continue }
            var run = JSONObject([("text", .string(text))])
            for a in f.children(named: "attributes").flatMap(\.children) { attribute(a, id, what, into: &run) }
            runs.append(run.entries.count == 1 ? .string(text) : .object(run))
        }
        return runs.isEmpty ? nil : runs
    }

    /// One attribute of a fragment.
    private func attribute(_ a: IBElement, _ id: String, _ what: String, into run: inout JSONObject) {
        let key = a["key"] ?? a.name
        let number = a["value"].flatMap(Double.init)
        switch key {
        case "NSFont": run["font"] = .object(fonts.runFont(a, id, what + ".NSFont"))
        case "NSColor": if let c = colors.color(a, id, what + ".NSColor") { run["color"] = c }
        case "NSBackgroundColor": if let c = colors.color(a, id, what + ".NSBackgroundColor") { run["backgroundColor"] = c }
        case "NSUnderline": if (number ?? 0) != 0 { run["underline"] = .bool(true) }
            if let n = number, n != 0, n != 1 { report.warn(a, id, what + ".NSUnderline", "underline style \(Int(n)) is drawn as a single line") }
        case "NSStrikethrough": if (number ?? 0) != 0 { run["strikethrough"] = .bool(true) }
            if let n = number, n != 0, n != 1 { report.warn(a, id, what + ".NSStrikethrough", "strikethrough style \(Int(n)) is drawn as a single line") }
        case "NSKern": if let n = number, n != 0 { run["kern"] = .number(n) }
        case "NSBaselineOffset": if let n = number, n != 0 { run["baselineOffset"] = .number(n) }
        case "NSParagraphStyle": paragraphStyle(a, id, what + ".NSParagraphStyle")
        default: report.warn(a, id, what + "." + key, "text attribute '\(key)' is not modelled: left out")
        }
    }

    /// A paragraph style: only what changes a centred title is reported (alignment other than
    /// natural or centre, spacing, indents, line heights).
    private func paragraphStyle(_ p: IBElement, _ id: String, _ what: String) {
        let quiet: Set<String> = ["key", "lineBreakMode", "baseWritingDirection", "tighteningFactorForTruncation", "allowsDefaultTighteningForTruncation"]
        for (name, value) in p.attributes.sorted(by: { $0.key < $1.key }) where !quiet.contains(name) {
            if name == "alignment", ["natural", "center", "justified"].contains(value) { continue }
            if let v = Double(value), v == 0 { continue }
            report.warn(p, id, what + "." + name, "paragraph style \(name)=\(value) is not modelled: left out")
        }
        if !p.children.isEmpty { report.warn(p, id, what, "paragraph style tab stops and other settings are not modelled: left out") }
    }
}
