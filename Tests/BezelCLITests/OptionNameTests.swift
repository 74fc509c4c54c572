import Testing
@testable import BezelCLI

/// Options are read through `OptionName`, never a string: every name is an option some command
/// declares, and every usage mistake is reported the one way, with the usage line.
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
    ])
    func usageMistakesAreReportedTheOneWay(_ arguments: [String], _ command: String, _ errors: String) {
        let run = CLIRun(arguments)
        #expect(run.code == 2)
        let spec = BezelCommand.commands.first { $0.spec.name == command }!.spec
        #expect(run.err == errors + "\nUsage: \(spec.usage)\nSee 'bezel \(command) --help' for more information.\n", "\(run.err)")
        #expect(run.out.isEmpty)
    }
}
