import BezelRaster
import BezelCore
import Foundation

extension ButtonImages {
    /// `--format android`: `res/drawable-<density>/<button>_<state>.png` (`.9.png` for stretchable
    /// buttons, with their caps as stretch markers and their content insets as padding markers)
    /// and `res/drawable/<button>.xml` state lists (`AndroidResources` has the names and the XML);
    /// a button whose background image has cap insets also has its panel's nine-patches
    /// (`<button>_<state>_background.9.png`) and their state list (`<button>_background.xml`),
    /// paths relative to the theme's output folder; a Dark Mode variant's images with the same
    /// names in `res/drawable-night-<density>/`; and the warnings (scales without a density,
    /// renamed buttons, content insets that do not fit a nine-patch, the shadow around a button,
    /// which its drawables hold and Android cannot mark, and variants Android has no qualifier or
    /// no light image for).
    func androidResources(variants: [Variant] = []) throws -> ([OutputFile], [String]) {
        var (kept, warnings) = scales(allowed: { AndroidResources.density(scale: $0) != nil }, format: "android")
        var buttonStates: [String: [ControlState]] = [:]
        for button in theme.buttons { buttonStates[button.name] = states(of: button) }
        let panels = Set(theme.buttons.filter { buttons[$0.name]?.panel != nil }.map(\.name))
        let (names, notes) = AndroidResources.baseNames(buttonStates, panels: panels)
        warnings += notes
        kept.sort()
        var files: [OutputFile] = []
        for button in theme.buttons {
            // Every button has its states and a base name (`baseNames` names each key of `buttonStates`).
            guard let base = names[button.name], let ownStates = buttonStates[button.name] else { continue }
            for state in ownStates {
                for scale in kept {
                    files.append(try drawable(button, state, scale: scale, name: base + "_" + AndroidResources.stateSuffix(state),
                                              qualifier: nil, warnings: &warnings))
                }
            }
            let xml = AndroidResources.selectorXML(button: button.name, base: base, states: ownStates)
            files.append(OutputFile(path: AndroidResources.folder + "/drawable/" + base + ".xml", data: Data(xml.utf8)))
            if panels.contains(button.name) {
                files += try panelDrawables(button, base: base, states: ownStates, scales: kept, qualifier: nil, warnings: &warnings)
                let xml = AndroidResources.selectorXML(button: button.name, base: base, states: ownStates, background: true)
                files.append(OutputFile(path: AndroidResources.folder + "/drawable/" + base + AndroidResources.backgroundSuffix + ".xml",
                                        data: Data(xml.utf8)))
            }
        }
        for variant in variants {
            files += try variant.androidDrawables(names: names, states: buttonStates, warnings: &warnings)
        }
        return (files, warnings)
    }

    /// The nine-patches of `button`'s panel (base name `base`) in `states` at `scales`:
    /// `res/drawable[-<qualifier>]-<density>/<base>_<state>_background.9.png`.
    func panelDrawables(_ button: ButtonModel, base: String, states: [ControlState], scales: [Double], qualifier: String?,
                        warnings: inout [String]) throws -> [OutputFile] {
        var files: [OutputFile] = []
        for state in states {
            for scale in scales {
                let name = base + "_" + AndroidResources.stateSuffix(state) + AndroidResources.backgroundSuffix
                files.append(try drawable(button, state, scale: scale, name: name, qualifier: qualifier, warnings: &warnings, panel: true))
            }
        }
        return files
    }

    /// One drawable of `button` in `state` at `scale`: `res/drawable[-<qualifier>]-<density>/<name>.png`,
    /// or a nine-patch `.9.png` when the button is stretchable or the drawable is its `panel`.
    func drawable(_ button: ButtonModel, _ state: ControlState, scale: Double, name: String, qualifier: String?,
                  warnings: inout [String], panel: Bool = false) throws -> OutputFile {
        var image = panel ? try panelImage(button, state, scale: scale) : try image(button, state, scale: scale)
        var file = name + ".png"
        let margin = margin(button, scale: scale)
        if let m = buttons[button.name]?.margin, !m.isZero {
            let note = "android: \(button.name): the drawables include the layer shadow (\(m.left), \(m.top), "
                + "\(m.right), \(m.bottom) dp beyond the left, top, right, bottom of the button, rounded up to whole "
                + "pixels); Android drawables have no alignment insets: offset the view by them"
                + (caps(button, scale: scale) == nil && !panel ? "" : " (the nine-patch's padding already holds them)")
            if !warnings.contains(note) { warnings.append(note) }
        }
        if let caps = shifted(panel ? panelCaps(button, scale: scale) : caps(button, scale: scale), by: margin) {
            var padding: NineSliceBorders? = shifted(NineSliceBorders(capInsets: button.contentInsets, scale: scale), by: margin)
            if !NinePatch.fits(padding!, in: PixelSize(width: image.width, height: image.height)) {
                padding = nil
                let note = "android: \(button.name): content insets do not fit the \(SheetNaming.scaleLabel(scale)) nine-patch; it has no padding markers"
                if !warnings.contains(note) { warnings.append(note) }
            }
            image = NinePatch.image(image, caps: caps, padding: padding)
            file = name + ".9.png"
        }
        let folder = ["drawable", qualifier, AndroidResources.density(scale: scale)].compactMap { $0 }.joined(separator: "-")
        return OutputFile(path: AndroidResources.folder + "/" + folder + "/" + file, data: try image.pngData())
    }
}

extension ButtonImages.Variant {
    /// The variant's drawables under its qualifier (`drawable-night-<density>/`), named as the base
    /// theme's (`names`, by button) for the states the base draws (`states`): the base's state lists
    /// pick them up. A variant Android has no qualifier for, and images the base has no name for,
    /// are left out with a warning.
    func androidDrawables(names: [String: String], states: [String: [ControlState]],
                          warnings: inout [String]) throws -> [OutputFile] {
        let mode = images.theme.modeDescription
        guard let qualifier = appearance.androidQualifier else {
            warnings.append("android: \(mode) (\(appearance.rawValue)) has no Android resource qualifier; its images are not written")
            return []
        }
        let kept = images.scales.filter { AndroidResources.density(scale: $0) != nil }.sorted()
        var files: [OutputFile] = []
        for button in images.theme.buttons {
            for state in images.states(of: button) {
                guard let base = names[button.name], states[button.name]?.contains(state) == true else {
                    warnings.append("android: \(mode) draws \(button.name) \(state.name), which the base theme does not: left out")
                    continue
                }
                for scale in kept {
                    files.append(try images.drawable(button, state, scale: scale, name: base + "_" + AndroidResources.stateSuffix(state),
                                                     qualifier: qualifier, warnings: &warnings))
                }
                if images.buttons[button.name]?.panel != nil {
                    files += try images.panelDrawables(button, base: base, states: [state], scales: kept, qualifier: qualifier, warnings: &warnings)
                }
            }
        }
        return files
    }
}
