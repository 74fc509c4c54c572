/// How hard `PNGWriter` compresses: the filter and DEFLATE settings for button art (large flat
/// fills, anti-aliased edges and text, transparent margins). Every setting writes the same pixels;
/// only speed and size differ.
///
/// Chosen by measurement (README, "Performance"): filter None beats Sub, Up, Paeth and the
/// adaptive choice on both size and speed, in every band of the W1 sheets at every level tried,
/// because flat fills and transparent margins repeat whole pixels, which deflate finds as long
/// matches. libdeflate compresses faster than zlib at equal size.
public enum PNGCompression: String, CaseIterable, Sendable {
    /// Filter None, libdeflate level 1: the fastest.
    case fast
    /// The default: filter None, Bezel's own row-match compressor (`RowMatchDeflater`): about
    /// twice libdeflate 3's speed at about 2 % more bytes, smaller than Cairo's own PNG writer on
    /// every W1 workload measured.
    case balanced
    /// Filter None (Up for a row that repeats the row above), libdeflate level 9: the smallest
    /// tried, several times slower.
    case small

    /// The settings for an image `width` pixels wide (the same for every width).
    public func settings(forWidth width: Int) -> PNGEncodingSettings {
        let none = PNGEncodingSettings.filterNone
        switch self {
        case .fast: return .libdeflate(filters: none, level: 1)
        case .balanced: return .rowMatch(filters: none)
        case .small: return .libdeflate(filters: none, level: 9, repeatedRowsUseUp: true)
        }
    }
}
