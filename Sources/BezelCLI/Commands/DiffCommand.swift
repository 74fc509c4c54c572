import Foundation
import Bezel
import BezelRaster

/// `bezel diff`: two PNGs compared with pixelmatch v7.2.0; the count of differing pixels against a
/// whole-image budget, and an optional diff image.
enum DiffCommand: Command {
    static let spec = CommandSpec(
        name: "diff", abstract: "Compare two PNG images (pixelmatch-compatible) and count differing pixels.",
        positional: "<expected.png> <actual.png>", minPositionals: 2, maxPositionals: 2,
        options: [
            OptionSpec(.output, short: "o", value: "diff.png", help: "Write the diff image: faded expected, differing pixels red, anti-aliased ones yellow."),
        ] + DiffBudget.diffOptions + [
            PixelLimit.option,
            OptionSpec(.json, help: "Print one JSON object instead of text."),
        ],
        discussion: DiffBudget.explanation + """

        Pixels whose colour changed below the threshold are not counted; their number is printed on a line of its own
        ("N pixels differ below the threshold"), so that a change is never silent. Use --threshold 0 --include-aa to count them.
        Images of different sizes always differ (both sizes are printed); -o then writes the diff of their common area
        (top-left aligned) on a canvas as large as both, with the pixels only one image has in magenta. Every PNG colour type and bit depth is read,
        16-bit samples rounded to 8 bits, without gamma conversion. An image over --max-pixels is refused from its header.
        The diff image may not be written over either input.
        Exit codes: 0 within the budget, 1 over the budget or sizes differ, 2 bad usage or an unreadable image,
        3 the diff image could not be written (the system's reason is printed).
        """)

    static func run(_ options: Options, io: CommandIO) -> ExitCode {
        let (budget, output) = (options.budget, options.output)
        let (expectedPath, actualPath) = (options.expected, options.actual)
        let expected: DecodedImage, actual: DecodedImage
        do {
            expected = try PNGDecoder.decode(path: expectedPath, maxPixels: options.limit.maxPixels)
            actual = try PNGDecoder.decode(path: actualPath, maxPixels: options.limit.maxPixels)
        } catch {
            io.err("\(PixelLimit.message(error))\n")
            return .badInput
        }
        var fields: [(String, JSONValue)] = [("expected", .string(expectedPath)), ("actual", .string(actualPath))]
        if let mismatch = ImageComparison.sizeMismatch(expected, actual) {
            if options.json {
                fields += [("status", .string("size-mismatch")), ("message", .string(mismatch)),
                           ("expectedSize", .array([.number(Double(expected.width)), .number(Double(expected.height))])),
                           ("actualSize", .array([.number(Double(actual.width)), .number(Double(actual.height))]))]
                io.out(JSONWriter.write(.object(JSONObject(fields))))
            } else {
                io.out("\(actualPath): \(mismatch)\n")
            }
            if let out = output {
                do {
                    let (diff, common) = try SizeMismatchDiff.image(expected, actual, comparison: PixelComparison(diff: budget))
                    if let failure = writeDiff(diff, to: out, io: io) { return failure }
                    io.err("note: \(out) compares the common \(common.width)×\(common.height) px (top-left aligned); "
                           + "pixels only one image has are magenta\n")
                } catch {
                    io.err("\(error)\n")
                    return .internalFailure
                }
            }
            return .differences
        }
        let verdict: ImageVerdict
        do {
            verdict = try ImageVerdict(expected, actual, comparison: PixelComparison(diff: budget), budget: budget)
        } catch {
            io.err("\(error)\n")
            return .internalFailure
        }
        let result = verdict.result
        let threshold = PixelComparison(diff: budget).threshold ?? PixelComparison.defaultThreshold
        if let out = output, let diff = result.diff, let failure = writeDiff(diff, to: out, io: io) { return failure }
        let pass = verdict.passes
        printResult(result, pass: pass, budget: budget, threshold: threshold, fields: fields, output: output, json: options.json, io: io)
        return pass ? .success : .differences
    }

    /// Writes the diff image to `out`; the exit code when it cannot be encoded or written.
    static func writeDiff(_ diff: DecodedImage, to out: String, io: CommandIO) -> ExitCode? {
        let url = URL(fileURLWithPath: out)
        let png: Data
        do { png = try PNGEncoder.encode(diff) } catch {
            io.err("\(out): cannot encode the diff image: \(error)\n")
            return .internalFailure
        }
        do { try AtomicFileWriter(root: url.deletingLastPathComponent().path).writeAll([(url.lastPathComponent, png)]) } catch {
            io.err("cannot write the diff image: \(error)\n")
            return .cannotWrite
        }
        return nil
    }

    /// Prints the comparison: a JSON object (`--json`) or the counts line and the uncounted line.
    static func printResult(_ result: ImageComparison, pass: Bool, budget: DiffBudget, threshold: Double,
                            fields: [(String, JSONValue)], output: String?, json: Bool, io: CommandIO) {
        var fields = fields
        if json {
            let counts: [(String, Int)] = [("diffPixels", result.diffPixels), ("totalPixels", result.total),
                                           ("changedPixels", result.changedPixels), ("belowThresholdPixels", result.belowThresholdPixels),
                                           ("antiAliasedPixels", result.antiAliasedPixels)]
            fields.append(("status", .string(pass ? "pass" : "fail")))
            fields += counts.map { ($0.0, JSONValue.number(Double($0.1))) }
            fields += [("ratio", .number(result.ratio)), ("threshold", .number(threshold)),
                       ("maxDiffPixels", budget.maxDiffPixels.map { .number(Double($0)) } ?? .null),
                       ("maxDiffRatio", budget.maxDiffRatio.map { .number($0) } ?? .null)]
            if let out = output { fields.append(("diff", .string(out))) }
            io.out(JSONWriter.write(.object(JSONObject(fields))))
        } else {
            io.out("\(result.diffPixels) differing pixel\(result.diffPixels == 1 ? "" : "s") of \(result.total) "
                   + "(ratio \(String(format: "%.6f", result.ratio))) at threshold \(JSONWriter.number(threshold)); "
                   + "budget \(budget.summary): \(pass ? "within" : "exceeded")\n")
            if let uncounted = uncountedLine(result) { io.out(uncounted + "\n") }
        }
    }

    /// "5 pixels differ below the threshold (not counted; 5 of 100 pixels differ in all)" when
    /// pixelmatch counted fewer pixels than changed.
    static func uncountedLine(_ r: ImageComparison) -> String? {
        r.uncounted(below: "the threshold").map { "\($0) (not counted; \(r.changedPixels) of \(r.total) pixels differ in all)" }
    }
}

/// Whether `a` and `b` name the same file: the same device and inode when both exist (so symlinks
/// and hard links are seen through), else the same path after resolving `.`, `..` and symlinks.
func samePath(_ a: String, _ b: String) -> Bool {
    var sa = stat(), sb = stat()
    if stat(a, &sa) == 0 && stat(b, &sb) == 0 { return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino }
    func resolved(_ p: String) -> String { URL(fileURLWithPath: p).standardizedFileURL.resolvingSymlinksInPath().path }
    return resolved(a) == resolved(b)
}
