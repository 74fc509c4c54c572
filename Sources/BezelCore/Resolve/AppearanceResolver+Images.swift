/// The image part of an appearance: the foreground image (or the type's glyph) and the background
/// image (or the close button's circle). Sizes come from the decoded specs: no file is read here.
struct ResolvedImages {
    var image: ResolvedImage?
    var backgroundImage: ResolvedBackgroundImage?
}

extension AppearanceResolver {
    /// Image: exact → normal → the type's glyph; background image: exact → normal; the close button
    /// draws its circle as a background image and its cross as the image (docs/uikit.md, "Images").
    /// A symbol image is sized from its point size (`titleFontSize` when it gives none) and is a
    /// template unless it says otherwise.
    func resolveImages(_ button: ButtonModel, state: ControlState, tint: RGBAColor, titleColor: RGBAColor, titleFontSize: Double,
                       configStyle: ConfigurationStyleColors?, alpha: Double) -> ResolvedImages {
        let modern = button.type.isModern
        let highlightedMode = button.effectiveAdjustsImageWhenHighlighted && !button.showsTouchWhenHighlighted && state.contains(.highlighted)
        let disabledMode = button.effectiveAdjustsImageWhenDisabled && state.contains(.disabled)
        func adjustment(_ fallback: Bool) -> ImageAdjustment {
            guard fallback else { return .none }
            return highlightedMode ? .darken : (disabledMode ? .fade : .none)
        }
        // Template images (and the type glyphs): configuration buttons colour them with their
        // foreground; a modern button's disabled template takes the greyed title colour; else the tint.
        let templateColor = configStyle != nil || (modern && state.contains(.disabled) && button.titleColor.lookup(state) == nil) ? titleColor : tint
        var out = ResolvedImages()
        if let spec = button.image.lookup(state) {
            let template: Bool = switch spec.renderingMode {
            case .template: true
            case .original: false
            case .automatic: modern || spec.symbol != nil
            }
            var size = spec.size ?? spec.info.pointSize, baselineOffset: Double?
            if let symbol = spec.symbol {
                let points: Double = switch symbol.pointSize {
                case .points(let p): p
                case .textStyle(let style): style.size(at: theme.accessibility.contentSize)
                case .titleFont: titleFontSize
                }
                size = Size(width: symbol.unitSize.width * points, height: symbol.unitSize.height * points)
                baselineOffset = symbol.unitBaselineOffset * points
            }
            // UIImage.withTintColor: a symbol is always drawn in its colour; a file image's colours
            // become it where the image is drawn as it is (as a template, the tint fills it still).
            var fill = template ? templateColor : nil
            if let tinted = spec.tintColor, spec.symbol != nil || !template { fill = resolveColor(tinted, base: tint) }
            out.image = ResolvedImage(path: spec.path, glyph: nil, templateColor: fill,
                                      size: size, adjustment: adjustment(button.image.isFallback(state)),
                                      alpha: alpha, baselineOffset: baselineOffset, symbolName: spec.symbol?.name)
        } else if let glyph = Self.glyph(for: button.type), button.type != .close {
            let side = UIKitConstants.glyphButtonSize
            let size = button.glyphStyle == .ios12 ? Size(width: side, height: side) : UIKitConstants.symbolGlyphSize
            out.image = ResolvedImage(path: nil, glyph: glyph, templateColor: templateColor, size: size,
                                      adjustment: .none, alpha: alpha, glyphStyle: button.glyphStyle)
        }
        if let spec = button.backgroundImage.lookup(state) {
            out.backgroundImage = ResolvedBackgroundImage(path: spec.path, glyph: nil, fillColor: nil, size: spec.info.pointSize,
                                                          capInsets: spec.capInsets, resizingMode: spec.resizingMode,
                                                          adjustment: adjustment(button.backgroundImage.isFallback(state)), alpha: alpha)
        } else if button.type == .close {
            closeButtonImages(button, state: state, tint: tint, alpha: alpha, into: &out)
        }
        return out
    }

    /// The close button's filled circle (background) and cross (image).
    func closeButtonImages(_ button: ButtonModel, state: ControlState, tint: RGBAColor, alpha: Double, into out: inout ResolvedImages) {
        let side = UIKitConstants.closeButtonSize
        let fill = RGBAColor.system("tertiarySystemFill", theme.colorAppearance, theme.accessibilityContrast)
        out.backgroundImage = ResolvedBackgroundImage(path: nil, glyph: .close, fillColor: fill, size: Size(width: side, height: side),
                                                      capInsets: nil, resizingMode: .stretch, adjustment: .none)
        let glyphColor = button.titleColor.lookup(state).map { resolveColor($0, base: tint) } ?? RGBAColor.system("secondaryLabel", theme.colorAppearance, theme.accessibilityContrast)
        out.image = ResolvedImage(path: nil, glyph: .close, templateColor: glyphColor, size: Size(width: side, height: side),
                                  adjustment: .none, alpha: alpha)
    }
}
