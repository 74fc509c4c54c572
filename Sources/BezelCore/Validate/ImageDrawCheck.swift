/// Images rasterised larger than `InputLimits.imageDrawPixels`: librsvg renders an SVG at the
/// size it is drawn (a filter or a group's opacity into surfaces of that size), a nine-sliced SVG
/// background is rendered whole at its size × the scale, and a darkened image in an SVG or PDF
/// sheet is made of pixels, so an `imageRect` of 10000 × 10000 pt would ask for gigabytes.
/// Checked over the scenes the render draws, once per button.
package enum ImageDrawCheck {
    /// The first image of each button drawn over the limit, in any of `states`: an SVG at any of
    /// `scales`, and with `vectorOutput` (SVG or PDF sheets, drawn at 1 pt per unit) a darkened
    /// image, which those sheets hold as pixels at `SceneImage.vectorRasterScale`.
    package static func problems(_ prepared: PreparedTheme, states: [ControlState], scales: [Double], vectorOutput: Bool = false) -> [Diagnostic] {
        let context = prepared.locale.map { " (locale \($0))" } ?? ""
        var out: [Diagnostic] = []
        buttons: for item in prepared.buttons {
            for state in item.drawnStates(states) {
                guard let drawing = item[state]?.drawing, drawing.appearance.image != nil || drawing.appearance.backgroundImage != nil else { continue }
                var draws = scales.map { (scale: $0, density: $0, what: "the SVG image", counts: { (image: SceneImage) in isVector(image.path) }) }
                if vectorOutput {
                    draws.append((1, SceneImage.vectorRasterScale, "the darkened image in SVG and PDF sheets", { $0.rgbFactor != 1 }))
                }
                for draw in draws {
                    for image in images(in: ButtonScene.make(drawing.at(scale: draw.scale)).nodes) where draw.counts(image) {
                        let size = drawnSize(image)
                        let width = (size.width * draw.density).rounded(.up), height = (size.height * draw.density).rounded(.up)
                        guard width * height > Double(InputLimits.imageDrawPixels.value) else { continue }
                        let key = drawing.appearance.backgroundImage?.path == image.path ? "backgroundImage" : "image"
                        out.append(problem(prepared, button: item.button.name, key: key, state: state,
                                           "\(draw.what) would be drawn \(Int(width))×\(Int(height)) px at \(SheetNaming.scaleLabel(draw.density))\(context)"))
                        continue buttons
                    }
                }
            }
        }
        return out
    }

    static func problem(_ prepared: PreparedTheme, button: String, key: String, state: ControlState, _ what: String) -> Diagnostic {
        let limit = InputLimits.imageDrawPixels
        return Diagnostic(file: prepared.theme.file, path: "buttons.\(button).\(key).\(state.name)",
                          message: what + ", over \(limit.shown); draw it smaller (its imageRect or size) or render smaller scales" + limit.tag)
    }

    /// The size in points librsvg renders `image` at: its rect, or, nine-sliced, its own size.
    static func drawnSize(_ image: SceneImage) -> Size {
        switch image.slicing {
        case .none: return Size(width: abs(image.rect.width), height: abs(image.rect.height))
        case .nineSlice: return image.pointSize
        }
    }

    static func isVector(_ path: String?) -> Bool {
        guard let lower = path?.lowercased() else { return false }
        return lower.hasSuffix(".svg") || lower.hasSuffix(".svgz")
    }

    static func images(in nodes: [SceneNode]) -> [SceneImage] {
        nodes.flatMap { node -> [SceneImage] in
            switch node {
            case .image(let image): [image]
            case .group(_, _, let children): images(in: children)
            default: []
            }
        }
    }
}
