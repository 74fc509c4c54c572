import BezelCore
import Foundation

extension ButtonImages {
    /// `--format xcassets`: `<Theme>.xcassets/` with one image set per button and rendered state
    /// (`AssetCatalog` has the names and the `Contents.json` texts), paths relative to the theme's
    /// output folder; and the warnings (scales other than 1, 2, 3 are skipped). An image with a
    /// shadow around the button gets the shadow's pixels as its `alignment-insets` (Auto Layout then
    /// aligns the button's bounds), and its caps grow by them. Each appearance variant (Dark Mode,
    /// Increase Contrast) adds its images to the same image sets, marked with their `appearances`.
    func assetCatalog(variants: [Variant] = []) throws -> ([OutputFile], [String]) {
        var (kept, warnings) = scales(allowed: AssetCatalog.scales.contains, format: "xcassets")
        kept.sort()
        let root = AssetCatalog.folderName(theme: theme.name)
        var files = [OutputFile(path: root + "/Contents.json", data: Data(AssetCatalog.catalogContents.utf8))]
        for button in theme.buttons {
            for state in states(of: button) {
                let set = root + "/" + AssetCatalog.imageSetName(button: button.name, state: state) + ".imageset/"
                var entries = try catalogImages(button, state, scales: kept, appearance: nil, into: set, files: &files)
                for variant in variants {
                    guard let other = variant.images.theme.button(named: button.name),
                          variant.images.states(of: other).contains(state) else { continue }
                    let scales = variant.images.scales.filter(AssetCatalog.scales.contains).sorted()
                    entries += try variant.images.catalogImages(other, state, scales: scales, appearance: variant.appearance,
                                                                into: set, files: &files)
                }
                files.append(OutputFile(path: set + "Contents.json", data: Data(AssetCatalog.imageSetContents(entries).utf8)))
            }
        }
        for variant in variants {
            for other in variant.images.theme.buttons {
                let light = theme.button(named: other.name).map(states(of:)) ?? []
                for state in variant.images.states(of: other) where !light.contains(state) {
                    warnings.append("xcassets: \(variant.images.theme.modeDescription) draws \(other.name) \(state.name), "
                                    + "which the base theme does not: it has no image set")
                }
            }
        }
        return (files, warnings)
    }

    /// The images of `button` in `state` at `scales` in `appearance` (nil: any), added to `files`
    /// in the image set folder `set`, and their `Contents.json` entries.
    func catalogImages(_ button: ButtonModel, _ state: ControlState, scales: [Double], appearance: ImageAppearance?,
                       into set: String, files: inout [OutputFile]) throws -> [AssetCatalog.Image] {
        try scales.map { scale in
            let image = try image(button, state, scale: scale)
            let name = AssetCatalog.imageFileName(button: button.name, state: state, scale: scale, appearance: appearance)
            files.append(OutputFile(path: set + name, data: try image.pngData()))
            return AssetCatalog.Image(filename: name, scale: scale, pixelSize: PixelSize(width: image.width, height: image.height),
                                      caps: shifted(caps(button, scale: scale), by: margin(button, scale: scale)),
                                      alignmentInsets: margin(button, scale: scale), appearance: appearance)
        }
    }

    /// `caps` grown by `margin` (the shadow lies in the fixed borders), or `caps` without a margin.
    func shifted(_ caps: NineSliceBorders?, by margin: NineSliceBorders?) -> NineSliceBorders? {
        guard let c = caps, let m = margin else { return caps }
        return c.grown(by: m)
    }
}
