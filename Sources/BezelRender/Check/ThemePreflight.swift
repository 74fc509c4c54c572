import BezelRaster
import BezelCore
import Foundation

/// Everything `render` would trip on, found before anything is drawn or written: images that do
/// not decode, buttons too small to draw, a sprite over the size limit on its own (big themes
/// spill into pages), an inset shadow's mask over that limit, and titles that do not fit, caps
/// larger than the button, stretchable sprites with dashes or gradients and dashed borders drawn
/// solid (warnings). `validate` and `render` run this one check with the same options, so a
/// theme `validate` accepts is one `render` renders. It reads the prepared themes (`PreparedTheme`)
/// the render then draws, so nothing is resolved twice.
public struct ThemePreflight: Sendable {
    public let options: RenderOptions
    /// The run's images: each is decoded here once, and drawn from the same store.
    let images: ImageStore

    public init(options: RenderOptions) { self.init(options: options, images: ImageStore()) }

    package init(options: RenderOptions, images: ImageStore) {
        self.options = options
        self.images = images
    }

    /// What the check found for one theme in one mode.
    public struct Outcome: Sendable {
        public var diagnostics: [Diagnostic] = []
        /// The sheets each locale's buttons were packed into (nil: the base titles), with the
        /// check's options: what the render draws into, so nothing is packed twice.
        public var packed: [String?: PackedSheets] = [:]
        /// The warnings of each locale's unit (its layout's and this check's), which a unit that is
        /// up to date next time repeats from its record (`UnitRecord.warnings`) instead of being
        /// prepared again.
        public var warnings: [String?: [Diagnostic]] = [:]
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Checks `theme` (one mode) in every locale, from its prepared themes by locale (nil: the
    /// base titles; a locale missing from `prepared` is not checked); images are opened once per
    /// path, in the run's store.
    public func check(_ theme: ButtonTheme, prepared: [String?: PreparedTheme]) -> Outcome {
        let images = imageProblems(theme)
        var outcome = Outcome(diagnostics: images)
        // What the base titles' layout says of the theme as a whole: told once, repeated by every locale's unit.
        let states = options.states ?? theme.renderedStates
        let styles = prepared[nil].map {
            capInsetWarnings($0) + StretchableStyleWarnings.diagnostics($0) + DashedBorderWarnings.diagnostics($0)
                + undrawnHoverStates(theme, states: states)
        } ?? []
        for locale in [nil] + theme.locales.map(Optional.some) {
            guard let item = prepared[locale] else { continue }
            let (sizeDiagnostics, packed) = sizeProblems(item)
            outcome.packed[locale] = packed
            var found = sizeDiagnostics + insetShadowProblems(item, states: states)
                + ImageDrawCheck.problems(item, states: states, scales: options.scales ?? theme.scales,
                                         vectorOutput: options.formats.contains { $0 == .svg || $0 == .pdf })
            if locale == nil { found += styles }
            found += TitleFitCheck.diagnostics(theme, locale: locale, findings: TitleFitCheck.findings(item, states: states))
            outcome.diagnostics += found
            outcome.warnings[locale] = (item.diagnostics + images + (locale == nil ? [] : styles) + found).filter { $0.severity == .warning }
        }
        return outcome
    }

    /// States with hover that a render draws while no button has a look for them: their sheets
    /// would be empty (a button without a hover look is not drawn in them), which is worth a word.
    package func undrawnHoverStates(_ theme: ButtonTheme, states: [ControlState]) -> [Diagnostic] {
        states.filter { state in state.contains(.hover) && !theme.buttons.contains { $0.draws(state) } }.map { state in
            Diagnostic(file: theme.file, path: options.states == nil ? "states" : "--state",
                       message: "state \(state.name) is rendered, but no button has a look for it, so its sheets are empty: give a "
                           + "button a value for \(state.name) (e.g. \"backgroundColor\": {\"\(state.name)\": …}) or leave the state out",
                       severity: .warning)
        }
    }

    /// Background images whose caps are wider or taller than the button: they are drawn shrunk in
    /// proportion (there is no middle left), which is worth a word.
    package func capInsetWarnings(_ prepared: PreparedTheme) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for item in prepared.buttons {
            let frame = item.frame.base   // @1x: the largest frame at integral scales
            for (state, spec) in item.button.backgroundImage.values.sorted(by: { $0.key < $1.key }) {
                guard let c = spec.capInsets else { continue }
                let pt = JSONWriter.number
                var over: [String] = []
                if c.left + c.right > frame.width { over.append("left + right \(pt(c.left)) + \(pt(c.right)) pt are wider than the \(pt(frame.width))-pt button") }
                if c.top + c.bottom > frame.height { over.append("top + bottom \(pt(c.top)) + \(pt(c.bottom)) pt are taller than the \(pt(frame.height))-pt button") }
                guard !over.isEmpty else { continue }
                out.append(Diagnostic(file: prepared.theme.file, path: "buttons.\(item.button.name).backgroundImage.\(state.name).capInsets",
                                      message: "the caps \(over.joined(separator: ", and ")): they are drawn shrunk in proportion", severity: .warning))
            }
        }
        return out
    }

