import Foundation

/// The DEFLATE implementation `PNGWriter` compresses with.
public enum DeflateLibrary: String, Sendable, Hashable {
    /// zlib's streaming deflate (levels 0…9, strategy, memLevel and tuning apply).
    case zlib
    /// libdeflate's whole-buffer compressor (levels 0…12; strategy, memLevel and tuning do not
    /// apply): faster than zlib at equal size on button art.
    case libdeflate
    /// Bezel's own compressor for button art (`RowMatchDeflater`; no level, strategy, memLevel or
    /// tuning): about twice libdeflate 3's speed for about 2 % more bytes on W1 sheets.
    case rowMatch
}

/// zlib's `deflateTune` parameters, which refine a level: for levels 1–3 `maxLazy` is the longest
/// match whose strings are still indexed; for 4–9 the match length that stops lazy evaluation.
public struct DeflateTuning: Hashable, Sendable {
    /// Matches this long shorten the chain search to a quarter (`good_length`).
    public var goodLength: Int32
    /// See above (`max_lazy`).
    public var maxLazy: Int32
    /// A match this long ends the search (`nice_length`).
    public var niceLength: Int32
    /// How many hash-chain entries are tried at most (`max_chain`).
    public var maxChain: Int32
    public init(goodLength: Int32, maxLazy: Int32, niceLength: Int32, maxChain: Int32) {
        self.goodLength = goodLength; self.maxLazy = maxLazy; self.niceLength = niceLength; self.maxChain = maxChain
    }
}

/// PNG write settings: a `PNG_FILTER_*` mask (one filter, or several for the adaptive choice per
/// row), the DEFLATE library and its level, and for zlib its strategy, memLevel and optional tuning.
public struct PNGEncodingSettings: Hashable, Sendable, CustomStringConvertible {
    public static let filterNone: Int32 = 0x08, filterSub: Int32 = 0x10, filterUp: Int32 = 0x20
    public static let filterAverage: Int32 = 0x40, filterPaeth: Int32 = 0x80, allFilters: Int32 = 0xF8
    /// zlib strategies.
    public static let defaultStrategy: Int32 = 0, filtered: Int32 = 1, huffmanOnly: Int32 = 2, rle: Int32 = 3

    /// `PNG_FILTER_*` bits: one filter, or several for the adaptive choice per row.
    public var filters: Int32
    /// The level: zlib 0…9, libdeflate 0…12.
    public var level: Int32
    /// zlib strategy (`defaultStrategy`, `filtered`, `huffmanOnly`, `rle`, 4 = fixed).
    public var strategy: Int32
    /// zlib memLevel, 1…9: the hash table is 2^(memLevel + 7) entries.
    public var memLevel: Int32
    /// `deflateTune` parameters applied after the level's own, if any.
    public var tuning: DeflateTuning?
    /// Which DEFLATE implementation compresses.
    public var library: DeflateLibrary
    /// With filter None alone: a row equal to the row above is written with filter Up (all zero
    /// bytes) instead; never the first row of a segment or of a libdeflate chunk, where the row
    /// above is not at hand.
    public var repeatedRowsUseUp = false

    /// zlib settings.
    public init(filters: Int32, level: Int32, strategy: Int32 = PNGEncodingSettings.defaultStrategy, memLevel: Int32 = 8,
                tuning: DeflateTuning? = nil) {
        precondition((0...9).contains(level) && (1...9).contains(memLevel) && (0...4).contains(strategy),
                      "PNGEncodingSettings: bad zlib settings")
        self.filters = filters; self.level = level; self.strategy = strategy; self.memLevel = memLevel; self.tuning = tuning
        library = .zlib
    }

    /// libdeflate settings: `filters` and a level 0…12, and `repeatedRowsUseUp`.
    public static func libdeflate(filters: Int32, level: Int32, repeatedRowsUseUp: Bool = false) -> PNGEncodingSettings {
        precondition((0...12).contains(level), "PNGEncodingSettings: bad libdeflate level")
        var settings = PNGEncodingSettings(filters: filters, level: 0)
        settings.level = level
        settings.library = .libdeflate
        settings.repeatedRowsUseUp = repeatedRowsUseUp
        return settings
    }

    /// Bezel's row-match compressor with `filters` (None is the one it is made for).
    public static func rowMatch(filters: Int32) -> PNGEncodingSettings {
        var settings = PNGEncodingSettings(filters: filters, level: 0)
        settings.library = .rowMatch
        return settings
    }

    public var description: String {
        let names: [(Int32, String)] = [(Self.filterNone, "none"), (Self.filterSub, "sub"), (Self.filterUp, "up"),
                                         (Self.filterAverage, "avg"), (Self.filterPaeth, "paeth")]
        let filter = filters == Self.allFilters ? "adaptive" : names.filter { filters & $0.0 != 0 }.map(\.1).joined(separator: "+")
        let repeats = repeatedRowsUseUp ? " (up for repeated rows)" : ""
        if library == .libdeflate { return "filter \(filter)\(repeats), libdeflate \(level)" }
        if library == .rowMatch { return "filter \(filter), row-match deflate" }
        let strategyName = ["default", "filtered", "huffman", "rle", "fixed"][Int(strategy)]
        var text = "filter \(filter)\(repeats), zlib \(level), \(strategyName)"
        if memLevel != 8 { text += ", memLevel \(memLevel)" }
        if let t = tuning { text += ", tuned \(t.goodLength)/\(t.maxLazy)/\(t.niceLength)/\(t.maxChain)" }
        return text
    }
}
