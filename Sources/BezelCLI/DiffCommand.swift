import Foundation
import BezelCore
import BezelRaster

/// `bezel diff`: two PNGs compared with pixelmatch v7.2.0; the count of differing pixels against a
/// whole-image budget, and an optional diff image.
enum DiffCommand: Command {
    static let spec = CommandSpec(
        name: "diff", abstract: "Compare two PNG images (pixelmatch-compatible) and count differing pixels.",
        positional: "<expected.png> <actual.png>", minPositionals: 2, maxPositionals: 2,
        options: [
            OptionSpec("output", short: "o", value: "diff.png", help: "Write the diff image: faded expected, differing pixels red, anti-aliased ones yellow."),
        ] + DiffBudget.options + [
            OptionSpec("json", help: "Print one JSON object instead of text."),
        ],
        discussion: DiffBudget.explanation + """

        Images of different sizes always differ (both sizes are printed).
        Exit codes: 0 within the budget, 1 over the budget or sizes differ, 2 bad usage or an unreadable image,
        3 the diff image could not be written (the system's reason is printed).
        """)

    static func run(_ args: ParsedArguments, io: CommandIO) -> ExitCode {
        var usage: [String] = []
        let budget = DiffBudget(args, usage: &usage)
        let output = args.outputPath("output", usage: &usage)
        if !usage.isEmpty {
            io.err(usage.map { "Error: \($0)" }.joined(separator: "\n") + "\nSee 'bezel diff --help' for more information.\n")
            return .badInput
        }
        let (expectedPath, actualPath) = (args.positionals[0], args.positionals[1])
        let expected: DecodedImage, actual: DecodedImage
        do {
            expected = try PNGDecoder.decode(path: expectedPath)
            actual = try PNGDecoder.decode(path: actualPath)
        } catch {
            io.err("\(error)\n")
            return .badInput
        }
        var fields: [(String, JSONValue)] = [("expected", .string(expectedPath)), ("actual", .string(actualPath))]
        if let mismatch = ImageComparison.sizeMismatch(expected, actual) {
            if args.flag("json") {
                fields += [("status", .string("size-mismatch")), ("message", .string(mismatch)),
                           ("expectedSize", .array([.number(Double(expected.width)), .number(Double(expected.height))])),
                           ("actualSize", .array([.number(Double(actual.width)), .number(Double(actual.height))]))]
                io.out(JSONWriter.write(.object(JSONObject(fields))))
            } else {
                io.out("\(actualPath): \(mismatch)\n")
            }
            if output != nil { io.err("note: no diff image written: the sizes differ\n") }
            return .differences
        }
        let result: ImageComparison
        do {
            result = try ImageComparison.compare(expected, actual, budget: budget, drawDiff: output != nil)
        } catch {
            io.err("\(error)\n")
            return .internalFailure
        }
        if let out = output, let diff = result.diff {
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
        }
        let pass = budget.allows(result.diffPixels, of: result.total)
        if args.flag("json") {
            fields += [("status", .string(pass ? "pass" : "fail")), ("diffPixels", .number(Double(result.diffPixels))),
                       ("totalPixels", .number(Double(result.total))), ("ratio", .number(result.ratio)),
                       ("threshold", .number(budget.threshold)),
                       ("maxDiffPixels", budget.maxDiffPixels.map { .number(Double($0)) } ?? .null),
                       ("maxDiffRatio", budget.maxDiffRatio.map { .number($0) } ?? .null)]
            if let out = output { fields.append(("diff", .string(out))) }
            io.out(JSONWriter.write(.object(JSONObject(fields))))
        } else {
            io.out("\(result.diffPixels) differing pixel\(result.diffPixels == 1 ? "" : "s") of \(result.total) "
                   + "(ratio \(String(format: "%.6f", result.ratio))) at threshold \(JSONWriter.number(budget.threshold)); "
                   + "budget \(budget.summary): \(pass ? "within" : "exceeded")\n")
        }
        return pass ? .success : .differences
    }
}
