import Bezel

/// `--max-pixels`, read from the command line.
extension PixelLimit {
    static let option = OptionSpec(
        .maxPixels, value: "n",
        help: "The most pixels one image may have (checked from its header before decoding); raise it for larger images.",
        default: String(PNGDecoder.defaultMaxPixels))

    /// Reads `--max-pixels`; a malformed value is a mistake.
    init(_ args: inout OptionReader) {
        self.init()
        if let n = args.int(Self.option.name, in: 1...Self.ceiling) { maxPixels = n }
    }
}
