import BezelCore
import Foundation

extension RegressionReport {
    /// `junit.xml`: a test case per button and sheet (class = theme unit with `/` → `.`, name =
    /// `save (highlighted, @2x)`), so a test view names the button that failed; a sheet whose
    /// buttons are unknown is one case (name = sheet file), and so is a failing sheet none of whose
    /// buttons' cases fail (a size change); a manifest that is not the baseline's is one case
    /// (name = `manifest.json`). A renderer fingerprint that is not the baseline's is a
    /// case of its own. Cases in unit, button and sheet order.
    package var junit: String {
        var cases: [(key: [String], lines: [String], fails: Bool)] = []
        for v in verdicts {
            let unit = { let f = ThemeFileSystem.folder(of: v.path); return f == "." ? "" : f }().replacingOccurrences(of: "/", with: ".")
            let buttonCases = v.frameNames.map { name in testCase(v, button: name, unit: unit) }
            cases += buttonCases.map { ([unit, "1", $0.name, v.path], $0.lines, $0.fails) }
            if buttonCases.isEmpty || (v.status != .pass && !buttonCases.contains(where: \.fails)) {
                let c = sheetCase(v, unit: unit)
                cases.append(([unit, "0", c.name, v.path], c.lines, v.status != .pass))
            }
        }
        for m in manifests {
            let unit = { let f = ThemeFileSystem.folder(of: m.path); return f == "." ? "" : f }().replacingOccurrences(of: "/", with: ".")
            let c = manifestCase(m, unit: unit)
            cases.append(([unit, "2", "manifest.json", m.path], c.lines, c.fails))
        }
        cases.sort { $0.key.lexicographicallyPrecedes($1.key) }
        if let renderer = rendererCase() { cases.insert((["", "", ""], renderer.lines, renderer.fails), at: 0) }
        let failures = cases.filter(\.fails).count
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"bezel verify\" tests=\"\(cases.count)\" failures=\"\(failures)\">",
                     "  <testsuite name=\"bezel verify\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">"]
        lines += cases.flatMap(\.lines)
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The case of `button` in sheet `v`: new, failing, size-changed, within tolerance or passing.
    func testCase(_ v: SheetVerdict, button: String, unit: String) -> (name: String, lines: [String], fails: Bool) {
        let name = "\(button) (\(SheetPath(v.path).label))"
        let open = "    <testcase classname=\"\(Markup.escaped(unit))\" name=\"\(Markup.escaped(name))\""
        let evidence = v.evidence.first { $0.button == button }
        if evidence?.isNew == true || (v.status == .missing && v.newButtons.contains(button)) {
            let unitPath = ThemeFileSystem.folder(of: v.path)
            return (name, failure(open, type: "new", headline: "new: \(unitPath == "." ? "" : unitPath + "/")\(button) has no baseline in \(v.path)",
                                  text: "record it with '\(recordCommand([button]))'"), true)
        }
        guard v.buttons.contains(button), v.status != .pass || v.withinTolerance else { return (name, [open + "/>"], false) }
        let pixels = evidence?.differingPixels ?? 0
        let change = evidence?.change.map { "; " + $0.summary } ?? ""
        if v.withinTolerance {
            return (name, [open + ">"] + properties(["withinTolerance": "true", "changedPixels": "\(pixels)"], evidence?.change)
                    + ["      <system-out>\(Markup.escaped("WITHIN TOLERANCE \(v.path): \(button): \(pixels) pixels changed\(change) (the sheet: \(v.message))"))</system-out>",
                       "    </testcase>"], false)
        }
        let headline = v.status == .sizeMismatch ? "size-mismatch: \(v.path): the frame of \(button) changed"
            : "\(v.status.rawValue): \(button) in \(v.path): \(pixels) differing pixel\(pixels == 1 ? "" : "s")\(change)"
        var lines = failure(open, type: v.status.rawValue, headline: headline, text: v.message)
        if let c = evidence?.change { lines.insert(contentsOf: properties([:], c), at: 1) }
        return (name, lines, true)
    }

    /// The one case of sheet `v` (name = its file), as every sheet had before cases were per button.
    func sheetCase(_ v: SheetVerdict, unit: String) -> (name: String, lines: [String]) {
        let name = (v.path as NSString).lastPathComponent
        let open = "    <testcase classname=\"\(Markup.escaped(unit))\" name=\"\(Markup.escaped(name))\""
        if v.withinTolerance {
            return (name, [open + ">"] + properties(["withinTolerance": "true", "changedPixels": "\(v.changedPixels)"], v.change)
                    + ["      <system-out>\(Markup.escaped("WITHIN TOLERANCE \(v.path): \(v.message)"))</system-out>", "    </testcase>"])
        }
        guard v.status != .pass else { return (name, [open + "/>"]) }
        let who = v.buttons.isEmpty ? "" : " (button\(v.buttons.count == 1 ? "" : "s") \(v.buttons.joined(separator: ", ")))"
        return (name, failure(open, type: v.status.rawValue, headline: "\(v.status.rawValue): \(v.path)\(who)", text: v.message))
    }

    /// The case of a manifest that is not the baseline's: failing, or passing within tolerance.
    func manifestCase(_ m: ManifestVerdict, unit: String) -> (lines: [String], fails: Bool) {
        let open = "    <testcase classname=\"\(Markup.escaped(unit))\" name=\"manifest.json\""
        if m.withinTolerance {
            return ([open + ">", "      <system-out>\(Markup.escaped("WITHIN TOLERANCE \(m.path): \(m.message)"))</system-out>", "    </testcase>"], false)
        }
        return (failure(open, type: m.status.rawValue, headline: "\(m.status.rawValue): \(m.path)", text: m.message), true)
    }

    /// The renderer's case when its fingerprint is not the baseline's: failing with
    /// `--fail-on-renderer-change`, else passing with what was tolerated.
    func rendererCase() -> (lines: [String], fails: Bool)? {
        guard rendererChange != .none else { return nil }
        let open = "    <testcase classname=\"bezel verify\" name=\"renderer fingerprint\""
        let what = fingerprintNotes.joined(separator: "; ")
        if rendererChange == .fails {
            return (failure(open, type: "renderer-change", headline: "renderer fingerprint differs from the baseline's (--fail-on-renderer-change)", text: what), true)
        }
        return ([open + ">", "      <system-out>\(Markup.escaped("renderer change tolerated: \(what); compared \(comparison.description)"))</system-out>",
                 "    </testcase>"], false)
    }

    /// A failing case: `<failure type message>text</failure>`, the renderer's differences added.
    func failure(_ open: String, type: String, headline: String, text: String) -> [String] {
        let renderer = fingerprintNotes.isEmpty ? "" : "\nrenderer: " + fingerprintNotes.joined(separator: "; ")
        return [open + ">",
                "      <failure type=\"\(Markup.escaped(type))\" message=\"\(Markup.escaped(headline))\">\(Markup.escaped(text + renderer))</failure>",
                "    </testcase>"]
    }

    /// `<properties>` with `values` and, when given, how much the pixels changed.
    func properties(_ values: [String: String], _ change: PixelChange?) -> [String] {
        var all = values.sorted { $0.key < $1.key }
        if let c = change {
            all += [("maxChannelDelta", "\(c.maxChannelDelta)"), ("meanChannelDelta", String(format: "%.3f", c.meanChannelDelta)),
                    ("deltaE2000", String(format: "%.3f", c.deltaE)), ("expectedColor", PixelChange.hex(c.expected)),
                    ("actualColor", PixelChange.hex(c.actual))]
        }
        guard !all.isEmpty else { return [] }
        return ["      <properties>"] + all.map { "        <property name=\"\($0.0)\" value=\"\(Markup.escaped($0.1))\"/>" } + ["      </properties>"]
    }
}
