import Foundation
import Testing

/// Issue 43, item 14: no file in the repository is a copy of another project's file. Every image,
/// font and licence file kept in the repository is one Bezel made (each listed with what makes
/// it); fonts and other projects' images are installed by Debian packages or generated at test
/// time (Tests/Readers/png_colour_types.py, scripts/install-deps), never committed.
@Suite struct RepositoryFilesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Kinds of file that are not text Bezel's authors write: images, fonts, archives, licences.
    static let kinds = ["png", "jpg", "jpeg", "gif", "webp", "svg", "ttf", "otf", "ttc", "woff", "woff2", "zip", "gz", "pdf"]

    /// What may be kept, and what makes it.
    static let made: [(prefix: String, by: String)] = [
        ("Tests/BezelCLITests/Fixtures/png-encodings/", "generate.py beside them, Bezel's own PNG encoder in Python"),
        ("Tests/BezelCLITests/Fixtures/broken/corrupt.png", "a text file named .png ('not a png at all')"),
        ("samples/images/", "hand-written SVG icons, each saying in a comment what it draws"),
        ("themes/images/", "hand-written SVG icons and nine-slice panels, each saying in a comment what it draws"),
        ("themes/symbols/", "scripts/make-symbol-templates: symbol templates drawn from geometry after two Bootstrap Icons"),
        ("samples/interface-builder/project/Assets.xcassets/", "make-assets.py beside the catalog: discs, a square and a nine-slice panel"),
        ("Tests/BezelSnapshotTestingTests/Symbols/", "circle.svg: themes/symbols/plus.circle.svg with each drawing's plus taken out (the ring only)"),
        ("Tests/BezelSnapshotTestingTests/__Snapshots__/", "the snapshot tests beside them (BezelUIKit buttons), recorded with SNAPSHOT_TESTING_RECORD=all"),
        ("docs/gallery-material3.png", "bezel render themes/material3.json --gallery"),
        ("docs/gallery-interface-builder.png", "bezel render samples/interface-builder/Buttons.storyboard --gallery"),
        ("docs/ios-accessibilityExtraExtraExtraLarge-bold-text.png", "bezel render themes/ios.json --content-size accessibilityExtraExtraExtraLarge --bold-text"),
        ("themes/primer.LICENSE", "Primer's MIT notice for the colour values themes/primer*.tokens.json state as facts (Bezel's own files)"),
    ]

    /// Every file below the repository root (not .git, .build, or hidden folders), relative.
    static func files() -> [String] {
        var out: [String] = []
        let walker = FileManager.default.enumerator(atPath: root)
        while let relative = walker?.nextObject() as? String {
            let parts = relative.split(separator: "/")
            if parts.contains(where: { $0.hasPrefix(".") }) || parts.first == "out" { walker?.skipDescendants(); continue }
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDir), !isDir.boolValue { out.append(relative) }
        }
        return out.sorted()
    }

    @Test func everyImageFontAndLicenceIsOneBezelMade() {
        let suspects = Self.files().filter { path in
            let name = (path as NSString).lastPathComponent.lowercased()
            return Self.kinds.contains((name as NSString).pathExtension) || name.hasPrefix("license") || name.hasPrefix("notice")
                || name.hasSuffix(".license") || name.hasPrefix("copying")
        }
        let foreign = suspects.filter { path in !Self.made.contains { path.hasPrefix($0.prefix) } }
        #expect(foreign.isEmpty, "files not made by Bezel: \(foreign.joined(separator: ", "))")
        // The hand-written SVGs say what they draw (a copied icon would carry its project's markup instead).
        for svg in suspects where svg.hasSuffix(".svg") {
            let text = (try? String(contentsOfFile: Self.root + "/" + svg, encoding: .utf8)) ?? ""
            #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && text.contains("<!--"), "\(svg)")
        }
        // No font file at all: fonts come from Debian packages (scripts/install-deps).
        #expect(!suspects.contains { ["ttf", "otf", "ttc", "woff", "woff2"].contains(($0 as NSString).pathExtension.lowercased()) })
    }
}
