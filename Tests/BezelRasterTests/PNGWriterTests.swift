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

    @Test func bandedSheetEqualsTheSheetDrawnWhole() throws {
        let json = ##"{ "buttons": { "a": { "title": "One", "size": [60, 24], "cornerRadius": 6, "backgroundColor": "#0d6efd" }, "b": { "title": "两个", "size": [60, 24], "backgroundColor": "rgba(200, 50, 50, 0.5)" }, "c": { "title": "Three", "size": [60, 24], "border": { "width": 1, "color": "#000" } } } }"##
        let drawings = try ["a", "b", "c"].map { try themeDrawing(json, button: $0, scale: 2) }
        let layout = SheetLayout(scale: 2, size: PixelSize(width: 250, height: 110), frames: [
            SheetFrame(name: "a", frame: PixelRect(x: 0, y: 0, width: 120, height: 48), pointSize: Size(width: 60, height: 24)),
            SheetFrame(name: "b", frame: PixelRect(x: 124, y: 0, width: 120, height: 48), pointSize: Size(width: 60, height: 24)),
            SheetFrame(name: "c", frame: PixelRect(x: 0, y: 52, width: 120, height: 48), pointSize: Size(width: 60, height: 24)),
        ], padding: 4)
        let whole = try RasterCanvas(width: 250, height: 110)
        for (f, d) in zip(layout.frames, drawings) {
            try whole.withClip(f.frame) { try ButtonRenderer().draw(d, into: whole, x: f.frame.x, y: f.frame.y, scale: 2) }
        }
        let encoder = BandedSheetEncoder(layout: layout)
        #expect(encoder.bands == [.init(top: 0, height: 48), .init(top: 52, height: 48)])
        let banded = try encoder.png(settings: PNGCompression.balanced.settings(forWidth: 250)) { canvas, band in
            for (f, d) in zip(layout.frames, drawings) where f.frame.y == band.top {
                let rect = PixelRect(x: f.frame.x, y: f.frame.y - band.top, width: f.frame.width, height: f.frame.height)
                try canvas.withClip(rect) { try ButtonRenderer().draw(d, into: canvas, x: rect.x, y: rect.y, scale: 2) }
            }
        }
        #expect(banded == (try whole.pngData()))
    }

    @Test func rowSourceErrorsAreRethrown() {
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            _ = try PNGWriter.encode(width: 4, height: 4, settings: PNGCompression.fast.settings(forWidth: 4)) { y, _ in if y == 2 { throw Stop() } }
        }
    }
}
