import BezelCore
import BezelPNG
import Foundation
import Testing
@testable import BezelRegression

/// `SheetVerdict.compare`: one rendered sheet against its baseline file, as `bezel verify` judges it.
@Suite struct SheetVerdictTests {
    typealias F = RegressionFixture

    /// `SheetVerdict.compare` of `actual` against `baseline`, the rendered atlas written beside the
    /// baseline first when it has none there (as `record` writes it) unless `baselineAtlas` is false.
    static func compare(_ actual: Data, baseline: String, atlas: Data? = F.twoButtons, baselineAtlas: Bool = true, budget: DiffBudget = DiffBudget(),
                        comparison: PixelComparison = .exact, limit: PixelLimit = PixelLimit()) -> SheetVerdict {
        if baselineAtlas { withAtlas(baseline, atlas) }
        return SheetVerdict.compare(OutputFile(path: "shop/normal.png", data: actual), baselinePath: baseline, atlas: atlas,
                                    budget: budget, comparison: comparison, limit: limit)
    }

    /// Writes `atlas` beside the baseline sheet `baseline` when that exists and has none, as `record` does.
    static func withAtlas(_ baseline: String, _ atlas: Data?) {
        let path = String(baseline.dropLast(4)) + ".json"
        guard let atlas, FileManager.default.fileExists(atPath: baseline), !FileManager.default.fileExists(atPath: path) else { return }
        try? atlas.write(to: URL(fileURLWithPath: path))
    }

