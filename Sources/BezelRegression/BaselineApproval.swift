import BezelCore
import BezelPNG
import Foundation

/// `bezel approve`: takes changes a `verify --report` found into the baseline, from the report
/// folder alone (it holds the actual sheets, their atlases and the renderer's fingerprint), so a
/// report downloaded from a CI run is enough.
///
/// For each changed sheet the selection covers: when only some of its changed buttons are
/// approved and its layout is the baseline's (same atlas frames), only their frames are copied
/// from the actual sheet into the baseline sheet; otherwise (all of them, a new sheet, another
/// size, moved frames) the whole sheet and its atlas are taken. `fingerprint.json` is taken only when every changed sheet of the report was approved
/// whole or with all its buttons.
package struct BaselineApproval {
    /// What to approve: buttons (empty: every changed button), theme units (a unit or a theme
    /// name and everything below it) and states; nil: all.
    package struct Selection: Sendable {
        package var buttons: Set<String> = []
        package var unit: String?
        package var state: ControlState?
        package init(buttons: Set<String> = [], unit: String? = nil, state: ControlState? = nil) {
            self.buttons = buttons; self.unit = unit; self.state = state
        }
    }

    /// One changed sheet as the report lists it.
    struct ReportSheet {
        var path: String, status: String, buttons: [String], actual: String?, atlas: String?
    }

    package var files: [OutputFile] = []
    /// Human-readable lines: what was taken, and what came along with a whole sheet.
    package var lines: [String] = []
    package var approvedSheets = 0
    /// Manifests taken whole or in part.
    package var approvedManifests = 0

    /// The files to write into `baseline`; throws a message when the report cannot be used.
    package init(report folder: String, baseline: String, selection: Selection) throws(ApprovalError) {
        let (sheets, fingerprintDiffers, manifests) = try Self.changedSheets(in: folder)
        var allApproved = true
        for sheet in sheets {
            let approved = selection.buttons.isEmpty ? sheet.buttons : sheet.buttons.filter(selection.buttons.contains)
            guard selection.covers(sheet.path), !approved.isEmpty || (selection.buttons.isEmpty && sheet.buttons.isEmpty) else {
                allApproved = false; continue
            }
            if approved.count < sheet.buttons.count { allApproved = false }
            try take(sheet, approved: approved, folder: folder, baseline: baseline)
        }
        for manifest in manifests where !(try take(manifest, selection: selection, folder: folder, baseline: baseline)) { allApproved = false }
        if allApproved, fingerprintDiffers, approvedSheets > 0 {
            let fingerprint = try Self.read("fingerprint.json", in: folder)
            guard let parsed = try? RendererFingerprint(jsonData: fingerprint), parsed.inconsistency == nil else {
                throw ApprovalError("\(folder)/fingerprint.json: is not a renderer fingerprint; write the report again with 'bezel verify --report'")
            }
            files.append(OutputFile(path: "fingerprint.json", data: fingerprint))
            lines.append("fingerprint.json: the report's renderer (every changed sheet was approved)")
        }
    }

    /// Adds the files that approve `approved` in `sheet`. Every PNG is checked whole (`PNGCheck`)
    /// and every atlas read as one before it is taken: a truncated or altered report file is
    /// refused, never copied into the baseline.
    mutating func take(_ sheet: ReportSheet, approved: [String], folder: String, baseline: String) throws(ApprovalError) {
        guard let actualPath = sheet.actual else { throw ApprovalError("\(sheet.path): the report holds no actual image (was it written with --report?)") }
        let actualData = try Self.read(actualPath, in: folder)
        try Self.checkPNG(actualData, path: folder + "/" + actualPath)
        let actualAtlas = try sheet.atlas.map { path throws(ApprovalError) in try Self.read(path, in: folder) }
        let frames = AtlasFrames(json: actualAtlas)
        if let atlasPath = sheet.atlas, frames == nil {
            throw ApprovalError("\(folder)/\(atlasPath): is not a sheet's atlas (TexturePacker JSON with frames); write the report again with 'bezel verify --report'")
        }
        let expectedData = try Self.readIfThere(sheet.path, in: baseline)
        let expectedAtlas = try Self.readIfThere(String(sheet.path.dropLast(4)) + ".json", in: baseline)
        approvedSheets += 1
        // Some of its buttons, in the same layout: patch their frames; else the whole sheet (then
        // the baseline holds exactly what `record` would write).
        if approved.count < sheet.buttons.count, let expectedData, let frames, frames == AtlasFrames(json: expectedAtlas) {
            let patched: Data?
            do { patched = try SheetPatch.patched(baseline: expectedData, actual: actualData, frames: frames, buttons: Set(approved)) } catch {
                throw ApprovalError("\(sheet.path): cannot patch the baseline sheet: \(error)")
            }
            if let patched {
                try Self.checkPNG(patched, path: baseline + "/" + sheet.path)
                files.append(OutputFile(path: sheet.path, data: patched))
            }
            lines.append("\(sheet.path): \(approved.joined(separator: ", "))")
            return
        }
        files.append(OutputFile(path: sheet.path, data: actualData))
        if let actualAtlas { files.append(OutputFile(path: String(sheet.path.dropLast(4)) + ".json", data: actualAtlas)) }
        let along = sheet.buttons.filter { !approved.contains($0) }
        let why = sheet.status == "missing" ? "new" : along.isEmpty ? "every changed button: \(approved.joined(separator: ", "))" : "its layout changed"
        lines.append("\(sheet.path): the whole sheet (\(why))" + (along.isEmpty ? "" : "; this also takes \(along.joined(separator: ", "))"))
    }

    /// Refuses `data` (read from `path`) unless it is a whole PNG file.
    static func checkPNG(_ data: Data, path: String) throws(ApprovalError) {
        do { try PNGCheck.check(data, maxRowBytes: InputLimits.pngRowBytes.value, limitTag: InputLimits.pngRowBytes.tag) } catch {
            throw ApprovalError("\(path): is not a whole PNG file (\(error)); nothing was approved. Write the report again with 'bezel verify --report'")
        }
    }

    /// The report's sheets that fail or changed within tolerance, whether its renderer differs, and
    /// its manifests that are not the baseline's.
    static func changedSheets(in folder: String) throws(ApprovalError) -> ([ReportSheet], Bool, [ReportManifest]) {
        let data = try read("report.json", in: folder)
        guard let root = try? JSONParser.parse([UInt8](data)).objectValue, case .array(let sheets)? = root["sheets"] else {
            throw ApprovalError("\(folder)/report.json is not a bezel verify report")
        }
        let differs = root["fingerprint"]?.objectValue?["matchesBaseline"]?.boolValue == false
        var changed: [ReportSheet] = []
        for (i, value) in sheets.enumerated() {
            guard let o = value.objectValue, let path = o["path"]?.stringValue, let status = o["status"]?.stringValue else {
                throw ApprovalError("\(folder)/report.json: sheets[\(i)] has no path or status; it is not a bezel verify report")
            }
            guard status != "pass" || o["withinTolerance"]?.boolValue == true else { continue }
            let actual = o["actual"]?.stringValue, atlas = o["atlas"]?.stringValue
            for (key, named) in [("path", path), ("actual", actual), ("atlas", atlas)] {
                guard let named else { continue }
                let suffix = key == "atlas" ? ".json" : ".png"
                guard OutputFile.staysInside(named), named.hasSuffix(suffix) else {
                    throw ApprovalError("\(folder)/report.json: sheets[\(i)].\(key) '\(UntrustedText.shown(named, limit: 200))' is not a \(suffix) file inside the folder")
                }
            }
            let buttons = o["buttons"]?.arrayValue?.compactMap(\.stringValue) ?? []
            changed.append(ReportSheet(path: path, status: status, buttons: buttons, actual: actual, atlas: atlas))
        }
        return (changed, differs, try manifests(root["manifests"], folder: folder))
    }

    /// The file `relative` below `folder`, never read through a symbolic link (`FolderTree`); nil
    /// when it is not there.
    static func readIfThere(_ relative: String, in folder: String) throws(ApprovalError) -> Data? {
        do { return try FolderTree.read(relative, in: folder, limit: 1 << 30) } catch { throw ApprovalError("\(error)") }
    }

    /// The same, a missing file being an error.
    static func read(_ relative: String, in folder: String) throws(ApprovalError) -> Data {
        guard let data = try readIfThere(relative, in: folder) else { throw ApprovalError("\(folder)/\(relative): no such file") }
        return data
    }
}

/// Why a report cannot be approved from.
package struct ApprovalError: Error, CustomStringConvertible {
    package var description: String
    init(_ message: String) { description = message }
}

extension BaselineApproval.Selection {
    /// Whether the sheet at `path` (`<unit>/<state>[@Nx][-page].png`) is selected by unit and state.
    func covers(_ path: String) -> Bool {
        let folder = ThemeFileSystem.folder(of: path)
        if let unit, folder != unit, !folder.hasPrefix(unit + "/") { return false }
        guard let state else { return true }
        let name = (path as NSString).lastPathComponent.dropLast(4)
        let statePart = name.split(separator: "@").first.map(String.init) ?? String(name)
        let withoutPage = statePart.split(separator: "-").first.map(String.init) ?? statePart
        return ControlState(name: withoutPage) == state
    }
}
