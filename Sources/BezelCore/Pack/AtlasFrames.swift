import Foundation

/// A sheet's atlas frames (TexturePacker JSON Hash `frames.<name>.frame`), for naming the buttons a
/// difference falls in.
public struct AtlasFrames: Equatable, Sendable {
    public var frames: [(name: String, x: Int, y: Int, w: Int, h: Int)]

    public static func == (a: AtlasFrames, b: AtlasFrames) -> Bool {
        a.frames.count == b.frames.count && zip(a.frames, b.frames).allSatisfy { $0 == $1 }
    }

    /// The frames of a packed layout: what its TexturePacker atlas lists, without writing and
    /// parsing it.
    public init(layout: SheetLayout) {
        frames = layout.frames.map { ($0.name, $0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height) }
    }

    public init?(json data: Data?) {
        guard let data, let root = try? JSONParser.parse([UInt8](data)).objectValue,
              let frames = root["frames"]?.objectValue else { return nil }
        self.frames = frames.entries.compactMap { entry in
            guard let f = entry.value.objectValue?["frame"]?.objectValue,
                  let x = Self.pixels(f["x"]), let y = Self.pixels(f["y"]), let w = Self.pixels(f["w"]), let h = Self.pixels(f["h"]) else { return nil }
            return (entry.key, x, y, w, h)
        }
    }

    /// A frame's coordinate as an atlas written by anyone may hold it: a whole number of pixels,
    /// 0…2^20 (a sheet side is at most 32768), else nil (the frame is not read).
    static func pixels(_ value: JSONValue?) -> Int? {
        guard let n = value?.numberValue, n >= 0, n <= Double(1 << 20) else { return nil }
        return Int(exactly: n)
    }

    /// The buttons (in atlas order) whose frame contains at least one of `points`.
    public func buttons(containing points: [(x: Int, y: Int)]) -> [String] {
        frames.filter { f in points.contains { $0.x >= f.x && $0.x < f.x + f.w && $0.y >= f.y && $0.y < f.y + f.h } }.map(\.name)
    }

    /// Buttons whose frame differs between `self` (expected) and `other` (actual), or that only one has.
    public func changedButtons(comparedTo other: AtlasFrames) -> [String] {
        let mine = Dictionary(frames.map { ($0.name, [$0.x, $0.y, $0.w, $0.h]) }, uniquingKeysWith: { a, _ in a })
        let theirs = Dictionary(other.frames.map { ($0.name, [$0.x, $0.y, $0.w, $0.h]) }, uniquingKeysWith: { a, _ in a })
        return Set(mine.keys).union(theirs.keys).filter { mine[$0] != theirs[$0] }.sorted()
    }
}
