import BezelCore
import Foundation

extension ButtonImages {
    /// `--format xcassets`: `<Theme>.xcassets/` with one image set per button and rendered state
    /// (`AssetCatalog` has the names and the `Contents.json` texts), paths relative to the theme's
    /// output folder; and the warnings (scales other than 1, 2, 3 are skipped). An image with a
    /// shadow around the button gets the shadow's pixels as its `alignment-insets` (Auto Layout then
    /// aligns the button's bounds), and its caps grow by them.
    func assetCatalog() throws -> ([OutputFile], [String]) {
        let (kept, warnings) = scales(allowed: AssetCatalog.scales.contains, format: "xcassets")
        let root = AssetCatalog.folderName(theme: theme.name)
        var files = [OutputFile(path: root + "/Contents.json", data: Data(AssetCatalog.catalogContents.utf8))]
        for button in theme.buttons {
            for state in states(of: button) {
                let set = root + "/" + AssetCatalog.imageSetName(button: button.name, state: state) + ".imageset/"
                var entries: [AssetCatalog.Image] = []
                for scale in kept.sorted() {
                    let image = try image(button, state, scale: scale)
                    let name = AssetCatalog.imageFileName(button: button.name, state: state, scale: scale)
                    files.append(OutputFile(path: set + name, data: try image.pngData()))
                    entries.append(AssetCatalog.Image(filename: name, scale: scale,
                                                      pixelSize: PixelSize(width: image.width, height: image.height),
                                                      caps: shifted(caps(button, scale: scale), by: margin(button, scale: scale)),
                                                      alignmentInsets: margin(button, scale: scale)))
                }
                files.append(OutputFile(path: set + "Contents.json", data: Data(AssetCatalog.imageSetContents(entries).utf8)))
            }
        }
        return (files, warnings)
    }

    /// `caps` grown by `margin` (the shadow lies in the fixed borders), or `caps` without a margin.
    func shifted(_ caps: NineSliceBorders?, by margin: NineSliceBorders?) -> NineSliceBorders? {
        guard var c = caps, let m = margin else { return caps }
        c.left += m.left; c.top += m.top; c.right += m.right; c.bottom += m.bottom
        return c
    }
}
