import BezelCore
import BezelPNG
import BezelRaster
import Foundation

/// What every pixel and byte of one unit's files depends on, as one SHA-256: Bezel's version, the
/// renderer's fingerprint (library versions and font hashes), the render options, the unit (theme,
/// mode, locale), its theme's document after `extends`, the mode's overlay and the tokens (not the
/// raw files: reformatting a file or changing a token the unit does not use keeps the key), and
/// the bytes of every image and font file it draws. Two runs with equal keys write equal files.
public struct UnitContentKey: Sendable {
    /// What is the same for every unit of a run: version, fingerprint and options.
    let runText: String
    /// SHA-256 of files already read, by path (images shared by several units are read once).
    private let digests = FileDigests()
    /// Whether a unit's files hold its appearance variants' (CSS, asset catalog, Android resources).
    let holdsVariants: Bool
    /// Whether a unit's gallery draws its accessibility variants (`accessibility.png`).
    let drawsAccessibilityVariants: Bool

    /// The key maker of a run with `options`; `fontConfiguration` names the fonts in the
    /// fingerprint (the pinned ones unless told).
    package init(options: RenderOptions, fontConfiguration: FontConfiguration = .shared) throws {
        let fingerprint = RendererFingerprint.current(fontConfiguration: fontConfiguration)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        runText = "bezel \(BezelVersion.current)\nrenderer \(String(decoding: try encoder.encode(fingerprint), as: UTF8.self))\n"
            + "options \(options.keyDescription)\n"
        holdsVariants = options.formats.contains { [.css, .xcassets, .android].contains($0) }
        drawsAccessibilityVariants = options.gallery
    }

    /// The key of `unit`; nil when one of its files cannot be read (then it is rendered, and the
    /// render reports the file).
    public func key(_ unit: RenderUnit) -> String? {
        let theme = unit.theme
        var text = runText + "unit \(unit.identifier)\nmode \(theme.mode ?? "-")\nlocale \(unit.locale ?? "-")\n"
        guard let document = theme.documentDigest else { return nil }
        text += "document \(document)\n"
        // Files by their path from the theme's folder: the same theme named by an absolute or a
        // relative path, from any working directory, has the same key.
        let folder = theme.folder
        for file in Set(theme.imageFiles + theme.shippedFontFiles).sorted() {
            guard let digest = digests.digest(of: file) else { return nil }
            text += "file \(ThemeFileSystem.relativePath(file, from: folder)) \(digest)\n"
        }
        if drawsAccessibilityVariants {
            for variant in unit.accessibilityVariants {
                guard let key = key(variant) else { return nil }
                text += "accessibility \(variant.identifier) \(key)\n"
            }
        }
        // A variant's images are in this unit's asset catalog and resources, and its sheets in this
        // unit's CSS; the variant's own files are not.
        guard holdsVariants else { return SHA256.hex(of: Data(text.utf8)) }
        text += "images \(unit.imagesGoToBase ? "in base" : "own") \(unit.sameAppearanceAs ?? "-")\n"
        for variant in unit.appearanceVariants {
            guard let key = key(variant) else { return nil }
            text += "variant \(variant.identifier) \(key)\n"
        }
        return SHA256.hex(of: Data(text.utf8))
    }
}

/// SHA-256 of files by path, each read once; nil for a file that cannot be read.
private final class FileDigests: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [String: String?] = [:]

    func digest(of path: String) -> String? {
        lock.lock()
        if let known = known[path] { lock.unlock(); return known }
        lock.unlock()
        let digest = (try? RegularFile.read(path, limit: Self.limit)).flatMap { $0 }.map { SHA256.hex(of: $0) }
        lock.lock(); known[path] = digest; lock.unlock()
        return digest
    }

    /// The largest file hashed (images and fonts are far smaller).
    static let limit = 512 << 20
}

extension RenderOptions {
    /// The options as one line of text, every setting that changes a unit's files (not `jobs`).
    var keyDescription: String {
        let scales = self.scales.map { $0.map { JSONWriter.number($0) }.joined(separator: ",") } ?? "theme"
        let states = self.states.map { $0.map(\.name).joined(separator: ",") } ?? "theme"
        return "formats=\(formats.map(\.rawValue).joined(separator: ",")) scales=\(scales) states=\(states) strips=\(strips) "
            + "gallery=\(gallery) live=\(liveGallery) padding=\(packing.padding) extrude=\(packing.extrude) "
            + "max=\(packing.maxSheetSize) pot=\(packing.powerOfTwo) png=\(pngCompression.rawValue)"
    }
}
