import BezelRaster
import BezelCore
import Foundation

extension ButtonImages {
    /// `--format android`: `res/drawable-<density>/<button>_<state>.png` (`.9.png` for stretchable
    /// buttons, with their caps as stretch markers and their content insets as padding markers)
    /// and `res/drawable/<button>.xml` state lists (`AndroidResources` has the names and the XML),
    /// paths relative to the theme's output folder; and the warnings (scales without a density,
    /// renamed buttons, content insets that do not fit a nine-patch, and the shadow around a
    /// button, which its drawables hold and Android cannot mark: one per button and scale).
    func androidResources() throws -> ([OutputFile], [String]) {
        var (kept, warnings) = scales(allowed: { AndroidResources.density(scale: $0) != nil }, format: "android")
        var buttonStates: [String: [ControlState]] = [:]
        for button in theme.buttons { buttonStates[button.name] = states(of: button) }
        let (names, notes) = AndroidResources.baseNames(buttonStates)
        warnings += notes
        kept.sort()
        var files: [OutputFile] = []
        let root = AndroidResources.folder + "/"
        for button in theme.buttons {
            let base = names[button.name]!
            for state in buttonStates[button.name]! {
                let name = base + "_" + AndroidResources.stateSuffix(state)
                for scale in kept {
                    var image = try image(button, state, scale: scale)
                    var file = name + ".png"
                    let margin = margin(button, scale: scale)
                    if let m = margins[button.name], !m.isZero {
                        let note = "android: \(button.name): the drawables include the layer shadow (\(m.left), \(m.top), "
                            + "\(m.right), \(m.bottom) dp beyond the left, top, right, bottom of the button, rounded up to whole "
                            + "pixels); Android drawables have no alignment insets: offset the view by them"
                            + (caps(button, scale: scale) == nil ? "" : " (the nine-patch's padding already holds them)")
                        if !warnings.contains(note) { warnings.append(note) }
                    }
                    if let caps = shifted(caps(button, scale: scale), by: margin) {
                        var padding: NineSliceBorders? = shifted(NineSliceBorders(capInsets: contentInsets(button), scale: scale), by: margin)
                        if !NinePatch.fits(padding!, in: PixelSize(width: image.width, height: image.height)) {
                            padding = nil
                            let note = "android: \(button.name): content insets do not fit the \(SheetNaming.scaleLabel(scale)) nine-patch; it has no padding markers"
                            if !warnings.contains(note) { warnings.append(note) }
                        }
                        image = NinePatch.image(image, caps: caps, padding: padding)
                        file = name + ".9.png"
                    }
                    let folder = "drawable-" + AndroidResources.density(scale: scale)!
                    files.append(OutputFile(path: root + folder + "/" + file, data: try image.pngData()))
                }
            }
            let xml = AndroidResources.selectorXML(button: button.name, base: base, states: buttonStates[button.name]!)
            files.append(OutputFile(path: root + "drawable/" + base + ".xml", data: Data(xml.utf8)))
        }
        return (files, warnings)
    }
}
