import Foundation
import Testing
@testable import BezelCore

/// The exact text `JSONWriter` writes: layout, escapes, and the same bytes as `String` and as `Data`.
@Suite struct JSONWriterTests {
    /// Every kind of value, the escapes (quote, backslash, newline, CR, tab, other controls as
    /// `\u00xx` in lower case; DEL and non-ASCII as they are) and short number arrays on one line.
    static let sample: JSONValue = .object(JSONObject([
        ("a", .array([.number(1), .number(2.5), .number(-3)])),
        ("b", .object(JSONObject())),
        ("c", .array([])),
        ("d", .array([.object(JSONObject([("x", .null)])), .bool(true), .bool(false), .string("s")])),
        ("e", .string("q\"b\\n\n\r\t\u{1}\u{1F}\u{7F}é😀")),
        ("f", .array([1, 2, 3, 4, 5].map { .number($0) })),
    ]))

    @Test func prettyText() {
        let expected = """
            {
              "a": [1, 2.5, -3],
              "b": {},
              "c": [],
              "d": [
                {
                  "x": null
                },
                true,
                false,
                "s"
              ],
              "e": "q\\"b\\\\n\\n\\r\\t\\u0001\\u001f\u{7F}é😀",
              "f": [
                1,
                2,
                3,
                4,
                5
              ]
            }

            """
        #expect(JSONWriter.write(Self.sample) == expected)
        #expect(JSONWriter.data(Self.sample) == Data(expected.utf8))
    }

    @Test func compactText() {
        let expected = #"{"a":[1,2.5,-3],"b":{},"c":[],"d":[{"x":null},true,false,"s"],"e":"q\"b\\n\n\r\t\u0001\u001f"#
            + "\u{7F}é😀\",\"f\":[1,2,3,4,5]}"
        #expect(JSONWriter.write(Self.sample, pretty: false) == expected)
        #expect(JSONWriter.data(Self.sample, pretty: false) == Data(expected.utf8))
    }

    /// Text far past the buffer's first block (it grows as it is written) is whole and in order.
    @Test func largeTextGrowsTheBuffer() throws {
        let names = (0..<3000).map { "button-\($0)" }
        let value = JSONValue.object(JSONObject(names.map { ($0, .array([.number(1.5), .string($0)])) }))
        let data = JSONWriter.data(value)
        #expect(data.count > 100_000)
        #expect(data == Data(JSONWriter.write(value).utf8))
        #expect(try JSONParser.parse([UInt8](data)) == value)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"button-0\": [\n    1.5,\n    \"button-0\"\n  ],\n"))
        #expect(text.hasSuffix("  \"button-2999\": [\n    1.5,\n    \"button-2999\"\n  ]\n}\n"))
    }

    @Test func hexStringIsUpperCaseWithLeadingZeros() {
        #expect(RGBAColor(red: 0x0A, green: 0xFF, blue: 0, alpha: 0x80).hexString == "#0AFF0080")
        #expect(RGBAColor.clear.hexString == "#00000000")
        #expect(RGBAColor(red: 0xC3, green: 0x5D, blue: 0x9E).hexString == "#C35D9EFF")
    }
}
