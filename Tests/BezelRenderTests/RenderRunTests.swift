import BezelPNG
import BezelTestSupport
import Foundation
import Testing
@testable import BezelCore
@testable import BezelRender

/// The one driver (`RenderRun`) counted: a run packs each unit once (check, plan and an appearance
/// variant's CSS share one packing), opens each image file once (check and every draw), and a watch
/// follows a file through a broken save.
@Suite struct RenderRunTests {
    /// A 4 × 2 PNG: opaque and half-transparent pixels.
    static var iconPNG: Data {
        let rgba: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 64, 255, 255, 255, 0,
                             10, 20, 30, 255, 40, 50, 60, 200, 70, 80, 90, 100, 255, 128, 0, 1]
        return try! PNGEncoder.encode(rgba: rgba, width: 4, height: 2)
    }

    /// Two buttons drawing one image, a dark mode (an appearance variant of the base) and a locale.
    static let theme = themeJSON(buttons: """
        "a": { "size": [40, 20], "backgroundColor": "#336699", "image": "icon.png", "title": "A" },
        "b": { "size": [40, 20], "backgroundColor": "#996633", "image": "icon.png", "title": "B",
               "localizations": { "de": { "title": "Be" } } }
        """, extra: ##""name": "t", "scales": [1, 2], "states": ["normal", "highlighted"], "modes": { "dark": { "appearance": { "backgroundColor": "#000000" } } }"##)

    func fixture() throws -> ThemeFixture {
        let fixture = ThemeFixture(["theme.json": Self.theme])
        try Self.iconPNG.write(to: URL(fileURLWithPath: fixture.path("icon.png")))
        return fixture
    }

    @Test func aRunPacksEachUnitOnceAndOpensEachImageOnce() throws {
        let fixture = try fixture()
        let out = fixture.folder + "-out"
        defer { for f in [fixture.folder, out] { try? FileManager.default.removeItem(atPath: f) } }
        var options = RenderOptions()
        options.formats = [.png, .css, .xcassets, .android]
        options.strips = true
        options.gallery = true
        let timing = RenderTiming()
        options.timing = timing
        let run = RenderRun(options: options)
        let rendering = try run.render([fixture.path("theme.json")], into: FolderTarget(out))
        let units = rendering.units.units
        #expect(rendering.units.diagnostics.isEmpty, "\(rendering.units.diagnostics)")
        #expect(units.map(\.identifier) == ["t", "t/dark", "t/dark/de", "t/de"])
        #expect(units.contains { !$0.appearanceVariants.isEmpty }, "the dark mode is the base's appearance variant (its CSS)")
        #expect(rendering.summary.written == 4 && !rendering.summary.failed)
        // The check packed every unit; the plan and the variant's CSS drew into those layouts.
        #expect(timing.count(.pack) == units.count)
        // One image file, opened by the check and drawn from the same store ever after.
        #expect(run.renderer.renderer.images.openedFiles == 1)
        // The second run finds every unit up to date and renders nothing: it decodes the file to
        // make the keys, but lays out and packs none of the units again.
        let (layouts, packs) = (timing.count(.resolveLayout), timing.count(.pack))
        #expect(layouts == units.count)
        let again = try run.render([fixture.path("theme.json")], into: FolderTarget(out))
        #expect(again.summary.unchanged == 4 && again.summary.outcomes.isEmpty)
        #expect(timing.count(.resolveLayout) == layouts && timing.count(.pack) == packs, "a unit whose record matches is not prepared")
        // A second theme beside it: only its unit is prepared and rendered.
        let other = themeJSON(buttons: ##""c": { "size": [30, 20], "title": "C" }"##, extra: ##""name": "u", "scales": [1]"##)
        try other.write(toFile: fixture.path("other.json"), atomically: true, encoding: .utf8)
        let third = try run.render([fixture.path("theme.json"), fixture.path("other.json")], into: FolderTarget(out))
        #expect(third.summary.written == 1 && third.summary.unchanged == 4, "\(third.summary.outcomes.map(\.unit))")
        #expect(timing.count(.resolveLayout) == layouts + 1 && timing.count(.pack) == packs + 1)
    }

    @Test func theWatchFollowsATokenFileThroughABrokenSave() throws {
        let tokens = ##"{ "brand": { "$type": "color", "$value": "#112233" } }"##
        let theme = themeJSON(buttons: ##""ok": { "size": [20, 10], "backgroundColor": "{brand}" }"##,
                              extra: ##""name": "w", "scales": [1], "states": ["normal"], "tokens": "tokens.json""##)
        let fixture = ThemeFixture(["theme.json": theme, "tokens.json": tokens])
        let out = fixture.folder + "-out"
        defer { for f in [fixture.folder, out] { try? FileManager.default.removeItem(atPath: f) } }
        let results = Slots<(failed: Bool, colour: RGBAColor?)>(count: 8)
        let count = Counter()
        let stop = Flag()
        let watch = RenderWatch(run: RenderRun(options: RenderOptions()), inputs: [fixture.path("theme.json")], target: FolderTarget(out))
        let done = DispatchSemaphore(value: 0)
        Thread {
            watch.watch(until: { stop.isSet }) { result in
                let failed = (try? result.get())?.units.failed ?? true
                let colour = (try? PNGDecoder.decode(path: out + "/w/normal.png")).map { $0.pixel(x: 5, y: 5) }
                if let i = count.take(below: 8) { results[i] = (failed, colour) }
            }
            done.signal()
        }.start()
        func waitFor(_ renders: Int) -> Bool {
            for _ in 0..<200 where results.all.compactMap({ $0 }).count < renders { usleep(50_000) }
            return results.all.compactMap { $0 }.count >= renders
        }
        #expect(waitFor(1))
        try Data(##"{ "brand": { "$type": "color", "$value": "#1122"##.utf8).write(to: URL(fileURLWithPath: fixture.path("tokens.json")))
        #expect(waitFor(2))
        try Data(tokens.replacingOccurrences(of: "#112233", with: "#445566").utf8).write(to: URL(fileURLWithPath: fixture.path("tokens.json")))
        #expect(waitFor(3))
        stop.set()
        done.wait()
        let seen = results.all.compactMap { $0 }
        #expect(seen.prefix(3).map(\.failed) == [false, true, false])
        #expect(seen.first?.colour == RGBAColor(red: 0x11, green: 0x22, blue: 0x33))
        #expect(seen.dropFirst(2).first?.colour == RGBAColor(red: 0x44, green: 0x55, blue: 0x66), "the good save after the broken one re-rendered")
    }
}

/// A flag one thread sets and another reads.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    func set() { lock.lock(); value = true; lock.unlock() }
}