    /// Issue 43, item 12: a sheet whose pixels are the baseline's still fails when its atlas is
    /// not the baseline's (another value, or none), naming the atlas and the first difference.
    @Test func anAtlasThatIsNotTheBaselinesFailsTheSheet() throws {
        let f = F(); defer { f.remove() }
        let png = try F.png(F.image())
        let baseline = try f.write(png, to: "normal.png")
        let atlas = String(decoding: F.twoButtons, as: UTF8.self)
        let tampered = Data(atlas.replacingOccurrences(of: "\"save\"", with: "\"keep\"").utf8)
        #expect(tampered != F.twoButtons)
        try tampered.write(to: URL(fileURLWithPath: f.root + "/normal.json"))
        let v = SheetVerdict.compare(OutputFile(path: "shop/normal.png", data: png), baselinePath: baseline, atlas: F.twoButtons,
                                     budget: DiffBudget(), comparison: .exact, limit: PixelLimit())
        #expect(v.status == .fail, "\(v.message)")
        #expect(v.message.hasPrefix("the same pixels, but its atlas \(f.root)/normal.json is not the rendered one, first at frames."), "\(v.message)")
        try FileManager.default.removeItem(atPath: f.root + "/normal.json")
        let missing = SheetVerdict.compare(OutputFile(path: "shop/normal.png", data: png), baselinePath: baseline, atlas: F.twoButtons,
                                           budget: DiffBudget(), comparison: .exact, limit: PixelLimit())
        #expect(missing.status == .fail && missing.message.contains("its atlas \(f.root)/normal.json is missing"), "\(missing.message)")
        Self.withAtlas(baseline, F.twoButtons)
        #expect(Self.compare(png, baseline: baseline).status == .pass)
        // A baseline atlas whose frame lies outside its sheet describes another sheet: bad input, not a crash.
        try FileManager.default.removeItem(atPath: f.root + "/normal.json")
        try F.atlas(width: 10, [("cancel", PixelRect(x: 0, y: 0, width: 4, height: 4)), ("save", PixelRect(x: 6, y: 0, width: 4, height: 4))])
            .write(to: URL(fileURLWithPath: f.root + "/normal.json"))
        let outside = Self.compare(try F.png(F.image(changed: [(x: 5, y: 2)])), baseline: baseline)
        #expect(outside.refusal == "\(f.root)/normal.json: the frame of save (6, 0, 4×4) does not lie in its 8×4 px sheet; record the baseline again",
                "\(outside.refusal ?? outside.message)")
    }

    @Test func identicalBytesPassWithoutDecodingTheBaseline() throws {
        let f = F(); defer { f.remove() }
        let png = try F.png(F.image())
        let v = Self.compare(png, baseline: try f.write(png, to: "normal.png"))
        #expect(v.status == .pass && v.message == "identical")
        #expect(v.diffPixels == 0 && v.changedPixels == 0 && v.totalPixels == 32 && !v.withinTolerance)
        #expect(v.expected == png && v.actual == png && v.diff == nil && v.refusal == nil)
    }

    @Test func aRenderedSheetIsInflatedAtMostOnce() throws {
        let f = F(); defer { f.remove() }
        let png = try F.png(F.image())
        final class Count: @unchecked Sendable { var value = 0 }
        func counting(_ count: Count) -> (Data) throws -> DecodedImage {
            { data in count.value += 1; return try PNGDecoder.decode(data: data) }
        }
        // The baseline's own bytes: identical from the header alone, nothing inflated.
        let same = Count()
        Self.withAtlas(try f.write(png, to: "normal.png"), F.twoButtons)
        let identical = SheetVerdict.compare(OutputFile(path: "shop/normal.png", data: png), baselinePath: try f.write(png, to: "normal.png"),
                                             atlas: F.twoButtons, budget: DiffBudget(), comparison: .exact, limit: PixelLimit(), decode: counting(same))
        #expect(identical.message == "identical" && identical.totalPixels == 32 && same.value == 0)
        // Other pixels: the rendered sheet inflated once.
        let changed = Count()
        let failed = SheetVerdict.compare(OutputFile(path: "shop/normal.png", data: try F.png(F.image(changed: [(x: 5, y: 2)]))),
                                          baselinePath: f.root + "/normal.png", atlas: F.twoButtons, budget: DiffBudget(), comparison: .exact,
                                          limit: PixelLimit(), decode: counting(changed))
        #expect(failed.status == .fail && changed.value == 1)
    }

    @Test func samePixelsInOtherBytesPass() throws {
        let f = F(); defer { f.remove() }
        let actual = try F.png(F.image()), expected = try F.otherBytes(F.image())
        #expect(actual != expected)
        let v = Self.compare(actual, baseline: try f.write(expected, to: "normal.png"))
        #expect(v.status == .pass && v.message == "same pixels, other PNG bytes")
        #expect(v.changedPixels == 0 && !v.withinTolerance && v.buttons.isEmpty)
    }

    @Test func oneChangedPixelFailsWithTheExactCountAndTheButtonFromTheAtlas() throws {
        let f = F(); defer { f.remove() }
        let baseline = try f.write(try F.png(F.image()), to: "normal.png")
        let v = Self.compare(try F.png(F.image(changed: [(x: 5, y: 2)])), baseline: baseline)
        #expect(v.status == .fail)
        #expect(v.diffPixels == 1 && v.changedPixels == 1 && v.totalPixels == 32)
        #expect(v.buttons == ["save"])
        // How much it changed: (10, 40, 200) → (250, 40, 200), the red channel by 240.
        let over = CIEDE2000.difference(CIELab(rgba: (10, 40, 200, 255)), CIELab(rgba: (250, 40, 200, 255)))
        #expect(v.message == "1 differing pixel (ratio 0.031250, budget 0 pixels) in button save; "
                + "max Δ 240/255, mean Δ 240.0, ΔE00 \(String(format: "%.2f", over)) (#0A28C8 → #FA28C8)")
        #expect(v.change?.maxChannelDelta == 240 && v.change?.pixels == 1 && v.change?.deltaE == over)
        #expect(v.evidence.map(\.button) == ["save"] && v.evidence.first?.change == v.change && v.newButtons.isEmpty)
        // The diff image: the changed pixel pure red, the rest a faded grey copy (r = g = b).
        let diff = try PNGDecoder.decode(data: try #require(v.diff))
        #expect(Array(diff.rgba[4 * (2 * 8 + 5) ..< 4 * (2 * 8 + 5) + 4]) == [255, 0, 0, 255])
        #expect(diff.rgba[0] == diff.rgba[1] && diff.rgba[1] == diff.rgba[2])
    }

    @Test func changesInBothButtonsNameBothAndAWithinBudgetChangePassesWithinTolerance() throws {
        let f = F(); defer { f.remove() }
        let baseline = try f.write(try F.png(F.image()), to: "normal.png")
        let actual = try F.png(F.image(changed: [(x: 0, y: 0), (x: 7, y: 3)]))
        let failed = Self.compare(actual, baseline: baseline)
        #expect(failed.status == .fail && failed.buttons == ["cancel", "save"] && failed.diffPixels == 2)
        #expect(failed.frameNames == ["cancel", "save"])
        #expect(failed.message.contains(" in buttons cancel, save; max Δ 240/255, mean Δ 240.0, ΔE00 "))
        var budget = DiffBudget()
        budget.maxDiffPixels = 2
        let tolerated = Self.compare(actual, baseline: baseline, budget: budget)
        #expect(tolerated.status == .pass && tolerated.withinTolerance && tolerated.changedPixels == 2)
        #expect(tolerated.message.hasPrefix("2 pixels differ, within budget 2 pixels in buttons cancel, save; max Δ 240/255"))
        #expect(tolerated.evidence.map(\.differingPixels) == [1, 1] && tolerated.change?.pixels == 2)
    }

    @Test func aMissingBaselineIsMissingAndNamesThePath() throws {
        let f = F(); defer { f.remove() }
        let path = f.root + "/shop/normal.png"
        let v = Self.compare(try F.png(F.image()), baseline: path)
        #expect(v.status == .missing && v.expected == nil)
        #expect(v.width == 8 && v.height == 4)
        #expect(v.message == "missing baseline \(path) (record it with 'bezel record … --only-missing')")
    }

    @Test func aSizeMismatchNamesBothSizesAndTheFramesThatMoved() throws {
        let f = F(); defer { f.remove() }
        let baseline = try f.write(try F.png(F.image(width: 8)), to: "normal.png")
        try f.write(F.twoButtons, to: "normal.json")
        let wider = F.atlas(width: 10, [("cancel", PixelRect(x: 0, y: 0, width: 4, height: 4)),
                                        ("save", PixelRect(x: 6, y: 0, width: 4, height: 4))])
        // save moved with the same pixels: not a change of save, but the sheet's layout is not the baseline's.
        let v = Self.compare(try F.png(F.image(width: 10)), baseline: baseline, atlas: wider)
        #expect(v.status == .sizeMismatch && v.buttons.isEmpty && v.evidence.isEmpty)
        #expect(v.message == "size differs: expected 8×4 px, actual 10×4 px; layout changed: save moved, same pixels")
        // Without the baseline's atlas no frame is named.
        try FileManager.default.removeItem(atPath: f.root + "/normal.json")
        let unnamed = Self.compare(try F.png(F.image(width: 10)), baseline: baseline, atlas: wider, baselineAtlas: false)
        #expect(unnamed.status == .sizeMismatch && unnamed.buttons.isEmpty)
        #expect(unnamed.message == "size differs: expected 8×4 px, actual 10×4 px")
    }

    @Test func aBaselineThatIsAFolderOrOverThePixelLimitIsRefused() throws {
        let f = F(); defer { f.remove() }
        try FileManager.default.createDirectory(atPath: f.root + "/normal.png", withIntermediateDirectories: true)
        let folder = Self.compare(try F.png(F.image()), baseline: f.root + "/normal.png")
        #expect(folder.status == .fail && folder.refusal?.contains(f.root + "/normal.png") == true)
        let baseline = try f.write(try F.png(F.image()), to: "big.png")
        let limited = Self.compare(try F.png(F.image(changed: [(x: 1, y: 1)])), baseline: baseline, limit: PixelLimit(maxPixels: 31))
        #expect(limited.status == .fail)
        #expect(limited.refusal?.contains("--max-pixels raises it") == true, "\(limited.refusal ?? "nil")")
    }
}
