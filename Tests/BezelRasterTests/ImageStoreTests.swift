import BezelPNG
import BezelTestSupport
import Foundation
import Testing
import CPangoCairo
@testable import BezelCore
@testable import BezelRaster

/// The run's image store: PNGs decoded by BezelPNG's bounded decoder and premultiplied into the
/// surface Cairo's own reader makes of the same file (so drawing from it gives the same bytes),
/// each file opened once, and the decoder's pixel limit applied.
@Suite struct ImageStoreTests {
    /// The surface's bytes, row by row (stride removed).
    static func bytes(_ surface: OpaquePointer) -> [UInt8] {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        return (0..<h).flatMap { y in (0..<(w * 4)).map { data[y * stride + $0] } }
    }

    @Test func aPNGIsThePremultipliedSurfaceCairoReads() throws {
        // Every alpha against every channel value.
        var rgba = [UInt8](repeating: 0, count: 256 * 256 * 4)
        for y in 0..<256 {
            for x in 0..<256 {
                let i = (y * 256 + x) * 4
                rgba[i] = UInt8(y); rgba[i + 1] = UInt8(255 - y); rgba[i + 2] = UInt8((x + y) & 255); rgba[i + 3] = UInt8(x)
            }
        }
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/grid.png"
        try PNGEncoder.encode(rgba: rgba, width: 256, height: 256).write(to: URL(fileURLWithPath: path))
        let store = ImageStore()
        guard case .raster(let surface) = try store.image(path) else { Issue.record("not a raster image"); return }
        let cairo = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(cairo) }
        #expect(Self.bytes(surface.pointer) == Self.bytes(cairo))
        _ = try store.image(path)
        #expect(store.openedFiles == 1)
    }

    /// Every colour type, bit depth, interlacing and transparency, written at test time by pypng
    /// (`GeneratedPNGs`): each is the surface Cairo's own reader makes of it.
    @Test func everyColourTypeIsTheSurfaceCairoReads() throws {
        guard case .success(let generated) = GeneratedPNGs.generated else {
            if case .failure(let missing) = GeneratedPNGs.generated { Issue.record(Comment(rawValue: missing.description)) }
            return
        }
        #expect(GeneratedPNGs.files.count == 52)
        for name in GeneratedPNGs.files {
            let path = generated.folder + "/" + name
            guard case .raster(let surface) = try ImageStore().image(path) else { Issue.record("\(name): not raster"); continue }
            let cairo = cairo_image_surface_create_from_png(path)!
            defer { cairo_surface_destroy(cairo) }
            var expected = Self.bytes(cairo)
            // An opaque file is an RGB24 surface to Cairo: its fourth byte is unused, 255 in ours.
            if cairo_image_surface_get_format(cairo) == CAIRO_FORMAT_RGB24 { for i in stride(from: 3, to: expected.count, by: 4) { expected[i] = 255 } }
            #expect(Self.bytes(surface.pointer) == expected, "\(name)")
        }
    }

    @Test func aBrokenOrHugeImageFailsTheSameWayEveryTime() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: folder + "/bad.png"))
        let store = ImageStore()
        var messages: [String] = []
        for _ in 0..<2 { do { _ = try store.image(folder + "/bad.png") } catch { messages.append("\(error)") } }
        #expect(messages.count == 2 && messages[0] == messages[1] && store.openedFiles == 1)
        #expect(messages[0].contains("bad.png") && messages[0].contains("not a valid PNG"))
    }
}
