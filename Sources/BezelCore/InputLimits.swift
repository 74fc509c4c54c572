/// One bound on what an input may make Bezel allocate or compute, checked before the work starts.
public struct InputLimit: Sendable, Hashable {
    /// The limit's name, as its errors and docs/format.md ("Limits and checks") give it.
    public let name: String
    /// The bound, in the unit `shown` names.
    public let value: Int
    /// The bound as the table shows it (`16 MiB`, `16,777,216 px (4096 × 4096)`).
    public let shown: String
    /// What the limit bounds.
    public let bounds: String
    /// How an input over it is refused: the words of its error (the limit's name follows them);
    /// empty for a limit on Bezel's own work that refuses nothing.
    public let error: String

    /// ` (limit name)`, the end of every message that refuses an input over this limit.
    public var tag: String { " (limit \(name))" }
}

/// The one table of input limits: `validate`, `render`, `verify` and `record` check every input
/// against these values, and docs/format.md lists them (a test holds the two equal), so no input
/// can make Bezel crash, hang or allocate without bound.
public enum InputLimits {
    /// The smallest side of a button, in points: a sprite needs at least one pixel at every scale
    /// (a range of the format, docs/format.md "Limits and checks", not a cost).
    public static let minimumButtonSide = 1.0

    public static let jsonFileBytes = InputLimit(
        name: "json-file-bytes", value: 16 << 20, shown: "16 MiB",
        bounds: "the size of one JSON file (theme, tokens, resolver)", error: "file is larger than 16 MiB")
    public static let jsonDepth = InputLimit(
        name: "json-depth", value: 200, shown: "200 levels",
        bounds: "how deep arrays and objects nest in one JSON file", error: "nesting deeper than 200 levels")
    public static let textLength = InputLimit(
        name: "text-length", value: 1_000, shown: "1000 Unicode scalars",
        bounds: "text Bezel draws: `title`, a run's `text` or a string run, `configuration.subtitle` and `attributedSubtitle`, localized titles in every form",
        error: "text of N characters is longer than the limit of 1000")
    public static let shadowLayers = InputLimit(
        name: "shadow-layers", value: 16, shown: "16",
        bounds: "the layers of one state's `shadow`", error: "a shadow has at most 16 layers, found N")
    public static let gradientStops = InputLimit(
        name: "gradient-stops", value: 64, shown: "64",
        bounds: "the stops of one gradient (at least 2)", error: "a gradient needs 2 to 64 stops, found N")
    public static let dashPatternLength = InputLimit(
        name: "dash-pattern-length", value: 32, shown: "32",
        bounds: "the lengths of one `border.dashPattern` (at least 1)", error: "a dash pattern has 1 to 32 lengths, found N")
    public static let radialGradientRadius = InputLimit(
        name: "radial-gradient-radius", value: 1_000, shown: "1/1000 of the bounds",
        bounds: "a radial gradient's radii (`endPoint` − `startPoint` in x and in y, in unit coordinates): at least 0.001 each, "
            + "so Cairo's fixed-point pattern matrix holds them",
        error: "a radial gradient needs startPoint and endPoint at least 0.001 apart in x and in y, found DX and DY")
    public static let scaleCount = InputLimit(
        name: "scales", value: 16, shown: "16",
        bounds: "the items of a theme's `scales` (each 0.25…4, no repeats), of `--scale`, and of a baseline's `render-options.json` `scales`", error: "a theme has at most 16 scales, found N")
    public static let imageSide = InputLimit(
        name: "image-side", value: 8192, shown: "8192 px (PNG) or units (SVG)",
        bounds: "each side of an image file", error: "'FILE' is W×H pixels; images must be 1…8192 pixels on each side")
    public static let pngRowBytes = InputLimit(
        name: "png-row-bytes", value: 64 << 20, shown: "64 MiB",
        bounds: "one row of a PNG file that `merge` and `approve` read whole before they copy it (its IHDR width × bits per pixel; "
            + "a 32768-px sheet of 16-bit RGBA has 256 KiB rows), checked from the header before any row buffer is allocated",
        error: "IHDR: a row of W px at B bits per pixel is N bytes, over the 64 MiB a check reads")
    public static let imageDrawPixels = InputLimit(
        name: "image-draw-pixels", value: 4096 * 4096, shown: "16,777,216 px (4096 × 4096)",
        bounds: "an SVG image as librsvg rasterises it at one scale: its drawn rect (`imageRect` included) or, nine-sliced, its size; with `render --format svg` or `pdf`, a darkened image (made of pixels at 4 px per point there)",
        error: "the SVG image would be drawn W×H px at @Sx, over 16,777,216 px (4096 × 4096); …")
    public static let spritePixels = InputLimit(
        name: "sprite-pixels", value: 4096 * 4096, shown: "16,777,216 px (4096 × 4096)",
        bounds: "one sprite at one scale, its shadow's margin included: the canvas it is drawn on and an outer shadow's blur mask (`--max-sheet-size` bounds each side, this the area)",
        error: "the sprite is W×H px at @Sx, over 16,777,216 px (4096 × 4096); …")
    public static let blurMaskPixels = InputLimit(
        name: "blur-mask-pixels", value: 4096 * 4096, shown: "16,777,216 px (4096 × 4096)",
        bounds: "one inset shadow layer's blur mask at one scale (`--max-sheet-size` bounds each side, this the area)",
        error: "an inset layer in state S would blur a W×H px mask at @Sx, over 16,777,216 px (4096 × 4096); …")
    public static let extendsChain = InputLimit(
        name: "extends-chain", value: 32, shown: "32 themes",
        bounds: "a chain of `extends`", error: "extends chain deeper than 32 themes")
    public static let tokenChain = InputLimit(
        name: "token-chain", value: 128, shown: "128 tokens / groups",
        bounds: "token reference chains and group `$extends` chains", error: "token references chain deeper than 128 tokens")
    public static let expressionDepth = InputLimit(
        name: "expression-depth", value: 32, shown: "32",
        bounds: "parentheses (and `-` signs in a row) in one token expression", error: "an expression nests parentheses deeper than 32")
    public static let tokenModes = InputLimit(
        name: "token-modes", value: 64, shown: "64",
        bounds: "the modes one token file, resolver or Tokens Studio file makes", error: "the modifiers make N modes; at most 64")
    public static let resolverSetDepth = InputLimit(
        name: "resolver-set-depth", value: 8, shown: "8",
        bounds: "resolver sets referring to sets", error: "sets refer to each other too deeply")
    public static let tokenFiles = InputLimit(
        name: "token-files", value: 256, shown: "256 files",
        bounds: "the files one `tokens` list or glob merges", error: "N token files; at most 256")
    public static let globDepth = InputLimit(
        name: "glob-depth", value: 32, shown: "32 folders",
        bounds: "how deep a `**` in a `tokens` glob looks below the folder it starts at", error: "'PATTERN' reaches folders more than 32 deep")
    public static let suggestionWordLength = InputLimit(
        name: "suggestion-word-length", value: 64, shown: "64 characters",
        bounds: "a misspelt name compared with the known ones for a \"did you mean\" hint (a banded edit distance, "
            + "so the cost grows with the name's length, never its square)",
        error: "")