    /// Images that do not decode (a PNG's body, not only its header; an SVG that does not parse).
    package func imageProblems(_ theme: ButtonTheme) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for button in theme.buttons {
            let images = button.image.values.map { ($0.key, $0.value.path, "image") }
                + button.backgroundImage.values.map { ($0.key, $0.value.path, "backgroundImage") }
            for (state, path, key) in images.sorted(by: { ($0.2, $0.0) < ($1.2, $1.0) }) {
                do { _ = try self.images.image(path) } catch {
                    let problem = "\(error)".trimmingCharacters(in: .whitespacesAndNewlines)
                    out.append(Diagnostic(file: theme.file, path: "buttons.\(button.name).\(key).\(state.name)",
                                          message: "the image does not decode: \(problem)"))
                }
            }
        }
        return out
    }

    /// Buttons under 1 × 1 pt, and a sprite (with the margin its shadow needs) over the limit on
    /// its own, packed into pages as `render` packs them; the packed sheets when they fit.
    package func sizeProblems(_ prepared: PreparedTheme) -> (diagnostics: [Diagnostic], packed: PackedSheets?) {
        let theme = prepared.theme
        let context = prepared.locale.map { " (locale \($0))" } ?? ""
        var out: [Diagnostic] = []
        for item in prepared.buttons {
            let button = item.button
            // At every rendered scale: a frame on a scale's pixel grid is smallest at the finest grid.
            for scale in [1] + prepared.scales {
                let size = item.size.at(scale: scale)
                guard !size.width.isFinite || !size.height.isFinite
                        || size.width < InputLimits.minimumButtonSide || size.height < InputLimits.minimumButtonSide else { continue }
                let at = item.size.byScale[scale] == nil ? "" : " at @\(JSONWriter.number(scale))x"
                out.append(Diagnostic(file: theme.file, path: "buttons.\(button.name)",
                                      message: "the button is \(TitleOverflow.points(size.width)) × \(TitleOverflow.points(size.height)) pt\(at)\(context): "
                                          + "it needs at least 1 × 1 pt to be drawn (give it a size, a title or an image)"))
                break
            }
        }
        guard out.isEmpty else { return (out, nil) }
        do {
            let packed = try PackedSheets(prepared, options: options)
            let large = spritePixelProblems(packed, theme: theme, context: context)
            return large.isEmpty ? ([], packed) : (large, nil)
        } catch {
            let path: String
            switch error as? SheetError {
            case .spriteTooLarge(let name, _, _, _)?: path = "buttons.\(name)"
            case .shadowTooLarge(let name, _, _, _, _)?: path = "buttons.\(name).shadow"
            default: path = "buttons"
            }
            out.append(Diagnostic(file: theme.file, path: path, message: "\(error)\(context)"))
        }
        return (out, nil)
    }

