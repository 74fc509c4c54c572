import BezelCore
import Foundation
import Testing
@testable import BezelRaster

/// SHA-256 against FIPS 180-4 vectors, and the renderer fingerprint's contents.
@Suite struct RendererFingerprintTests {
    @Test func sha256MatchesKnownVectors() {
        #expect(SHA256.hex(of: Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(of: Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(of: Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        var chunked = SHA256()
        for _ in 0..<1000 { chunked.update(Data("a".utf8)) }
        #expect(chunked.hexDigest == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

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
