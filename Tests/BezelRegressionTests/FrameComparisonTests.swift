import BezelCore
import BezelPNG
import Foundation
import Testing
@testable import BezelRegression

/// A sheet whose layout is not the baseline's (a button added, so the others moved) compared button
/// by button, and the baseline sheet laid out anew around a new button (`record --only-missing`,
/// `record --button`), every other button's baseline pixels kept.
@Suite struct FrameComparisonTests {
    typealias F = RegressionFixture

    /// A 12×4 sheet: cancel at x 0, help at x 4 (grey), save at x 8; `saveChanged` repaints one save pixel.
    static func widerSheet(saveChanged: Bool) -> DecodedImage {
        var image = F.image(width: 12, changed: saveChanged ? [(x: 9, y: 1)] : [])
        for y in 0..<4 { for x in 4..<8 { image = image.pasting(DecodedImage(width: 1, height: 1, rgba: [128, 128, 128, 255]), x: x, y: y) } }
        return image
    }
    static let widerAtlas = F.atlas(width: 12, [("cancel", PixelRect(x: 0, y: 0, width: 4, height: 4)), ("help", PixelRect(x: 4, y: 0, width: 4, height: 4)),
                                               ("save", PixelRect(x: 8, y: 0, width: 4, height: 4))])

    @Test func aNewButtonThatMovesAnotherIsNewAndTheMovedOneIsComparedWhereItIs() throws {
        let f = F(); defer { f.remove() }
        let baseline = try f.write(try F.png(F.image()), to: "shop/normal.png")
        try f.write(F.twoButtons, to: "shop/normal.json")
        let same = SheetVerdictTests.compare(try F.png(Self.widerSheet(saveChanged: false)), baseline: baseline, atlas: Self.widerAtlas)
        #expect(same.status == .sizeMismatch && same.newButtons == ["help"] && same.buttons == ["help"])
        #expect(same.message == "size differs: expected 8×4 px, actual 12×4 px; layout changed: help new (no baseline); save moved, same pixels")
        #expect(same.evidence.map(\.button) == ["help"] && same.evidence[0].isNew && same.evidence[0].expected == nil)
        let changed = SheetVerdictTests.compare(try F.png(Self.widerSheet(saveChanged: true)), baseline: baseline, atlas: Self.widerAtlas)
        #expect(changed.buttons == ["help", "save"] && changed.diffPixels == 1)
        let save = try #require(changed.evidence.last)
        #expect(save.button == "save" && save.differingPixels == 1 && save.change?.maxChannelDelta == 240 && !save.isNew)
        #expect(try PNGDecoder.decode(data: #require(save.expected)) == F.image(width: 4))
        #expect(changed.message.hasPrefix("size differs: expected 8×4 px, actual 12×4 px; layout changed: help new (no baseline); save changed (1 differing pixel); max Δ 240/255"))
        // The report: one NEW card for help, one FAIL card for save, the record command for help.
        var report = RegressionReport(verdicts: [changed], baseline: "baselines", budget: DiffBudget(), comparison: .exact,
                                      comparisonNote: nil, fingerprint: F.fingerprint, fingerprintNotes: [])
        report.themeInputs = ["themes/shop.json"]
        #expect(report.changedButtons.map { "\($0.status.rawValue) \($0.button)" } == ["fail save", "new help"])
        #expect(report.textLines(units: 1, quiet: true).contains(
            "NEW shop/help: no baseline in normal (@1x): record it with 'bezel record themes/shop.json --baseline baselines --button help'"))
        #expect(report.junit.contains("<failure type=\"new\" message=\"new: shop/help has no baseline in shop/normal.png\">record it with "))
    }

    @Test func aBaselineSheetIsLaidOutAnewAroundANewButtonKeepingTheOthersPixels() throws {
        let f = F(); defer { f.remove() }
        // The baseline's save is (10, 40, 200); this render's save has one changed pixel that must not be taken.
        try f.write(try F.png(F.image()), to: "baseline/shop/normal.png")
        try f.write(F.twoButtons, to: "baseline/shop/normal.json")
        let rendered = [OutputFile(path: "shop/normal.png", data: try F.png(Self.widerSheet(saveChanged: true))),
                        OutputFile(path: "shop/normal.json", data: Self.widerAtlas)]
        let recording = BaselineRecording(rendered: rendered, baseline: f.root + "/baseline", options: RecordedOptions(),
                                          fingerprint: F.fingerprint, onlyMissing: true)
        #expect(recording.lines == ["added help to shop/normal.png (the other buttons' baseline pixels moved to the new layout)"])
        #expect(recording.warnings.isEmpty && recording.kept == 0)
        let written = Dictionary(uniqueKeysWithValues: recording.files.map { ($0.path, $0.data) })
        #expect(written["shop/normal.json"] == Self.widerAtlas)
        let sheet = try PNGDecoder.decode(data: #require(written["shop/normal.png"]))
        #expect(sheet == Self.widerSheet(saveChanged: false), "help from the render, cancel and save from the baseline")
        // A baseline that already has every button keeps its sheet.
        try f.write(try F.png(Self.widerSheet(saveChanged: false)), to: "baseline/shop/normal.png")
        try f.write(Self.widerAtlas, to: "baseline/shop/normal.json")
        let again = BaselineRecording(rendered: rendered, baseline: f.root + "/baseline", options: RecordedOptions(),
                                      fingerprint: F.fingerprint, onlyMissing: true)
        #expect(again.lines.isEmpty && again.kept == 2 && !again.files.contains { $0.path.hasPrefix("shop/") })
    }

    @Test func aNewButtonThatWouldTakeAResizedOneAlongIsNotAddedButWarned() throws {
        let f = F(); defer { f.remove() }
        try f.write(try F.png(F.image()), to: "baseline/shop/normal.png")
        try f.write(F.twoButtons, to: "baseline/shop/normal.json")
        let atlas = F.atlas(width: 12, height: 4, [("cancel", PixelRect(x: 0, y: 0, width: 4, height: 4)), ("help", PixelRect(x: 4, y: 0, width: 3, height: 4)),
                                                   ("save", PixelRect(x: 7, y: 0, width: 5, height: 4))])
        let rendered = [OutputFile(path: "shop/normal.png", data: try F.png(F.image(width: 12))), OutputFile(path: "shop/normal.json", data: atlas)]
        let recording = BaselineRecording(rendered: rendered, baseline: f.root + "/baseline", options: RecordedOptions(),
                                          fingerprint: F.fingerprint, onlyMissing: true)
        #expect(recording.lines.isEmpty && !recording.files.contains { $0.path.hasPrefix("shop/") })
        #expect(recording.warnings == ["warning: shop/normal.png: help not added: the new layout would also take save from this render "
                                       + "(its size changed); verify and approve, or record it with --button"])
    }
}
