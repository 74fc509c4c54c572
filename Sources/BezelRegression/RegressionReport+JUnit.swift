import BezelCore
import Foundation

extension RegressionReport {
    /// `junit.xml`: one test case per sheet (class = theme unit, name = sheet file).
    package var junit: String {
        let failures = verdicts.filter { $0.status != .pass }.count
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"bezel verify\" tests=\"\(verdicts.count)\" failures=\"\(failures)\">",
                     "  <testsuite name=\"bezel verify\" tests=\"\(verdicts.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">"]
        for v in ordered {
            let unit = { let f = ThemeFileSystem.folder(of: v.path); return f == "." ? "" : f }().replacingOccurrences(of: "/", with: ".")
            let name = (v.path as NSString).lastPathComponent
            let open = "    <testcase classname=\"\(Markup.escaped(unit))\" name=\"\(Markup.escaped(name))\""
            if v.withinTolerance {
                lines += [open + ">", "      <properties>",
                          "        <property name=\"withinTolerance\" value=\"true\"/>",
                          "        <property name=\"changedPixels\" value=\"\(v.changedPixels)\"/>",
                          "      </properties>",
                          "      <system-out>\(Markup.escaped("WITHIN TOLERANCE \(v.path): \(v.message)"))</system-out>",
                          "    </testcase>"]
                continue
            }
            guard v.status != .pass else { lines.append(open + "/>"); continue }
            let who = v.buttons.isEmpty ? "" : " (button\(v.buttons.count == 1 ? "" : "s") \(v.buttons.joined(separator: ", ")))"
            let headline = "\(v.status.rawValue): \(v.path)\(who)"
            lines += [open + ">",
                      "      <failure type=\"\(v.status.rawValue)\" message=\"\(Markup.escaped(headline))\">\(Markup.escaped(v.message + (fingerprintNotes.isEmpty ? "" : "\nrenderer: " + fingerprintNotes.joined(separator: "; "))))</failure>",
                      "    </testcase>"]
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
