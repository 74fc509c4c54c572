import BezelCore
import Foundation

/// The font files of the `--fonts` folders, by PostScript name: every `.ttf` and `.otf` file in
/// them and the folders below (at most `maximumDepth` deep, `maximumFiles` files), read once.
/// The first file of a name wins; a second is reported when the name is used.
struct IBFontFolders {
    static let maximumDepth = 4
    static let maximumFiles = 2_000

    struct Face {
        var file: String
        var font: IBFontFile
        var others: [String]
    }

    private(set) var faces: [String: Face] = [:]
    /// Files that are not fonts Bezel can read (a collection, a damaged file).
    private(set) var unreadable: [String] = []
    let folders: [String]

    init(folders: [String]) {
        self.folders = folders
        var files: [String] = []
        for folder in folders { Self.collect(folder, depth: 0, into: &files) }
        for file in files.prefix(Self.maximumFiles) {
            guard let data = FileManager.default.contents(atPath: file), let font = IBFontFile(bytes: [UInt8](data)) else {
                unreadable.append(file); continue
            }
            if faces[font.postScriptName] != nil { faces[font.postScriptName]?.others.append(file) } else {
                faces[font.postScriptName] = Face(file: file, font: font, others: [])
            }
        }
    }

    private static func collect(_ folder: String, depth: Int, into files: inout [String]) {
        guard depth <= maximumDepth else { return }
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() where !name.hasPrefix(".") {
            let full = folder + "/" + name, ext = (name as NSString).pathExtension.lowercased()
            if ext == "ttf" || ext == "otf" { if IBImageFinder.isFile(full) { files.append(full) } } else if IBAssetCatalog.isFolder(full) {
                collect(full, depth: depth + 1, into: &files)
            }
        }
    }
}
