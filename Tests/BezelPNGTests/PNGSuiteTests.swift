import BezelCore
import Foundation
import Testing
import BezelPNG

/// PngSuite (Willem van Schaik; see Fixtures/pngsuite/NOTICE): every colour type and bit depth,
/// plain and Adam7-interlaced, with and without tRNS, decodes to the RGBA8 an independent reader
/// computes (Tests/Readers/png_rgba8.py: pypng's stored samples, 16-bit rounded, no gamma).
@Suite struct PNGSuiteTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/pngsuite").path

    /// file name → SHA-256 of the expected RGBA8, as committed (`expected-rgba8.sha256`).
    static let expected: [String: String] = {
        let text = (try? String(contentsOfFile: folder + "/expected-rgba8.sha256", encoding: .utf8)) ?? ""
        return Dictionary(uniqueKeysWithValues: text.split(separator: "\n").map { line in
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            return (String(parts[1]), String(parts[0]))
        })
    }()

    static let files: [String] = expected.keys.sorted()

    @Test func theSuiteIsComplete() throws {
        let pngs = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".png") }.sorted()
        #expect(pngs == Self.files)
        #expect(pngs.count == 60)
        // Every colour type × bit depth of the specification, plain and interlaced.
        for name in ["0g01", "0g02", "0g04", "0g08", "0g16", "2c08", "2c16", "3p01", "3p02", "3p04", "3p08", "4a08", "4a16", "6a08", "6a16"] {
            #expect(pngs.contains("basn\(name).png") && pngs.contains("ibasn\(name).png"), "basn\(name)")
        }
    }

    @Test(arguments: files) func decodesLikeTheIndependentReader(_ name: String) throws {
        let image = try PNGDecoder.decode(path: Self.folder + "/" + name)
        #expect(image.width * image.height * 4 == image.rgba.count)
        #expect(SHA256.hex(of: Data(image.rgba)) == Self.expected[name], "\(name)")
    }

    /// Interlaced and plain encodings of the same image decode to the same pixels.
    @Test func interlacedEqualsPlain() throws {
        for name in Self.files where name.hasPrefix("i") {
            let plain = String(name.dropFirst())
            guard Self.files.contains(plain) else { continue }
            #expect(try PNGDecoder.decode(path: Self.folder + "/" + name) == PNGDecoder.decode(path: Self.folder + "/" + plain), "\(name)")
        }
    }

    /// The committed hashes are what the reader computes now (when pypng is installed).
    @Test func committedHashesMatchTheReader() throws {
        let python = "/usr/bin/python3"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        let reader = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Readers/png_rgba8.py").path
        process.arguments = [reader] + Self.files.map { Self.folder + "/" + $0 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        guard FileManager.default.isExecutableFile(atPath: python) else {
            Issue.record("missing reader \(python): scripts/install-deps installs it")
            return
        }
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 4 {
            Issue.record("missing reader: pypng (python3-png) is not installed; scripts/install-deps installs it")
            return
        }
        #expect(process.terminationStatus == 0)
        let committed = try String(contentsOfFile: Self.folder + "/expected-rgba8.sha256", encoding: .utf8)
        #expect(String(decoding: data, as: UTF8.self) == committed)
    }
}
