import Bezel

/// Splits argv against a spec: `--name value`, `--name=value`, `-x value`, flags, and `--` to end
/// options. It stops at a mistake in the syntax (an unknown option, a missing value), after which
/// the rest cannot be split; what the values mean is checked by the validation (`OptionReader`).
public enum CommandLineParser {
    /// Parses `argv` (without the command name) against `spec`.
    public static func parse(_ argv: [String], spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var i = 0
        var optionsEnded = false
        while i < argv.count {
            let arg = argv[i]
            i += 1
            if optionsEnded || !arg.hasPrefix("-") || arg == "-" { parsed.positionals.append(arg); continue }
            if arg == "--" { optionsEnded = true; continue }
            var name: String
            var inline: String?
            if arg.hasPrefix("--") {
                name = String(arg.dropFirst(2))
                if let eq = name.firstIndex(of: "=") { inline = String(name[name.index(after: eq)...]); name = String(name[..<eq]) }
            } else {
                guard arg.count == 2, let o = spec.options.first(where: { $0.short == arg.last }) else {
                    throw UsageError(message: "Unknown option '\(arg)'")
                }
                name = o.name.rawValue
            }
            guard let option = spec.options.first(where: { $0.name.rawValue == name }) else {
                var message = "Unknown option '--\(name)'"
                if let near = Suggestion.closest(to: "--" + name, among: spec.options.map { "--" + $0.name.rawValue }) {
                    message += ". Did you mean '\(near)'?"
                }
                throw UsageError(message: message)
            }
            guard let valueName = option.valueName else {
                if inline != nil { throw UsageError(message: "The flag '--\(name)' takes no value") }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inline { value = inline } else {
                guard i < argv.count else { throw UsageError(message: "Missing value for '--\(name) <\(valueName)>'") }
                value = argv[i]
                i += 1
            }
            if parsed.values[name] != nil && !option.repeatable && option.allowed == nil {
                parsed.values[name] = [value]
            } else {
                parsed.values[name, default: []].append(value)
            }
        }
        return parsed
    }
}
