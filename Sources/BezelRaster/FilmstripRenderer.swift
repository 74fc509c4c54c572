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

    /// The filmstrip as PNG bytes at `scale`.
    public func renderPNG(_ frames: [Frame], scale: Double = 2) throws -> Data {
        let labels = LabelDrawing(fontConfiguration: renderer.fontConfiguration)
        let g = Self.gutter, lineHeight = labels.lineHeight
        var cells: [(x: Double, width: Double)] = []
        var x = g
        var buttonHeight = 0.0, labelLines = 0
        for frame in frames {
            let labelWidth = frame.label.map { labels.measure($0).width }.max() ?? 0
            let width = max(frame.drawing.layout.bounds.width, labelWidth).rounded(.up)
            cells.append((x, width))
            x += width + g
            buttonHeight = max(buttonHeight, frame.drawing.layout.bounds.height)
            labelLines = max(labelLines, frame.label.count)
        }
        let width = max(x, 1), height = g + buttonHeight + 6 + Double(labelLines) * lineHeight + g
        let canvas = try RasterCanvas(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
        canvas.paintWhite()
        let cr = canvas.context.pointer
        try renderer.fontConfiguration.withPangoContext { measuring in
            for (frame, cell) in zip(frames, cells) {
                let bx = cell.x + (cell.width - frame.drawing.layout.bounds.width) / 2
                let by = g + (buttonHeight - frame.drawing.layout.bounds.height) / 2
                try renderer.draw(frame.drawing, on: cr, x: (bx * scale).rounded(), y: (by * scale).rounded(), scale: scale)
                for (i, line) in frame.label.enumerated() {
                    labels.draw(line, x: cell.x, y: g + buttonHeight + 6 + Double(i) * lineHeight, scale: scale, measuring: measuring, on: cr)
                }
            }
        }
        return try canvas.image().pngData()
    }
}
