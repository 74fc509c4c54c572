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

    /// The files to write into `baseline`; throws a message when the report cannot be used.
    package init(report folder: String, baseline: String, selection: Selection) throws(ApprovalError) {
        let (sheets, fingerprintDiffers) = try Self.changedSheets(in: folder)
        var allApproved = true
        for sheet in sheets {
            let approved = selection.buttons.isEmpty ? sheet.buttons : sheet.buttons.filter(selection.buttons.contains)
            guard selection.covers(sheet.path), !approved.isEmpty || (selection.buttons.isEmpty && sheet.buttons.isEmpty) else {
                allApproved = false; continue
            }
            if approved.count < sheet.buttons.count { allApproved = false }
            try take(sheet, approved: approved, folder: folder, baseline: baseline)
        }
        if allApproved, fingerprintDiffers, approvedSheets > 0 {
            files.append(OutputFile(path: "fingerprint.json", data: try Self.read(folder + "/fingerprint.json")))
            lines.append("fingerprint.json: the report's renderer (every changed sheet was approved)")
        }
    }

    /// Adds the files that approve `approved` in `sheet`.
    mutating func take(_ sheet: ReportSheet, approved: [String], folder: String, baseline: String) throws(ApprovalError) {
        guard let actualPath = sheet.actual else { throw ApprovalError("\(sheet.path): the report holds no actual image (was it written with --report?)") }
        let actualData = try Self.read(folder + "/" + actualPath)
        let actualAtlas = try sheet.atlas.map { path throws(ApprovalError) in try Self.read(folder + "/" + path) }
        let baselinePath = baseline + "/" + sheet.path
        let expectedData = try? RegularFile.read(baselinePath, limit: 1 << 30)
        let expectedAtlas = try? RegularFile.read(String(baselinePath.dropLast(4)) + ".json", limit: 64 << 20)
        let frames = AtlasFrames(json: actualAtlas)
        approvedSheets += 1
        // Some of its buttons, in the same layout: patch their frames; else the whole sheet (then
        // the baseline holds exactly what `record` would write).
        if approved.count < sheet.buttons.count, let expectedData = expectedData ?? nil, let frames,
           frames == AtlasFrames(json: expectedAtlas ?? nil) {
            do {
                if let data = try SheetPatch.patched(baseline: expectedData, actual: actualData, frames: frames, buttons: Set(approved)) {
                    files.append(OutputFile(path: sheet.path, data: data))
                }
                lines.append("\(sheet.path): \(approved.joined(separator: ", "))")
                return
            } catch {
                throw ApprovalError("\(sheet.path): cannot patch the baseline sheet: \(error)")
            }
        }
        files.append(OutputFile(path: sheet.path, data: actualData))
        if let actualAtlas { files.append(OutputFile(path: String(sheet.path.dropLast(4)) + ".json", data: actualAtlas)) }
        let along = sheet.buttons.filter { !approved.contains($0) }
        let why = sheet.status == "missing" ? "new" : along.isEmpty ? "every changed button: \(approved.joined(separator: ", "))" : "its layout changed"
        lines.append("\(sheet.path): the whole sheet (\(why))" + (along.isEmpty ? "" : "; this also takes \(along.joined(separator: ", "))"))
    }

    /// The report's sheets that fail or changed within tolerance, and whether its renderer differs.
    static func changedSheets(in folder: String) throws(ApprovalError) -> ([ReportSheet], Bool) {
        let data = try read(folder + "/report.json")
        guard let root = try? JSONParser.parse([UInt8](data)).objectValue, case .array(let sheets)? = root["sheets"] else {
            throw ApprovalError("\(folder)/report.json is not a bezel verify report")
        }
        let differs = root["fingerprint"]?.objectValue?["matchesBaseline"]?.boolValue == false
        let changed: [ReportSheet] = sheets.compactMap { value in
            guard let o = value.objectValue, let path = o["path"]?.stringValue, let status = o["status"]?.stringValue,
                  status != "pass" || o["withinTolerance"]?.boolValue == true,
                  OutputFile.staysInside(path) else { return nil }
            let buttons = o["buttons"]?.arrayValue?.compactMap(\.stringValue) ?? []
            return ReportSheet(path: path, status: status, buttons: buttons, actual: o["actual"]?.stringValue.flatMap { OutputFile.staysInside($0) ? $0 : nil },
                               atlas: o["atlas"]?.stringValue.flatMap { OutputFile.staysInside($0) ? $0 : nil })
        }
        return (changed, differs)
    }

    static func read(_ path: String) throws(ApprovalError) -> Data {
        do {
            guard let data = try RegularFile.read(path, limit: 1 << 30) else { throw ApprovalError("\(path): no such file") }
            return data
        } catch let e as ApprovalError { throw e } catch { throw ApprovalError("\(error)") }
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
