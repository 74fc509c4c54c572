import BezelCore
import Foundation

/// A filmstrip: one frame per step of a simulated gesture, side by side, each labelled below with the
/// step, the control state after it and the events sent, so a person sees what a gesture does.
public struct FilmstripRenderer: Sendable {
    /// One frame: the button as drawn after a step, and the label lines under it.
    public struct Frame: Sendable {
        public var drawing: ButtonDrawing
        public var label: [String]
        public init(drawing: ButtonDrawing, label: [String]) { self.drawing = drawing; self.label = label }
    }

    public let renderer: ButtonRenderer
    /// Space around and between frames, in points.
    public static let gutter = 12.0

    public init(fontConfiguration: FontConfiguration = .shared) { renderer = ButtonRenderer(fontConfiguration: fontConfiguration) }

    /// Frames per row: longer gestures wrap, so the picture stays a size Cairo can hold.
    public static let framesPerRow = 8

    /// The filmstrip as PNG bytes at `scale`: frames left to right, wrapping after `framesPerRow`.
    public func renderPNG(_ frames: [Frame], scale: Double = 2) throws -> Data {
        let labels = LabelDrawing(fontConfiguration: renderer.fontConfiguration)
        let g = Self.gutter, lineHeight = labels.lineHeight
        let buttonHeight = frames.map(\.drawing.layout.bounds.height).max() ?? 0
        let labelLines = frames.map(\.label.count).max() ?? 0
        let rowHeight = buttonHeight + 6 + Double(labelLines) * lineHeight + g
        var cells: [(x: Double, y: Double, width: Double)] = []
        var x = g, width = g
        for (i, frame) in frames.enumerated() {
            if i % Self.framesPerRow == 0 { x = g }
            let labelWidth = frame.label.map { labels.measure($0).width }.max() ?? 0
            let w = max(frame.drawing.layout.bounds.width, labelWidth).rounded(.up)
            cells.append((x, g + Double(i / Self.framesPerRow) * rowHeight, w))
            x += w + g
            width = max(width, x)
        }
        let rows = max(1, (frames.count + Self.framesPerRow - 1) / Self.framesPerRow)
        let height = g + Double(rows) * rowHeight
        let canvas = try RasterCanvas(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
        canvas.paintWhite()
        let cr = canvas.context.pointer
        try renderer.fontConfiguration.withPangoContext { measuring in
            for (frame, cell) in zip(frames, cells) {
                let bx = cell.x + (cell.width - frame.drawing.layout.bounds.width) / 2
                let by = cell.y + (buttonHeight - frame.drawing.layout.bounds.height) / 2
                try renderer.draw(frame.drawing, on: cr, x: (bx * scale).rounded(), y: (by * scale).rounded(), scale: scale)
                for (i, line) in frame.label.enumerated() {
                    labels.draw(line, x: cell.x, y: cell.y + buttonHeight + 6 + Double(i) * lineHeight, scale: scale, measuring: measuring, on: cr)
                }
            }
        }
        return try canvas.image().pngData()
    }
}
