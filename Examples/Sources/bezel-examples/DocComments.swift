import Bezel
import Foundation

// The ```swift examples of the public API's doc comments (Sources/Bezel*), compiled and run here;
// the test LibraryDocExamplesTests fails when one of them is not found in this package.

/// `ThemeFile`.
func themeFileDocComment() throws {
    let file = try ThemeFile(contentsOfFile: "themes/ios.json")
    for warning in file.warnings { print(warning) }
}

/// `ThemeFile.render(into:)`.
func renderIntoDocComment() throws {
    let file = try ThemeFile(contentsOfFile: "themes/ios.json")
    let written = try file.render(into: "out")
    print(written.count, "files, e.g.", written[0])
}

/// `ButtonImageRenderer`.
func buttonImageRendererDocComment() throws {
    let file = try ThemeFile(contentsOfFile: "themes/ios.json")
    let renderer = try ButtonImageRenderer(theme: file, scale: 2)
    let png = try renderer.pngData(forButton: "filledMedium", state: .highlighted)
    let image = try renderer.image(forButton: "filledMedium")
    print(image.width, image.height, png.count)
}

/// `ImageDifference` (run where expected.png and actual.png exist).
func imageDifferenceDocComment() throws {
    let expected = try Data(contentsOf: URL(fileURLWithPath: "expected.png"))
    let actual = try Data(contentsOf: URL(fileURLWithPath: "actual.png"))
    let exact = try ImageDifference(expected: expected, actual: actual)
    let loose = try ImageDifference(expected: expected, actual: actual,
                                    method: .pixelmatch(threshold: 0.1), maxDifferingPixels: 10)
    let diffPNG = try loose.diffImage.pngData()
    print(exact.differingPixels, loose.passes, diffPNG.count)
}

/// `ThemeJSONSchema`.
func themeJSONSchemaDocComment() -> String {
    let text = ThemeJSONSchema.text()   // the bytes of schema/bezel-theme.schema.json
    return text
}

/// `AppearanceCascade`.
func appearanceCascadeDocComment() -> JSONObject {
    let below = JSONObject([("backgroundColor", ["normal": "red", "highlighted": "green"])])
    let button = JSONObject([("backgroundColor", "#0000ff")])
    let merged = AppearanceCascade.button(below, overlay: button)  // backgroundColor "#0000ff": blue in every state
    return merged
}

/// `AppearanceSources`.
func appearanceSourcesDocComment() -> String? {
    let doc = JSONObject([("appearance", ["backgroundColor": ["highlighted": "green"]]),
                          ("buttons", ["ok": ["backgroundColor": ["normal": "blue"]]])])
    let sources = AppearanceSources(document: doc, button: "ok", type: .custom)
    let path = sources.path("backgroundColor", state: .highlighted)  // "appearance.backgroundColor.highlighted"
    return path
}

/// `RunOptions`.
func runOptionsDocComment() -> RunOptions {
    var run = RunOptions()
    run.mode = "dark"
    return run
}

/// `FolderTarget`.
func folderTargetDocComment() -> String {
    let target = FolderTarget("out")
    print(target.root)
    return target.root
}

/// `RenderRun`.
func renderRunDocComment() throws -> RunSummary {
    let run = RenderRun(options: RenderOptions())
    let units = run.units(of: ["themes/ios.json"], output: "out")
    let summary = try run.write(units.units, into: FolderTarget("out"), inputs: ["themes/ios.json"])
    print(summary.written, "units written")
    return summary
}
