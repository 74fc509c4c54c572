import Bezel
import Testing
@testable import BezelCLI

/// Options are read through `OptionName`, never a string, into each command's typed `Options`: every
/// name is an option some command declares, each command reads exactly the options it declares, and
/// every usage mistake is reported the one way, all of them together, with the usage line.
@Suite struct OptionNameTests {
    @Test func everyNameIsDeclaredByACommandAndNoCommandDeclaresOneTwice() {
        let specs = BezelCommand.commands.map(\.spec)
        let declared = Set(specs.flatMap { $0.options.map(\.name) })
        #expect(Set(OptionName.allCases).subtracting(declared).isEmpty, "\(Set(OptionName.allCases).subtracting(declared))")
        for spec in specs {
            let names = spec.options.map(\.name)
            #expect(Set(names).count == names.count, "bezel \(spec.name) declares an option twice")
        }
    }

    @Test(arguments: [
        (["render", "themes", "--jobs", "0"], "render", "Error: Missing expected option '--output <out>'\nError: --jobs takes a whole number from 1 to 256"),
        (["diff", "a.png", "b.png", "--threshold", "2"], "diff", "Error: --threshold takes a number from 0 to 1, e.g. 0.1"),
        (["inspect", "themes/ios.json"], "inspect", "Error: Missing expected option '--button <name>'"),
        (["merge", "x", "--frobnicate"], "merge", "Error: Unknown option '--frobnicate'"),
        // One level, not a list of them (it was read as no level at all, and the default used).
        (["render", "themes", "-o", "never-written", "--png-compression", "fast,small"], "render",
         "Error: The value 'fast,small' is invalid for '--png-compression <level>'. Please provide one of 'fast', 'balanced', 'small'."),
    ])
    func usageMistakesAreReportedTheOneWay(_ arguments: [String], _ command: String, _ errors: String) {
        let run = CLIRun(arguments)
        #expect(run.code == 2)
        let spec = BezelCommand.commands.first { $0.spec.name == command }!.spec
        #expect(run.err == errors + "\nUsage: \(spec.usage)\nSee 'bezel \(command) --help' for more information.\n", "\(run.err)")
        #expect(run.out.isEmpty)
    }

    @Test func everyCommandReadsExactlyTheOptionsItDeclares() {
        for command in BezelCommand.commands {
            let declared = Set(command.spec.options.map(\.name)).subtracting([.help])
            let read = command.optionsRead()
            #expect(read == declared, "bezel \(command.spec.name): declared, not read: \(declared.subtracting(read)); read, not declared: \(read.subtracting(declared))")
        }
    }

    /// "Missing expected option" comes from the spec's `required`, and the help says "(required)"
    /// exactly for those options.
    @Test func requiredOptionsAreDeclaredAndSaidInTheHelp() {
        for spec in BezelCommand.commands.map(\.spec) {
            for option in spec.options {
                #expect(option.required == option.help.contains("(required)"), "bezel \(spec.name) --\(option.name)")
            }
        }
        #expect(BezelCommand.commands.map(\.spec).flatMap { spec in spec.options.filter(\.required).map { "\(spec.name) \($0.usage)" } }
                == ["render --output <out>", "merge --output <out>", "import --output <out>", "inspect --button <name>", "simulate --button <name>",
                    "simulate --events <script>", "verify --baseline <dir>", "record --baseline <dir>"])
    }

    /// One command line with several different mistakes hears of all of them at once, in the order
    /// the spec declares the options and the command reads them.
    @Test(arguments: [
        (["inspect", "themes/ios.json", "--state", "higlighted", "--scale", "0"], "inspect", [
            "Missing expected option '--button <name>'",
            "unknown state 'higlighted' (did you mean 'highlighted'?); states are normal, highlighted, disabled, selected, focused, hover, joined with +",
            "--scale: expected a number above 0 and at most 16, found '0'"]),
        (["simulate", "themes/ios.json", "--initial-state", "pressed", "--render", ""], "simulate", [
            "Missing expected option '--button <name>'", "Missing expected option '--events <script>'", "--render must not be empty",
            "unknown state 'pressed' (UIKit calls it 'highlighted'); states are normal, highlighted, disabled, selected, focused, hover, joined with +"]),
        (["verify", "--threshold", "2", "--jobs", "0", "--content-size", "huge"], "verify", [
            "Missing expected argument '<theme.json | folder>...'", "Missing expected option '--baseline <dir>'",
            "--threshold takes a number from 0 to 1, e.g. 0.1", "--jobs takes a whole number from 1 to 256",
            "unknown content size 'huge' in --content-size; sizes are \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")), or all"]),
        (["render", "themes", "--format", "png,pngg", "--scale", "9", "--watch", "--shard", "1/2"], "render", [
            "Missing expected option '--output <out>'",
            "The value 'pngg' is invalid for '--format <formats>'. Please provide one of \(RenderOptions.Format.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")).",
            "--scale takes numbers from 0.25 to 4, e.g. 1,2,3", "--watch renders every unit; it cannot be combined with --shard"]),
    ])
    func everyMistakeInOneCommandLineIsReportedTogether(_ arguments: [String], _ command: String, _ mistakes: [String]) {
        let run = CLIRun(arguments)
        #expect(run.code == 2)
        let spec = BezelCommand.commands.first { $0.spec.name == command }!.spec
        #expect(run.err == mistakes.map { "Error: \($0)\n" }.joined() + "Usage: \(spec.usage)\nSee 'bezel \(command) --help' for more information.\n",
                "\(run.err)")
        #expect(run.out.isEmpty)
    }
}
