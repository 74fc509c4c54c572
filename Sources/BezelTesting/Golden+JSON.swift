import Foundation
import BezelCore

extension GoldenDiffing where Format == String {
    /// UTF-8 text compared line by line; the message lists the differing lines (`-` expected, `+` actual).
    public static var lines: GoldenDiffing {
        GoldenDiffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { expected, actual in
                guard expected != actual else { return nil }
                let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
                let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
                var out: [String] = []
                for i in 0..<max(a.count, b.count) where i >= a.count || i >= b.count || a[i] != b[i] {
                    if i < a.count { out.append("-\(i + 1): \(a[i])") }
                    if i < b.count { out.append("+\(i + 1): \(b[i])") }
                    if out.count >= 40 { out.append("…"); break }
                }
                return "text differs:\n" + out.joined(separator: "\n")
            })
    }
}

extension Golden where Value == JSONValue, Format == String {
    /// A JSON value written by Bezel's deterministic writer (keys in order, 2-space indent), line-diffed.
    public static var json: Golden {
        Golden(fileExtension: "json", diffing: .lines) { JSONWriter.write($0) }
    }
}

extension Golden where Value: Encodable, Format == String {
    /// An `Encodable` value as pretty JSON with sorted keys, line-diffed.
    public static var json: Golden {
        Golden(fileExtension: "json", diffing: .lines) { value in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return ((try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "<not encodable>") + "\n"
        }
    }
}
