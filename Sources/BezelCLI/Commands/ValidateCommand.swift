import Bezel
import BezelRaster

/// `bezel validate`: checks themes without rendering and reports every error.
enum ValidateCommand: Command {
    static let spec = CommandSpec(
        name: "validate", abstract: "Check themes without rendering; report every error.",
        positional: "<theme.json | folder>...",
        options: [
            OptionSpec(.contrast, help: "Also check WCAG 2.x contrast of titles against backgrounds (warnings)."),
            OptionSpec(.strict, help: "Treat warnings (truncated titles, contrast) as errors."),
            OptionSpec(.maxSheetSize, value: "px", help: "The sheet size limit render will be run with.",
                       default: String(PackingOptions().maxSheetSize)),
        ] + AccessibilityOptions.specs() + [
            OptionSpec(.allowOutsidePaths, help: "Allow absolute paths and paths outside the theme folder."),
            OptionSpec(.quiet, short: "q", help: "Print only problems."),
        ] + InterfaceBuilderOptionGroup.specs,
        discussion: "Exit codes: 0 valid, 2 errors found (each printed as 'file: json.path: message').")

    static func run(_ options: Options, io: CommandIO) -> ExitCode {
        let (files, inputIssues) = ThemeInputs.themeFiles(options.inputs)
        io.report(inputIssues)
        var failed = !inputIssues.isEmpty
        for file in files {
            var renderOptions = RenderOptions()
            renderOptions.packing.maxSheetSize = options.maxSheetSize
            renderOptions.accessibility = options.accessibility
            renderOptions.interfaceBuilder = options.interfaceBuilder
            let checked = ThemeCheck(options: renderOptions, allowsOutsidePaths: options.allowsOutsidePaths).run(file)
            var diagnostics = checked.diagnostics
            let themes = checked.themes.map(\.theme)
            if options.contrast { diagnostics += checked.contrastProblems }
            if options.strict { diagnostics = diagnostics.map { var d = $0; d.severity = .error; return d } }
            io.report(diagnostics)
            let errors = diagnostics.filter { $0.severity == .error }.count
            if errors > 0 {
                failed = true
                if !options.quiet { io.err("\(file): \(errors) error\(errors == 1 ? "" : "s")\n") }
            } else if !options.quiet, let base = themes.first {
                let modes = base.modes.isEmpty ? "" : ", modes: \(base.modes.joined(separator: ", "))"
                let locales = base.locales.isEmpty ? "" : ", locales: \(base.locales.joined(separator: ", "))"
                let variants = Set(themes.compactMap(\.accessibility.folderName))
                let a11y = variants.isEmpty ? "" : ", \(variants.count) accessibility variant\(variants.count == 1 ? "" : "s")"
                let exempt = base.buttons.filter { $0.contrastExemption != nil }.count
                let exemptNote = options.contrast && exempt > 0 ? ", \(exempt) exempt from the contrast check" : ""
                io.out("\(file): ok (\(base.buttons.count) button\(base.buttons.count == 1 ? "" : "s")\(modes)\(locales)\(a11y)\(exemptNote))\n")
                for theme in themes where theme.accessibility == .standard && !theme.defaultOnlyTokens.isEmpty {
                    io.out("\(file): " + DefaultOnlyTokens.sentence(theme) + "\n")
                }
            }
        }
        return failed ? .badInput : .success
    }
}
