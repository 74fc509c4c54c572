import Foundation

/// Reading an `ImageInfo` from a file: done once, when a theme is decoded (`ValueDecoder.imageFile`);
/// the result travels in `ImageSpec`/`BackgroundImageSpec`, so nothing later reads the header again.
extension ImageInfo {
    /// Reads the header of a PNG (signature and IHDR) or the root element of an SVG.
    public static func read(_ path: String) -> Result<ImageInfo, PathError> {
        guard let handle = FileHandle(forReadingAtPath: path) else { return .failure(PathError(message: "cannot read image '\(path)'")) }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 64 * 1024)) ?? Data()
        let bytes = [UInt8](head)
        let name = (path as NSString).lastPathComponent
        if path.lowercased().hasSuffix(".png") { return png(bytes, name: name, scale: scaleSuffix(path)) }
        return svg(bytes, name: name)
    }

    /// A PNG's size from its signature and IHDR chunk.
    static func png(_ bytes: [UInt8], name: String, scale: Double) -> Result<ImageInfo, PathError> {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return .failure(PathError(message: "'\(name)' is not a valid PNG file"))
        }
        func be32(_ i: Int) -> Double { Double(UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])) }
        let w = be32(16), h = be32(20)
        guard w > 0, h > 0, w <= maxDimension, h <= maxDimension else {
            return .failure(PathError(message: "'\(name)' is \(Int(w))×\(Int(h)) pixels; images must be 1…\(Int(maxDimension)) pixels on each side" + InputLimits.imageSide.tag))
        }
        return .success(ImageInfo(format: .png, pixelSize: Size(width: w, height: h), scale: scale))
    }

    /// An SVG's size from its root element's width and height, else its viewBox.
    static func svg(_ bytes: [UInt8], name: String) -> Result<ImageInfo, PathError> {
        guard let text = String(bytes: bytes, encoding: .utf8), let svg = text.range(of: "<svg") else {
            return .failure(PathError(message: "'\(name)' is not a valid SVG file"))
        }
        let tagEnd = text[svg.upperBound...].firstIndex(of: ">") ?? text.endIndex
        let tag = String(text[svg.upperBound..<tagEnd])
        var w = attribute("width", in: tag).flatMap(length)
        var h = attribute("height", in: tag).flatMap(length)
        if w == nil || h == nil, let box = attribute("viewBox", in: tag) {
            let n = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            if n.count == 4 { w = w ?? n[2]; h = h ?? n[3] }
        }
        guard let w, let h, w > 0, h > 0 else {
            return .failure(PathError(message: "'\(name)' has no usable width/height or viewBox"))
        }
        guard w <= maxDimension, h <= maxDimension else {
            return .failure(PathError(message: "'\(name)' is \(Int(w))×\(Int(h)) units; images must be at most \(Int(maxDimension)) on each side (give the image a \"size\")" + InputLimits.imageSide.tag))
        }
        return .success(ImageInfo(format: .svg, pixelSize: Size(width: w, height: h), scale: 1))
    }

    static func scaleSuffix(_ path: String) -> Double {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    static func attribute(_ name: String, in tag: String) -> String? {
        for quote in ["\"", "'"] {
            if let r = tag.range(of: " \(name)=\(quote)") ?? tag.range(of: "\n\(name)=\(quote)") {
                let rest = tag[r.upperBound...]
                if let end = rest.firstIndex(of: Character(quote)) { return String(rest[..<end]) }
            }
        }
        return nil
    }

    static func length(_ s: String) -> Double? {
        let trimmed = s.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("%") { return nil }
        let number = trimmed.hasSuffix("px") || trimmed.hasSuffix("pt") ? String(trimmed.dropLast(2)) : trimmed
        return Double(number)
    }
}
