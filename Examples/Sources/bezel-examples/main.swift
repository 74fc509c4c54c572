import Bezel
import Foundation

// Runs every example of docs/library.md (and of the public API's doc comments) on the repository's
// themes, in a scratch folder holding a copy of themes/, and checks what they return. Exits 1 on
// any failed check or error, 0 when all pass.

let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
let scratch = NSTemporaryDirectory() + "bezel-examples-" + UUID().uuidString
var checks = Checks()
do {
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: repository + "/themes", toPath: scratch + "/themes")
    try FileManager.default.copyItem(atPath: repository + "/samples", toPath: scratch + "/samples")
    guard FileManager.default.changeCurrentDirectoryPath(scratch) else { throw Checks.Failure("cannot enter \(scratch)") }
    try runExamples(&checks)
    try MainActor.assumeIsolated { try runSampleParity(&checks) }
} catch {
    checks.fail("error: \(error)")
}
try? FileManager.default.removeItem(atPath: scratch)
print(checks.summary)
exit(checks.failures.isEmpty ? 0 : 1)

/// Each example once, with checks of what it returned.
func runExamples(_ checks: inout Checks) throws {
    let file = try loadTheme()
    checks.expect(file.theme.name == "ios" && file.themes.filter { $0.accessibility == .standard }.map(\.mode) == [nil, "dark"],
                  "ios.json loads with its dark mode")
    checks.expect(file.themes.map(\.accessibility.folderName) == [nil, "accessibilityExtraExtraExtraLarge", nil, "accessibilityExtraExtraExtraLarge"],
                  "each followed by its accessibility variant")
    checks.expect(file.themes.map(\.identifier) == ["ios", "ios/accessibilityExtraExtraExtraLarge", "ios/dark", "ios/dark/accessibilityExtraExtraExtraLarge"],
                  "each theme of the file named as its output folder")
    let arabicDark = try loadModeAndLocale()
    checks.expect(arabicDark.theme.mode == "dark" && arabicDark.locale == "ar", "material3.json loads in mode dark, locale ar")
    let problems = unknownModeAndButton(file)
    checks.expect(problems.map(\.path) == ["modes", "buttons"] && problems.allSatisfy { $0.file == "themes/ios.json" },
                  "an unknown mode and an unknown button are errors naming the file and JSON path")
    checks.expect(problems.map(\.message) == ["no mode 'sepia' (modes: dark)", "no button 'filledMedum' (did you mean 'filledMedium'?)"],
                  "the errors name the unknown mode and button")

    let (png, image) = try renderButton(file)
    checks.expect(Array(png.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10], "pngData starts with the PNG signature")
    let header = try PNGHeader(data: png)
    // 7 + 20.5 + 7 = 34.5 pt on the @2x pixel grid: 69 px, as UIKit sizes it on a @2x screen.
    checks.expect(header.width == 190 && header.height == 69, "filledMedium@2x is 190 × 69 px (got \(header.width) × \(header.height))")
    checks.expect(image.width == 190 && image.height == 69, "the image is 190 × 69 px")
    checks.expect(image.pixel(x: 101, y: 4) == RGBAColor(red: 0, green: 122, blue: 255), "filledMedium's fill is systemBlue #007AFF")

    let written = try renderFolder(file)
    checks.expect(written.contains("ios/normal@2x.png") && written.contains("ios/dark/manifest.json"), "render(into:) writes every mode's sheets")
    checks.expect(written.allSatisfy { FileManager.default.fileExists(atPath: "out/" + $0) }, "every file named is in out/")

    try renderShard()
    let shards = try shardFiles(count: 2)
    let whole = try ThemeUnits(inputs: ["themes/ios.json"], options: RenderOptions(), output: "out").units
        .flatMap { try ThemeRenderer().render($0, options: RenderOptions()).files }
    let joined = shards.flatMap { $0 }
    checks.expect(shards.allSatisfy { !$0.isEmpty }, "both shards of ios.json draw something")
    checks.expect(Dictionary(joined.map { ($0.path, $0.data) }, uniquingKeysWith: { a, _ in a }) == Dictionary(whole.map { ($0.path, $0.data) }, uniquingKeysWith: { a, _ in a })
                  && joined.count == whole.count, "the two shards' files are one whole render's, byte for byte")

    let (same, states, loose) = try compareImages(png: png)
    checks.expect(same.differingPixels == 0 && same.passes, "an image compared with itself: 0 differing pixels")
    checks.expect(states.differingPixels > 0 && !states.passes, "normal and highlighted sheets differ exactly")
    checks.expect(loose.changedPixels == states.changedPixels && FileManager.default.fileExists(atPath: "diff.png"), "the pixelmatch comparison wrote diff.png")
    var changed = image.rgba
    changed[(4 * 190 + 95) * 4] = 1
    let one = try ImageDifference(expected: image, actual: DecodedImage(width: 190, height: 69, rgba: changed))
    checks.expect(one.differingPixels == 1 && !one.passes, "a copy with one changed pixel: 1 differing pixel")

    try runDocComments(&checks, png: png, image: image)
    try runUIKitExample(&checks)
}

/// The doc comments' examples; `ImageDifference`'s reads expected.png and actual.png.
func runDocComments(_ checks: inout Checks, png: Data, image: DecodedImage) throws {
    try themeFileDocComment()
    try renderIntoDocComment()
    try buttonImageRendererDocComment()
    try png.write(to: URL(fileURLWithPath: "expected.png"))
    try png.write(to: URL(fileURLWithPath: "actual.png"))
    try imageDifferenceDocComment()
    checks.expect(themeJSONSchemaDocComment().hasPrefix("{"), "ThemeJSONSchema.text() is a JSON object")
    checks.expect(appearanceCascadeDocComment()["backgroundColor"] == "#0000ff", "a bare value replaces the appearance's state table")
    checks.expect(appearanceSourcesDocComment() == "appearance.backgroundColor.highlighted", "AppearanceSources names the appearance's highlighted entry")
    checks.expect(runOptionsDocComment().mode == "dark", "RunOptions picks one mode")
    checks.expect(folderTargetDocComment() == "out", "FolderTarget names its folder")
    // render(into:) left each unit's record: the run finds every unit of ios.json up to date.
    let summary = try renderRunDocComment()
    checks.expect(summary.written == 0 && summary.unchanged == 4 && !summary.failed,
                  "RenderRun skips the units render(into:) wrote (got \(summary.written) written, \(summary.unchanged) unchanged)")
}