    public static let ibFileBytes = InputLimit(
        name: "ib-file-bytes", value: 16 << 20, shown: "16 MiB",
        bounds: "the size of one Interface Builder document (`.xib`, `.storyboard`), checked before it is parsed",
        error: "document is larger than 16 MiB")
    public static let ibDepth = InputLimit(
        name: "ib-depth", value: 200, shown: "200 levels",
        bounds: "how deep elements nest in one Interface Builder document", error: "elements nest deeper than 200 levels")
    public static let ibElements = InputLimit(
        name: "ib-elements", value: 500_000, shown: "500,000",
        bounds: "the elements of one Interface Builder document (the tree read into memory)",
        error: "the document has more than 500,000 elements")
    public static let ibButtons = InputLimit(
        name: "ib-buttons", value: 5_000, shown: "5,000",
        bounds: "the buttons of one Interface Builder document (one theme)", error: "the document has N buttons; at most 5,000")

    /// Every limit, in the order docs/format.md lists them.
    public static let all: [InputLimit] = [
        jsonFileBytes, jsonDepth, textLength, shadowLayers, gradientStops, dashPatternLength, radialGradientRadius,
        scaleCount, imageSide, pngRowBytes, imageDrawPixels, spritePixels, blurMaskPixels, extendsChain, tokenChain, expressionDepth,
        tokenModes, resolverSetDepth, tokenFiles, globDepth, suggestionWordLength, ibFileBytes, ibDepth, ibElements, ibButtons,
    ]

    /// The table docs/format.md shows: name, value, what it bounds, the error.
    public static var markdownTable: String {
        var lines = ["| limit | value | what it bounds | error |", "|---|---|---|---|"]
        for limit in all {
            let error = limit.error.isEmpty ? "none: the name is refused without a hint" : "`…\(limit.error)\(limit.tag)`"
            lines.append("| `\(limit.name)` | \(limit.shown) | \(limit.bounds) | \(error) |")
        }
        return lines.joined(separator: "\n")
    }
}
