/// Turns a `ButtonDrawing` into a `Scene`: UIKit's layer compositing order and rules
/// (docs/uikit.md, "Drawing order"), image adjustments and the touch glow ("Images", "Defaults per button type") and the built-in glyphs.
///
/// Order: (0) outer shadow layers, the last first, (1) background colour in the rounded bounds,
/// (2) background gradient in the rounded bounds, (3) inset shadow layers, the last first, inside
/// the border (CSS's padding box), (4)
/// background image stretched or nine-sliced to the bounds, (5) touch glow, (6) image, (7) title
/// (its hard shadow first) and subtitle, (8) border inside the bounds. `clipsToBounds` clips 4–7
/// to the rounded bounds; the corner radius otherwise shapes only the background colour and
/// gradient, the shadows and the border.
package enum ButtonScene {
    package static func make(_ drawing: ButtonDrawing) -> Scene {
        let appearance = drawing.appearance, layout = drawing.layout
        let bounds = layout.bounds
        let radius = cornerRadius(appearance, layout)
        let continuous = appearance.cornerCurve == .continuous
        let shape = SceneShape.roundedRect(bounds, radius: radius, continuous: continuous)
        var nodes = shadowNodes(appearance.shadows.filter { !$0.inset }, bounds: bounds, radius: radius, continuous: continuous)
        if let color = appearance.backgroundColor, color.alpha > 0 {
            nodes.append(.fill(shape: shape, color: color))
        }
        if let gradient = appearance.backgroundGradient {
            nodes.append(.gradientFill(shape: shape, gradient: SceneGradient(gradient, in: bounds)))
        }
        nodes += insetShadowNodes(appearance, bounds: bounds, radius: radius, continuous: continuous)
        let content = contentNodes(drawing)
        if appearance.clipsToBounds, !content.isEmpty {
            nodes.append(.group(clip: shape, alpha: 1, children: content))
        } else {
            nodes += content
        }
        if let border = appearance.border {
            nodes += borderNodes(border, bounds: bounds, radius: radius, continuous: continuous)
        }
        return Scene(nodes: nodes)
    }

    /// Background image, touch glow, image, title and subtitle, in that order.
    static func contentNodes(_ drawing: ButtonDrawing) -> [SceneNode] {
        let appearance = drawing.appearance, layout = drawing.layout
        var content: [SceneNode] = []
        if let background = appearance.backgroundImage {
            content += backgroundImageNodes(background, bounds: layout.bounds)
        }
        if appearance.showsTouchGlow {
            let anchor = appearance.image != nil ? layout.imageRect ?? layout.contentRect : layout.contentRect
            content.append(.glow(center: Point(x: anchor.midX, y: anchor.midY),
                                 radius: UIKitConstants.touchGlowRadius, color: .white))
        }
        if let image = appearance.image, let rect = layout.imageRect {
            content += imageNodes(image, rect: rect)
        }
        if let title = appearance.title, !title.isEmpty, let rect = layout.titleRect {
            content.append(.text(SceneText(
                text: title, rect: rect, lineBreakMode: drawing.lineBreakMode, numberOfLines: drawing.numberOfLines,
                alignment: drawing.textAlignment, color: appearance.titleColor, shadowColor: appearance.titleShadowColor,
                shadowOffset: appearance.titleShadowOffset, alpha: appearance.titleAlpha)))
        }
        if let subtitle = drawing.subtitle, !subtitle.isEmpty, let rect = layout.subtitleRect {
            content.append(.text(SceneText(
                text: subtitle, rect: rect, lineBreakMode: drawing.lineBreakMode, numberOfLines: drawing.numberOfLines,
                alignment: drawing.textAlignment, color: appearance.titleColor, shadowColor: nil,
                shadowOffset: .zero, alpha: appearance.titleAlpha)))
        }
        return content
    }

    /// The layer corner radius: a configuration's (from its corner style) when the layout has one,
    /// else the appearance's; a capsule is half the shorter side. Clamped to half the shorter side.
    package static func cornerRadius(_ appearance: Appearance, _ layout: ButtonLayout) -> Double {
        let half = max(0, min(layout.bounds.width, layout.bounds.height) / 2)
        let radius: Double
        if let configured = layout.cornerRadius {
            radius = configured
        } else {
            switch appearance.cornerRadius {
            case .points(let p): radius = p
            case .capsule: radius = half
            }
        }
        return min(max(0, radius), half)
    }

    /// Adjustments of images from the normal fallback (docs/uikit.md, "Images"): RGB factor and alpha factor.
    static func factors(_ adjustment: ImageAdjustment) -> (rgb: Double, alpha: Double) {
        switch adjustment {
        case .none: (1, 1)
        case .darken: (UIKitConstants.highlightedImageDarkening, 1)
        case .fade: (1, UIKitConstants.disabledImageAlpha)
        }
    }

    static func backgroundImageNodes(_ background: ResolvedBackgroundImage, bounds: Rect) -> [SceneNode] {
        if let path = background.path {
            let f = factors(background.adjustment)
            let slicing: SceneImage.Slicing = background.capInsets.map {
                .nineSlice(capInsets: $0, tile: background.resizingMode == .tile)
            } ?? .none
            return [.image(SceneImage(path: path, pointSize: background.size, rect: bounds, slicing: slicing,
                                      templateColor: nil, rgbFactor: f.rgb, alpha: f.alpha * background.alpha))]
        }
        // The close button's background: a filled circle, stretched to the bounds like any background image.
        if background.glyph != nil, let fill = background.fillColor, fill.alpha > 0 {
            return [.fill(shape: .ellipse(bounds), color: fill)]
        }
        return []
    }

    static func imageNodes(_ image: ResolvedImage, rect: Rect) -> [SceneNode] {
        if let path = image.path {
            let f = factors(image.adjustment)
            return [.image(SceneImage(path: path, pointSize: image.size, rect: rect, slicing: .none,
                                      templateColor: image.templateColor, rgbFactor: f.rgb, alpha: f.alpha * image.alpha))]
        }
        guard let glyph = image.glyph else { return [] }
        let color = image.templateColor ?? .black
        let nodes = image.glyphStyle == .ios12 && glyph != .close
            ? GlyphShapes.nodes(glyph, in: rect, color: color) : SymbolGlyphShapes.nodes(glyph, in: rect, color: color)
        return image.alpha < 1 ? [.group(clip: nil, alpha: image.alpha, children: nodes)] : nodes
    }
}

extension RGBAColor {
    /// The colour with its alpha multiplied by `factor` (rounded to 8 bits).
    func multiplyingAlpha(_ factor: Double) -> RGBAColor {
        var c = self
        c.alpha = UInt8(max(0, min(255, (Double(alpha) * factor).rounded())))
        return c
    }
}