    /// Sprites over `InputLimits.spritePixels` at a scale (the canvas one sprite is drawn on, and
    /// an outer shadow's blur mask, which is cut to it), once per button; `--max-sheet-size` bounds
    /// each side, this the area.
    func spritePixelProblems(_ packed: PackedSheets, theme: ButtonTheme, context: String) -> [Diagnostic] {
        let limit = InputLimits.spritePixels
        var told = Set<String>(), out: [Diagnostic] = []
        for layout in packed.layouts {
            for frame in layout.frames where frame.frame.width * frame.frame.height > limit.value && told.insert(frame.name).inserted {
                out.append(Diagnostic(file: theme.file, path: "buttons.\(frame.name)",
                                      message: "the sprite is \(frame.frame.width)×\(frame.frame.height) px at \(SheetNaming.scaleLabel(layout.scale))\(context), "
                                          + "over \(limit.shown); make the button or its shadow smaller, or render smaller scales" + limit.tag))
            }
        }
        return out
    }

    /// Inset shadow layers, in `states` (the theme's rendered states, computed once: they look at
    /// every button), whose mask (`InsetShadowMask`) would be wider or taller than the sheet
    /// size limit at a rendered scale, or over `InputLimits.blurMaskPixels`: a blur radius or a negative spread that reaches that far is
    /// refused like a sprite over the limit, once per button.
    package func insetShadowProblems(_ prepared: PreparedTheme, states: [ControlState]) -> [Diagnostic] {
        let scales = options.scales ?? prepared.theme.scales, limit = options.packing.maxSheetSize
        let context = prepared.locale.map { " (locale \($0))" } ?? ""
        var out: [Diagnostic] = []
        buttons: for item in prepared.buttons {
            for state in item.drawnStates(states) {
                guard let drawing = item[state]?.drawing else { continue }
                // The masks' extents depend on the rects only, not on the corners.
                for case let .innerShadow(.roundedRect(clip, _, _), .roundedRect(hole, _, _), _, blur, offset) in
                    ButtonScene.insetShadowNodes(drawing.appearance, bounds: drawing.layout.bounds, radius: 0, continuous: false) {
                    for scale in scales {
                        let r = InsetShadowMask.region(clip: clip, hole: hole, offset: offset, blur: blur, scale: scale)
                        if r.width <= Double(limit), r.height <= Double(limit), r.width * r.height > Double(InputLimits.blurMaskPixels.value) {
                            out.append(Diagnostic(file: prepared.theme.file, path: "buttons.\(item.button.name).shadow",
                                                  message: "an inset layer in state \(state.name) would blur a \(Int(r.width))×\(Int(r.height)) px mask at "
                                                      + "\(SheetNaming.scaleLabel(scale))\(context), over \(InputLimits.blurMaskPixels.shown); make its radius "
                                                      + "or spread smaller, or render smaller scales" + InputLimits.blurMaskPixels.tag))
                            continue buttons
                        }
                        guard r.width > Double(limit) || r.height > Double(limit) else { continue }
                        let size = PixelSize(width: Int(r.width.rounded(.up)), height: Int(r.height.rounded(.up)))
                        out.append(Diagnostic(file: prepared.theme.file, path: "buttons.\(item.button.name).shadow",
                                              message: "an inset layer in state \(state.name) would blur a \(Int(r.width))×\(Int(r.height)) px mask at "
                                                  + "\(SheetNaming.scaleLabel(scale))\(context), over the \(limit) px limit of one sheet; make its radius or spread smaller, "
                                                  + (SheetError.raise(to: size, area: InputLimits.blurMaskPixels).map { "render smaller scales or " + $0 }
                                                      ?? "or " + SheetError.smallerScales(size, InputLimits.blurMaskPixels))))
                        continue buttons
                    }
                }
            }
        }
        return out
    }
}
