import BezelRaster

/// The most pixels one image `diff` and `verify` decode (`--max-pixels`). Checked from the PNG
/// header before any pixel memory is allocated, so a small file that claims a huge image (a
/// decompression bomb) is refused at once instead of exhausting memory.
struct PixelLimit {
    var maxPixels = PNGDecoder.defaultMaxPixels

    /// The largest value `--max-pixels` accepts (2^32 pixels, 16 GiB as RGBA).
    static let ceiling = 1 << 32

    static let option = OptionSpec(
        "max-pixels", value: "n",
        help: "The most pixels one image may have (checked from its header before decoding); raise it for larger images.",
        default: String(PNGDecoder.defaultMaxPixels))

    /// Reads `--max-pixels`, adding a usage error when it is malformed.
    init(_ args: ParsedArguments, usage: inout [String]) {
        if let n = args.int(Self.option.name, in: 1...Self.ceiling, usage: &usage) { maxPixels = n }
    }

    init() {}

    /// A decoding error for the user: an image over the limit says how to raise it.
    static func message(_ error: PNGError) -> String {
        if case .tooLarge = error { return "\(error); --\(option.name) raises it" }
        return "\(error)"
    }
}
