@testable import BezelPNG
import BezelCore
import Foundation
import Testing
@testable import BezelRaster

@Suite struct PNGWriterTests {
    /// Every alpha with every valid premultiplied channel value (c ≤ a) in a few spreads, so every
    /// row of the un-premultiply table is used.
    private let image: RasterImage = {
        var bytes: [UInt8] = []
        for a in 0..<256 {
            for k in 0..<8 {
                let c = { (m: Int) in UInt8(a == 0 ? 0 : (a * ((k * 37 + m * 11) % 256)) / 255) }
                bytes += [c(0), c(1), c(2), UInt8(a)]
            }
        }
        return RasterImage(width: 64, height: 32, premultipliedRGBA: bytes)
    }()

    private func expected(_ image: RasterImage) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                out += [p.red, p.green, p.blue, p.alpha]
            }
        }
        return out
    }

    @Test(arguments: PNGCompression.allCases)
    func roundTripMatchesPixelExactly(_ compression: PNGCompression) throws {
        let decoded = try PNGDecoder.decode(data: image.pngData(compression: compression))
        #expect(decoded.width == 64 && decoded.height == 32)
        #expect(decoded.rgba == expected(image))
    }

    @Test func bytesAreDeterministicAndEveryLevelDecodesTheSame() throws {
        var decodings: [DecodedImage] = []
        for compression in PNGCompression.allCases {
            let first = try image.pngData(compression: compression)
            let second = try PNGWriter.data(of: image, compression: compression)
            #expect(first == second)
            #expect(first.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            decodings.append(try PNGDecoder.decode(data: first))
        }
        #expect(Set(decodings.map(\.rgba)).count == 1)
        #expect(try image.pngData() == image.pngData(compression: .balanced))
    }

    @Test func sameStraightPixelsAsCairosWriter() throws {
        let ours = try PNGDecoder.decode(data: image.pngData())
        let cairo = try PNGDecoder.decode(data: image.cairoPNGData())
        #expect(ours == cairo)
    }

    @Test func canvasEncodesStraightFromTheSurface() throws {
        let drawing = try themeDrawing(##"{ "buttons": { "b": { "title": "Hé 你好", "size": [90, 30], "cornerRadius": 9, "backgroundColor": "rgba(20, 120, 220, 0.6)", "border": { "width": 1, "color": "#333" } } } }"##, button: "b", scale: 2)
        let canvas = try RasterCanvas(width: 180, height: 60)
        try ButtonRenderer().draw(drawing, into: canvas, scale: 2)
        for compression in PNGCompression.allCases {
            #expect(try canvas.pngData(compression: compression) == canvas.image().pngData(compression: compression))
        }
        #expect(try PNGDecoder.decode(data: canvas.pngData()) == PNGDecoder.decode(data: canvas.cairoPNGData()))
    }

    @Test func bandedSheetEqualsTheSheetDrawnWholeForAnyJobs() throws {
        let json = ##"{ "buttons": { "a": { "title": "One", "size": [60, 24], "cornerRadius": 6, "backgroundColor": "#0d6efd" }, "b": { "title": "两个", "size": [60, 24], "backgroundColor": "rgba(200, 50, 50, 0.5)" }, "c": { "title": "Three", "size": [60, 24], "border": { "width": 1, "color": "#000" } } } }"##
        let drawings = try ["a", "b", "c"].map { try themeDrawing(json, button: $0, scale: 2) }
        let layout = SheetLayout(scale: 2, size: PixelSize(width: 250, height: 110), frames: [
            SheetFrame(name: "a", frame: PixelRect(x: 0, y: 0, width: 120, height: 48), pointSize: Size(width: 60, height: 24)),
            SheetFrame(name: "b", frame: PixelRect(x: 124, y: 0, width: 120, height: 48), pointSize: Size(width: 60, height: 24)),
            SheetFrame(name: "c", frame: PixelRect(x: 0, y: 52, width: 120, height: 48), pointSize: Size(width: 60, height: 24)),
        ], padding: 4)
        let wholeCanvas = try RasterCanvas(width: 250, height: 110)
        for (f, d) in zip(layout.frames, drawings) {
            try wholeCanvas.withClip(f.frame) { try ButtonRenderer().draw(d, into: wholeCanvas, x: f.frame.x, y: f.frame.y, scale: 2) }
        }
        let encoder = BandedSheetEncoder(layout: layout)
        #expect(encoder.bands == [.init(top: 0, height: 48), .init(top: 52, height: 48)])
        #expect(encoder.segments == [0..<52, 52..<110])
        let draw: (RasterCanvas, BandedSheetEncoder.Band) throws -> Void = { canvas, band in
            for (f, d) in zip(layout.frames, drawings) where f.frame.y == band.top {
                let rect = PixelRect(x: f.frame.x, y: f.frame.y - band.top, width: f.frame.width, height: f.frame.height)
                try canvas.withClip(rect) { try ButtonRenderer().draw(d, into: canvas, x: rect.x, y: rect.y, scale: 2) }
            }
        }
        let settings = PNGCompression.balanced.settings(forWidth: 250)
        let banded = try encoder.png(settings: settings, jobs: 1, draw: draw)
        let whole = try wholeCanvas.pngData()
        #expect(try PNGDecoder.decode(data: banded) == PNGDecoder.decode(data: whole))
        // The same scanlines: the joined stream's Adler-32 equals the one-piece stream's.
        #expect(zlibStream(banded).suffix(4) == zlibStream(whole).suffix(4))
        for jobs in [2, 3] { #expect(try encoder.png(settings: settings, jobs: jobs, draw: draw) == banded) }
        // Filters that read the row above fall back at each band's first row and still decode the same.
        for filters in [PNGEncodingSettings.filterUp, PNGEncodingSettings.filterPaeth, PNGEncodingSettings.allFilters] {
            let filtered = try encoder.png(settings: PNGEncodingSettings(filters: filters, level: 6), jobs: 2, draw: draw)
            #expect(try PNGDecoder.decode(data: filtered) == PNGDecoder.decode(data: whole))
        }
    }

    @Test(arguments: [PNGEncodingSettings.filterSub, PNGEncodingSettings.filterUp, PNGEncodingSettings.filterAverage,
                      PNGEncodingSettings.filterPaeth, PNGEncodingSettings.allFilters])
    func everyFilterRoundTrips(_ filters: Int32) throws {
        let decoded = try PNGDecoder.decode(data: PNGWriter.data(of: image, settings: PNGEncodingSettings(filters: filters, level: 6)))
        #expect(decoded.rgba == expected(image))
    }

    @Test func streamLayout() throws {
        let png = try image.pngData()
        // IHDR: 64×32, depth 8, colour type 6 (RGBA); zlib header 78 5E (32 KB window, level hint 1).
        #expect(png.subdata(in: 8 ..< 33) == Data([0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 64, 0, 0, 0, 32, 8, 6, 0, 0, 0,
                                                   0xA2, 0x9D, 0x7E, 0x84]))
        #expect(zlibStream(png).prefix(2) == Data([0x78, 0x5E]))
        #expect(png.suffix(12) == Data([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]))
    }

    @Test func largeStreamsAreSplitIntoChunksOfOneMebibyte() throws {
        // Noise barely compresses: 768×512 pixels give a ~1.5 MB stream, so two IDAT chunks.
        var state: UInt32 = 12345
        let rgba = (0 ..< 768 * 512 * 4).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        let png = try PNGEncoder.encode(rgba: rgba, width: 768, height: 512)
        let idats = chunks(png).filter { $0.type == "IDAT" }.map(\.length)
        #expect(idats.count == 2 && idats[0] == PNGContainer.chunkLimit)
        #expect(try PNGDecoder.decode(data: png).rgba == rgba)
    }

    /// The chunks of a PNG: type and data length.
    private func chunks(_ png: Data) -> [(type: String, length: Int)] {
        var out: [(String, Int)] = []
        var i = png.startIndex + 8
        while i + 8 <= png.endIndex {
            let length = png[i ..< i + 4].reduce(0) { $0 << 8 | Int($1) }
            out.append((String(decoding: png[i + 4 ..< i + 8], as: UTF8.self), length))
            i += 12 + length
        }
        return out
    }

    /// The zlib stream: all IDAT data joined.
    private func zlibStream(_ png: Data) -> Data {
        var stream = Data()
        var i = png.startIndex + 8
        while i + 8 <= png.endIndex {
            let length = png[i ..< i + 4].reduce(0) { $0 << 8 | Int($1) }
            if png[i + 4 ..< i + 8] == Data("IDAT".utf8) { stream.append(png[i + 8 ..< i + 8 + length]) }
            i += 12 + length
        }
        return stream
    }

    @Test func rowSourceErrorsAreRethrown() {
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            _ = try PNGWriter.encode(width: 4, height: 4, settings: PNGCompression.fast.settings(forWidth: 4)) { y, _ in if y == 2 { throw Stop() } }
        }
    }
}
