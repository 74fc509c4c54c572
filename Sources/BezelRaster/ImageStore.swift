import BezelCore
import BezelPNG
import CPangoCairo
import Foundation

/// The images of one run, each file opened once and shared by every stage that needs it: the
/// check (does it decode?) and every draw of every sheet, strip and per-button image. A PNG is
/// decoded by BezelPNG's bounded decoder (`PNGDecoder`, with its pixel limit) and handed to Cairo
/// as a surface made from those pixels, 16-bit samples cut and colours premultiplied as Cairo's own
/// PNG reader does, so a drawing's bytes do not change; an SVG is parsed once and drawn as vectors, one draw at a
/// time (a librsvg handle is not shared between threads). Thread-safe.
package final class ImageStore: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var opened = 0

    package init() {}

    /// One file's image, opened by the first thread that asks.
    private final class Entry: @unchecked Sendable {
        let lock = NSLock()
        var result: Result<LoadedImage, any Error>?
    }

    /// The image at `path`, opened on first use; the same error on every later use.
    package func image(_ path: String) throws -> LoadedImage {
        lock.lock()
        let entry = entries[path] ?? Entry()
        entries[path] = entry
        lock.unlock()
        entry.lock.lock()
        defer { entry.lock.unlock() }
        if let result = entry.result { return try result.get() }
        let result = Result { try Self.open(path) }
        entry.result = result
        lock.lock(); opened += 1; lock.unlock()
        return try result.get()
    }

    /// How many files the store has opened (each at most once).
    package var openedFiles: Int { lock.lock(); defer { lock.unlock() }; return opened }

    /// Opens `path`: an inline PNG or SVG (`ImageDataURI`), `.svg`/`.svgz` as SVG, anything else as PNG.
    static func open(_ path: String) throws -> LoadedImage {
        if ImageDataURI.isPNG(path) {
            let decoded: DecodedImage
            do {
                decoded = try PNGDecoder.decode(data: Data(try ImageDataURI.pngBytes(path).get()), sixteenBit: .truncated)
            } catch let e as PathError {
                throw RasterError.unreadableImage(path: "inline PNG", reason: e.message)
            } catch let e as PNGError {
                throw RasterError.unreadableImage(path: "inline PNG", reason: Self.reason(e))
            }
            return .raster(try CairoSurface(premultiplying: decoded, context: "inline PNG"))
        }
        if ImageDataURI.isDataURI(path) {
            switch ImageDataURI.svgBytes(path) {
            case .success(let bytes): return .vector(try SVGDocument(data: Data(bytes), path: "inline SVG"))
            case .failure(let e): throw RasterError.unreadableImage(path: "inline SVG", reason: e.message)
            }
        }
        let lower = path.lowercased()
        if lower.hasSuffix(".svg") || lower.hasSuffix(".svgz") { return .vector(try SVGDocument(path: path)) }
        let decoded: DecodedImage
        do { decoded = try PNGDecoder.decode(path: path, sixteenBit: .truncated) } catch {
            throw RasterError.unreadableImage(path: path, reason: Self.reason(error))
        }
        return .raster(try CairoSurface(premultiplying: decoded, context: path))
    }

    /// The decoder's reason without the path it names (the message names the image already).
    static func reason(_ error: PNGError) -> String {
        switch error {
        case .unreadable(_, let reason): reason
        case let .tooLarge(_, width, height, limit): "it is \(width) × \(height) pixels, over the limit of \(limit) pixels"
        default: "\(error)"
        }
    }
}

extension CairoSurface {
    /// An ARGB32 surface of `image`'s pixels, premultiplied with Cairo's own rounding (what
    /// `cairo_image_surface_create_from_png` makes of the same file).
    convenience init(premultiplying image: DecodedImage, context: @autoclosure () -> String) throws {
        try self.init(argbWidth: image.width, height: image.height)
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        guard let data = cairo_image_surface_get_data(pointer) else {
            throw RasterError.surface(reason: "\(context()): no pixel data")
        }
        image.rgba.withUnsafeBufferPointer { rgba in
            for y in 0..<image.height {
                let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: image.width) { $0 }
                for x in 0..<image.width {
                    let i = (y * image.width + x) * 4
                    let a = UInt32(rgba[i + 3])
                    func premultiplied(_ c: UInt8) -> UInt32 {
                        let t = a * UInt32(c) + 0x80
                        return (t + (t >> 8)) >> 8
                    }
                    row[x] = a << 24 | premultiplied(rgba[i]) << 16 | premultiplied(rgba[i + 1]) << 8 | premultiplied(rgba[i + 2])
                }
            }
        }
        cairo_surface_mark_dirty(pointer)
    }
}
