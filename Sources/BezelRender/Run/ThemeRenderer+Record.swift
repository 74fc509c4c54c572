import BezelCore
import BezelRaster
import Foundation

extension ThemeRenderer.Result {
    /// The result with what the next run needs to skip the unit: its `UnitRecord` (when there is
    /// a key) and, for a live gallery, `gallery-stamp.js` carrying the key, which the open
    /// `gallery.html` watches. Written with the unit's files, all or nothing.
    /// With `digests` (a baseline), the record holds every file's SHA-256, which `verify` checks.
    public func recorded(key: String?, unit: RenderUnit, options: RenderOptions, digests: Bool = false) -> ThemeRenderer.Result {
        guard let key else { return self }
        var out = self
        let base = unit.folder.isEmpty ? "" : unit.folder + "/"
        if options.gallery && options.liveGallery {
            out.files.append(OutputFile(path: base + GalleryRenderer.stampFileName,
                                        data: Data("bezelGalleryStamp(\"\(key)\");\n".utf8)))
        }
        let files = out.files.map { ($0.path.hasPrefix(base) ? String($0.path.dropFirst(base.count)) : $0.path, $0.data) }
        out.files.append(OutputFile(path: base + UnitRecord.fileName, data: UnitRecord(key: key, files: files, digests: digests,
                                                                                 warnings: UnitRecord.warnings(unit.warnings, of: unit.theme.file)).data))
        return out
    }
}
