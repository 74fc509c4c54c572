@testable import BezelPNG
import BezelCore
import Foundation
import Testing
@testable import BezelRaster

/// A sheet encoded in bands (each band compressed by libdeflate on its own, the pieces joined into
/// one zlib stream) read by readers that share no code with Bezel's writer: Python's zlib with the
/// PNG filters undone in Python (Tests/Readers/png_zlib_rows.py, standard library only) and pypng
/// (Tests/Readers/png_rgba8.py), besides libpng through `PNGDecoder`.
@Suite struct BandJoinedPNGReaderTests {
    /// Four shelf rows of three buttons, so the stream has four band segments (and gap rows).
    private func sheet() throws -> (png: Data, pixels: [UInt8]) {
        let json = ##"{ "buttons": { "a": { "title": "One", "size": [60, 24], "cornerRadius": 6, "backgroundColor": "#0d6efd" }, "b": { "title": "两个", "size": [60, 24], "backgroundColor": "rgba(200, 50, 50, 0.5)" }, "c": { "title": "Three", "size": [60, 24], "border": { "width": 1, "color": "#000" } } } }"##
        let drawings = try ["a", "b", "c"].map { try themeDrawing(json, button: $0, scale: 2) }
        var frames: [SheetFrame] = []
        for row in 0..<4 {
            for column in 0..<3 {
                frames.append(SheetFrame(name: "b\(row)\(column)", frame: PixelRect(x: column * 124, y: row * 52, width: 120, height: 48),
                                         pointSize: Size(width: 60, height: 24)))
            }
        }
        let layout = SheetLayout(scale: 2, size: PixelSize(width: 370, height: 206), frames: frames, padding: 4)
        let encoder = BandedSheetEncoder(layout: layout)
        #expect(encoder.segments.count == 4)
        let png = try encoder.png(settings: PNGCompression.balanced.settings(forWidth: 370), jobs: 2) { canvas, band in
            for (i, f) in layout.frames.enumerated() where f.frame.y == band.top {
                let rect = PixelRect(x: f.frame.x, y: 0, width: f.frame.width, height: f.frame.height)
                try canvas.withClip(rect) { try ButtonRenderer().draw(drawings[i % 3], into: canvas, x: rect.x, y: rect.y, scale: 2) }
            }
        }
        return (png, try PNGDecoder.decode(data: png).rgba)
    }

    /// Runs `reader` on `file`; nil (and a printed reason) when the reader cannot run here.
    private func read(with reader: String, _ file: String) throws -> (status: Int32, output: String)? {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python) else {
            Issue.record("missing reader \(python) (for \(reader)): scripts/install-deps installs it")
            return nil
        }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Readers/\(reader)").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script, file]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func independentReadersDecodeTheSamePixels() throws {
        let (png, pixels) = try sheet()
        let folder = NSTemporaryDirectory() + "bezel-band-readers-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/sheet.png"
        try png.write(to: URL(fileURLWithPath: file))
        let expected = SHA256.hex(of: Data(pixels))
        #expect(pixels.contains { $0 != 0 })

        if let zlibRead = try read(with: "png_zlib_rows.py", file) {
            #expect(zlibRead.status == 0)
            #expect(zlibRead.output == "\(expected)  370x206  \(file)\n")
        }
        if let pypng = try read(with: "png_rgba8.py", file) {
            if pypng.status == 4 {
                Issue.record("missing reader png_rgba8.py: pypng (python3-png) is not installed; scripts/install-deps installs it")
            } else {
                #expect(pypng.status == 0)
                #expect(pypng.output == "\(expected)  sheet.png\n")
            }
        }
    }
}
