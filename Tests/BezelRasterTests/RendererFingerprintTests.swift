import BezelCore
import Foundation
import Testing
@testable import BezelRaster

/// The renderer fingerprint's contents.
@Suite struct RendererFingerprintTests {
    @Test func fingerprintNamesLibrariesAndFontsAndItsDifferences() throws {
        let current = RendererFingerprint.current()
        for version in [current.cairo, current.pango, current.harfbuzz, current.freetype] {
            #expect(version.split(separator: ".").count == 3, "\(version)")
        }
        #expect(current.fonts.map(\.file).contains("DejaVuSans.ttf"))
        #expect(try RendererFingerprint(jsonData: current.jsonData()) == current)
        var older = current
        older.pango = "1.0.0"
        #expect(current.differences(from: older) == ["pango 1.0.0 → \(current.pango)"])
        let changedFont = RendererFingerprint(cairo: current.cairo, pango: current.pango, harfbuzz: current.harfbuzz,
                                              freetype: current.freetype, fonts: Array(current.fonts.dropFirst()))
        #expect(current.differences(from: changedFont) == ["font \(current.fonts[0].file) absent → \(current.fonts[0].sha256.prefix(12))…"])
    }
}
