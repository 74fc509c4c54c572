import BezelPNG
import BezelCore
import Foundation

/// Why a baseline's `fingerprint.json` cannot be used.
public struct FingerprintFileError: Error, Equatable, CustomStringConvertible {
    public var path: String
    /// What is wrong, without the path.
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}

extension RendererFingerprint {
    /// The largest `fingerprint.json` read (a real one is a few KB).
    public static let fileByteLimit = 1 << 20

    /// Reads the `fingerprint.json` at `path`: nil when there is none; an error when it is not a
    /// regular file (a folder, a device, a symlink to one), is over `fileByteLimit`, is not the JSON
    /// `jsonData()` writes, or does not hold together (a `fontsSHA256` that is not the hash of its
    /// `fonts`, a font hash that is not 64 hex digits, an empty version, control characters).
    public static func read(path: String) throws(FingerprintFileError) -> RendererFingerprint? {
        let data: Data?
        do { data = try RegularFile.read(path, limit: fileByteLimit) } catch {
            throw FingerprintFileError(path: path, reason: error.reason)
        }
        guard let data else { return nil }
        let stored: RendererFingerprint
        do { stored = try RendererFingerprint(jsonData: data) } catch {
            throw FingerprintFileError(path: path, reason: "is not a renderer fingerprint (\(Self.summary(of: error)))")
        }
        if let problem = stored.inconsistency { throw FingerprintFileError(path: path, reason: problem) }
        return stored
    }

    /// What does not hold together, or nil.
    package var inconsistency: String? {
        // Its strings are printed in verify's messages and report: no terminal escapes.
        let strings = [cairo, pango, harfbuzz, freetype, fontsSHA256] + fonts.flatMap { [$0.file, $0.sha256] }
        if strings.contains(where: { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }) {
            return "holds control characters"
        }
        let hex = Set("0123456789abcdef")
        if let bad = fonts.first(where: { $0.sha256.count != 64 || !$0.sha256.allSatisfy(hex.contains) || $0.file.isEmpty }) {
            return "font \(String(reflecting: bad.file)) has no valid SHA-256"
        }
        if let empty = [("cairo", cairo), ("pango", pango), ("harfbuzz", harfbuzz), ("freetype", freetype)].first(where: { $0.1.isEmpty }) {
            return "\(empty.0) has no version"
        }
        let recomputed = RendererFingerprint(cairo: cairo, pango: pango, harfbuzz: harfbuzz, freetype: freetype, fonts: fonts)
        if recomputed.fontsSHA256 != fontsSHA256 { return "fontsSHA256 is not the hash of its fonts list" }
        return nil
    }

    /// A decoding error in one line: the key path and what was wrong.
    package static func summary(of error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _)?: "key \"\(key.stringValue)\" is missing"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            "\(context.codingPath.map(\.stringValue).joined(separator: ".")) has the wrong type"
        case .dataCorrupted?: "not valid JSON"
        default: "\(error)"
        }
    }
}
