import BezelCore
import Foundation
import Testing
@testable import BezelRegression

/// `BaselineRecording`: which files `bezel record` writes into a baseline folder.
@Suite struct BaselineRecordingTests {
    typealias F = RegressionFixture

    static let rendered = [OutputFile(path: "shop/normal.png", data: Data([1])), OutputFile(path: "shop/normal.json", data: Data([2])),
                           OutputFile(path: "shop/highlighted.png", data: Data([3]))]

    @Test func aFullRecordWritesEveryFileTheFingerprintAndTheOptions() {
        let f = F(); defer { f.remove() }
        let options = RecordedOptions(scales: [2])
        let r = BaselineRecording(rendered: Self.rendered, baseline: f.root, options: options, fingerprint: F.fingerprint, onlyMissing: false)
        #expect(r.files.map(\.path) == ["shop/normal.png", "shop/normal.json", "shop/highlighted.png", "fingerprint.json", "render-options.json"])
        #expect(r.rendered == 3 && r.sheets == 2 && r.kept == 0 && r.warnings.isEmpty)
        #expect(r.files[3].data == F.fingerprint.jsonData() && r.files[4].data == options.jsonData)
    }

    @Test func onlyMissingKeepsExistingFilesAndTheirFingerprintWithAWarning() throws {
        let f = F(); defer { f.remove() }
        try f.write(Data([9]), to: "shop/normal.png")
        try f.write(RecordedOptions().jsonData, to: RecordedOptions.fileName)
        let older = RendererFingerprint(cairo: "1.14.0", pango: "1.50.12", harfbuzz: "6.0.0", freetype: "2.12.1", fonts: [])
        try f.write(older.jsonData(), to: "fingerprint.json")
        let r = BaselineRecording(rendered: Self.rendered, baseline: f.root, options: RecordedOptions(scales: [3]),
                                  fingerprint: F.fingerprint, onlyMissing: true)
        #expect(r.files.map(\.path) == ["shop/normal.json", "shop/highlighted.png"])
        #expect(r.rendered == 2 && r.sheets == 1 && r.kept == 1)
        #expect(r.warnings == ["warning: the existing baselines were recorded with another renderer (cairo 1.14.0 → 1.16.0); "
                               + "fingerprint.json is kept. Re-record everything (without --only-missing) to update it."])
    }

    @Test func onlyMissingWritesAFingerprintAndOptionsTheBaselineDoesNotHave() {
        let f = F(); defer { f.remove() }
        let r = BaselineRecording(rendered: [], baseline: f.root, options: RecordedOptions(), fingerprint: F.fingerprint, onlyMissing: true)
        #expect(r.files.map(\.path) == ["fingerprint.json", "render-options.json"] && r.rendered == 0 && r.warnings.isEmpty)
    }
}
