import BezelCore
import Foundation

/// A sheet's path in a baseline or report, `<unit>/<state>[@Nx][-<page>].png`, taken apart for
/// the report's wording: the unit folder, the state and the scale (`ios/dark`, `highlighted`, `@2x`).
package struct SheetPath: Sendable, Equatable {
    /// The unit folder (`ios/dark`; `.` for a sheet at the top).
    package var unit: String
    /// The file name without `.png` (`highlighted@2x-1`).
    package var name: String
    /// The state's name (`selected+highlighted`) and the scale (`@1x` for a name without one).
    package var state: String, scale: String

    package init(_ path: String) {
        unit = ThemeFileSystem.folder(of: path)
        let file = (path as NSString).lastPathComponent
        name = file.hasSuffix(".png") ? String(file.dropLast(4)) : file
        let parts = name.split(separator: "@", maxSplits: 1).map(String.init)
        state = parts[0].split(separator: "-").first.map(String.init) ?? parts[0]
        scale = parts.count > 1 ? "@" + (parts[1].split(separator: "-").first.map(String.init) ?? parts[1]) : "@1x"
    }

    /// "highlighted, @2x": the state and scale, as a JUnit case and a card row name them.
    package var label: String { "\(state), \(scale)" }

    /// Sheets (as `SheetPath`s) as states with their scales: `highlighted, normal (@1x, @2x, @3x)`
    /// when every state has the same scales, else `normal (@1x, @2x), highlighted (@2x)`.
    package static func states(_ sheets: [SheetPath]) -> String {
        var scales: [(state: String, scales: [String])] = []
        for sheet in sheets {
            if let i = scales.firstIndex(where: { $0.state == sheet.state }) {
                if !scales[i].scales.contains(sheet.scale) { scales[i].scales.append(sheet.scale) }
            } else {
                scales.append((sheet.state, [sheet.scale]))
            }
        }
        if Set(scales.map(\.scales)).count == 1, let common = scales.first?.scales {
            return scales.map(\.state).joined(separator: ", ") + " (" + common.joined(separator: ", ") + ")"
        }
        return scales.map { "\($0.state) (\($0.scales.joined(separator: ", ")))" }.joined(separator: ", ")
    }
}
