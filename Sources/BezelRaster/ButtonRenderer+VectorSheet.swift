import BezelCore
import Foundation

extension ButtonRenderer {
    /// A vector sheet (SVG, else PDF) in points: each button of `layout` in `state` at its @1x
    /// bounds' origin inside its frame.
    package func vectorSheet(svg: Bool, layout: SheetLayout, state: ControlState,
                             drawings: [String: [ControlState: ButtonDrawing]]) throws -> Data {
        let unit = layout.scale
        let drawAll: (OpaquePointer) throws -> Void = { cr in
            for frame in layout.frames {
                guard let drawing = drawings[frame.name]?[state] else { continue }
                try self.draw(drawing, on: cr, x: Double(frame.frame.x + frame.bounds.x) / unit,
                              y: Double(frame.frame.y + frame.bounds.y) / unit, scale: 1)
            }
        }
        let w = Double(layout.size.width) / unit, h = Double(layout.size.height) / unit
        guard svg else { return try VectorOutput.pdf(width: w, height: h, draw: drawAll) }
        let titles = layout.frames.compactMap { frame in
            drawings[frame.name]?[state].map { "\(frame.name): \($0.appearance.title?.string ?? $0.appearance.accessibilityLabel ?? "")" }
        }
        return try VectorOutput.svg(width: w, height: h, title: state.name, description: titles.joined(separator: "\n"), draw: drawAll)
    }
}
