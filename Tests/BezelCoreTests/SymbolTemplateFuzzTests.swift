import BezelTestSupport
import Foundation
import Testing
@testable import BezelCore

/// Mutated symbol templates (the repository's plus.circle with bytes flipped, dropped, repeated and
/// spliced, and path data with numbers and commands swapped) read and drawn at every weight and
/// scale: each is a glyph or an error that names the template, never a trap or a hang.
@Suite struct SymbolTemplateFuzzTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let template = Array(try! String(contentsOf: root.appendingPathComponent("themes/symbols/plus.circle.svg"), encoding: .utf8).utf8)
    static let tokens: [[UInt8]] = ["M", "L", "C", "Q", "A", "Z", "z", "-", ".", "e9", "1e400", " 0 1 1 ", ",", "<g id=\"Black-S\">", "</g>",
                                    "transform=\"rotate(30)\"", "<!DOCTYPE", "<circle/>", "id=\"Capline-M\"", "\u{0}"].map { Array($0.utf8) }

    static func mutate(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var b = bytes
        for _ in 0...random.below(6) {
            guard !b.isEmpty else { break }
            let at = random.below(b.count)
            switch random.below(5) {
            case 0: b[at] = random.byte()
            case 1: b.removeSubrange(at..<min(b.count, at + 1 + random.below(40)))
            case 2: b.insert(contentsOf: tokens[random.below(tokens.count)], at: at)
            case 3: let end = min(b.count, at + random.below(200)); b.insert(contentsOf: b[at..<end], at: random.below(b.count))
            default: if let d = b[at...].firstIndex(of: UInt8(ascii: "d")) { b.insert(contentsOf: tokens[random.below(6)], at: min(b.count, d + 3)) }
            }
        }
        return b
    }

    @Test func mutatedTemplatesAreGlyphsOrErrorsNamingTheTemplate() {
        var random = SplitMix64(seed: 39)
        var glyphs = 0, errors = 0
        for _ in 0..<300 {
            let bytes = Self.mutate(Self.template, &random)
            switch SymbolTemplateReader.read(bytes, file: "m.svg") {
            case .failure(let e):
                errors += 1
                #expect(e.message.hasPrefix("symbol template 'm.svg'"), "\(e.message)")
            case .success(let template):
                for weight in [SymbolWeight.ultraLight, .semibold, .black] {
                    for scale in SymbolScale.allCases {
                        switch SymbolGlyph.make(template, weight: weight, scale: scale) {
                        case .success(let g):
                            glyphs += 1
                            #expect(g.unitSize.width.isFinite && g.unitSize.height.isFinite && g.unitBaselineOffset.isFinite)
                        case .failure(let e):
                            errors += 1
                            #expect(e.message.hasPrefix("symbol template 'm.svg'"), "\(e.message)")
                        }
                    }
                }
            }
        }
        // Both outcomes happen: the mutations neither always break the template nor never do.
        #expect(glyphs > 100 && errors > 50, "\(glyphs) glyphs, \(errors) errors")
    }
}
