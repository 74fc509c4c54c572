import BezelCore
import Foundation

extension ButtonImages {
    /// `--format xcassets`: `<Theme>.xcassets/` with one image set per button and rendered state
    /// (`AssetCatalog` has the names and the `Contents.json` texts), paths relative to the theme's
    /// output folder; and the warnings (scales other than 1, 2, 3 are skipped). An image with a
    /// shadow around the button gets the shadow's pixels as its `alignment-insets` (Auto Layout then
    /// aligns the button's bounds), and its caps grow by them. Each appearance variant (Dark Mode,
    /// Increase Contrast) adds its images to the same image sets, marked with their `appearances`.
    /// Hover looks have no image set (UIKit has no hover state), with a warning. A button whose
    /// background image has cap insets also has its panel's image sets (`addPanelSet`).
    func assetCatalog(variants: [Variant] = []) throws -> ([OutputFile], [String]) {
        var (kept, warnings) = scales(allowed: AssetCatalog.scales.contains, format: "xcassets")
        kept.sort()
        let root = AssetCatalog.folderName(theme: theme.name)
        var files = [OutputFile(path: root + "/Contents.json", data: Data(AssetCatalog.catalogContents.utf8))]
        let hovering = theme.buttons.filter { states(of: $0).contains { $0.contains(.hover) } }.map(\.name)
        if !hovering.isEmpty {
            warnings.append("xcassets: the hover looks of \(hovering.joined(separator: ", ")) are not written: UIKit has no hover state "
                            + "(on iPadOS the pointer's hover effect is drawn over the button's current image)")
        }
        for button in theme.buttons {
            for state in states(of: button) where !state.contains(.hover) {
                let set = root + "/" + AssetCatalog.imageSetName(button: button.name, state: state, variant: catalogVariant) + ".imageset/"
                var entries = try catalogImages(button, state, scales: kept, appearance: nil, into: set, files: &files, variant: catalogVariant)
                for variant in variants {
                    guard let other = variant.images.theme.button(named: button.name),
                          variant.images.states(of: other).contains(state) else { continue }
                    let scales = variant.images.scales.filter(AssetCatalog.scales.contains).sorted()
                    entries += try variant.images.catalogImages(other, state, scales: scales, appearance: variant.appearance,
                                                                into: set, files: &files, variant: catalogVariant)
                }
                files.append(OutputFile(path: set + "Contents.json", data: Data(AssetCatalog.imageSetContents(entries).utf8)))
                if buttons[button.name]?.panel != nil {
                    try addPanelSet(button, state, scales: kept, variants: variants, root: root, files: &files)
                }
            }
        }
        for variant in variants {
            for other in variant.images.theme.buttons {
                let light = theme.button(named: other.name).map(states(of:)) ?? []
                for state in variant.images.states(of: other) where !light.contains(state) && !state.contains(.hover) {
                    warnings.append("xcassets: \(variant.images.theme.modeDescription) draws \(other.name) \(state.name), "
                                    + "which the base theme does not: it has no image set")
                }
            }
        }
        return (files, warnings)
    }

    /// `<button>-<state>-background.imageset`: the panel of `button` in `state` at `scales`, and
    /// the panels of the appearance variants that draw it, each image with its slicing.
    func addPanelSet(_ button: ButtonModel, _ state: ControlState, scales: [Double], variants: [Variant], root: String,
                     files: inout [OutputFile]) throws {
        let set = root + "/" + AssetCatalog.backgroundImageSetName(button: button.name, state: state, variant: catalogVariant) + ".imageset/"
        var entries = try catalogImages(button, state, scales: scales, appearance: nil, into: set, files: &files, panel: true,
                                        variant: catalogVariant)
        for variant in variants {
            guard let other = variant.images.theme.button(named: button.name), variant.images.buttons[other.name]?.panel != nil,
                  variant.images.states(of: other).contains(state) else { continue }
            let scales = variant.images.scales.filter(AssetCatalog.scales.contains).sorted()
            entries += try variant.images.catalogImages(other, state, scales: scales, appearance: variant.appearance,
                                                        into: set, files: &files, panel: true, variant: catalogVariant)
        }
        files.append(OutputFile(path: set + "Contents.json", data: Data(AssetCatalog.imageSetContents(entries).utf8)))
    }

    /// The images of `button` in `state` at `scales` in `appearance` (nil: any) — its panel's, with
    /// `panel` —, added to `files` in the image set folder `set` (of the catalog of the accessibility
    /// variant `variant`), and their `Contents.json` entries.
    func catalogImages(_ button: ButtonModel, _ state: ControlState, scales: [Double], appearance: ImageAppearance?,
                       into set: String, files: inout [OutputFile], panel: Bool = false,
                       variant: String?) throws -> [AssetCatalog.Image] {
        try scales.map { scale in
            let image = panel ? try panelImage(button, state, scale: scale) : try image(button, state, scale: scale)
            let name = AssetCatalog.imageFileName(button: button.name, state: state, scale: scale, appearance: appearance, background: panel,
                                                  variant: variant)
            files.append(OutputFile(path: set + name, data: try image.pngData()))
            let caps = panel ? panelCaps(button, scale: scale) : caps(button, scale: scale)
            return AssetCatalog.Image(filename: name, scale: scale, pixelSize: PixelSize(width: image.width, height: image.height),
                                      caps: shifted(caps, by: margin(button, scale: scale)),
                                      alignmentInsets: margin(button, scale: scale), appearance: appearance)
        }
    }

    /// The accessibility variant whose catalog this is (its folder name), which its image sets name:
    /// nil for the theme itself. An appearance variant's images join the base's sets under their names.
    var catalogVariant: String? { theme.accessibility.folderName }

    /// `caps` grown by `margin` (the shadow lies in the fixed borders), or `caps` without a margin.
    func shifted(_ caps: NineSliceBorders?, by margin: NineSliceBorders?) -> NineSliceBorders? {
        guard let c = caps, let m = margin else { return caps }
        return c.grown(by: m)
    }
}
