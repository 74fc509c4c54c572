import Bezel

/// A declared option of a command: its long name, value (nil for a flag), help and default.
public struct OptionSpec: Sendable {
    public var name: OptionName
    public var short: Character?
    /// The value's name in help (`<dir>`); nil: a flag without value.
    public var valueName: String?
    public var help: String
    public var defaultValue: String?
    /// Allowed values, when the option takes one of a fixed set.
    public var allowed: [String]?
    /// Whether the option may be repeated (values accumulate).
    public var repeatable: Bool

    public init(_ name: OptionName, short: Character? = nil, value: String? = nil, help: String,
                default defaultValue: String? = nil, allowed: [String]? = nil, repeatable: Bool = false) {
        self.name = name; self.short = short; self.valueName = value; self.help = help
        self.defaultValue = defaultValue; self.allowed = allowed; self.repeatable = repeatable
    }
}

/// A command's declaration: what help, usage and parsing are all generated from.
public struct CommandSpec: Sendable {
    public var name: String
    public var abstract: String
    /// Positional arguments' name in usage (`<theme.json | folder>...`).
    public var positional: String
    public var minPositionals: Int
    public var maxPositionals: Int?
    public var options: [OptionSpec]
    public var discussion: String

    public init(name: String, abstract: String, positional: String, minPositionals: Int = 1, maxPositionals: Int? = nil,
                options: [OptionSpec], discussion: String = "") {
        self.name = name; self.abstract = abstract; self.positional = positional
        self.minPositionals = minPositionals; self.maxPositionals = maxPositionals
        self.options = options + [OptionSpec(.help, short: "h", help: "Show this help.")]
        self.discussion = discussion
    }

    /// `bezel <name> <positional> [options]`.
    public var usage: String { (["bezel", name] + (positional.isEmpty ? [] : [positional]) + ["[options]"]).joined(separator: " ") }

    /// The help screen: overview, usage, arguments and options with defaults and allowed values.
    public var help: String {
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: \(usage)", "", "OPTIONS:"]
        for o in options {
            var left = "  --\(o.name)"
            if let s = o.short { left = "  -\(s), --\(o.name)" }
            if let v = o.valueName { left += " <\(v)>" }
            var text = o.help
            if let a = o.allowed { text += " (values: \(a.joined(separator: ", "))" + (o.defaultValue.map { "; default: \($0))" } ?? ")") }
            else if let d = o.defaultValue { text += " (default: \(d))" }
            let pad = max(1, 30 - left.count)
            lines.append(left + String(repeating: " ", count: pad) + text)
        }
        if !discussion.isEmpty { lines += ["", discussion] }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Arguments after parsing against a `CommandSpec`.
public struct ParsedArguments: Sendable {
    public var positionals: [String] = []
    public var values: [String: [String]] = [:]
    public var flags: Set<String> = []

    /// The last value given for `name`, or nil.
    public func value(_ name: OptionName) -> String? { values[name.rawValue]?.last }
    /// Every value given for `name`, in order (a repeatable option).
    public func values(_ name: OptionName) -> [String] { values[name.rawValue] ?? [] }
    /// Whether the flag `name` was given.
    public func flag(_ name: OptionName) -> Bool { flags.contains(name.rawValue) }
    /// The whole number given for `name` if it lies in `range`; nil when absent, or when malformed
    /// or out of range, which also adds "--name takes a whole number from … to …" to `usage`.
    public func int(_ name: OptionName, in range: ClosedRange<Int>, usage: inout [String]) -> Int? {
        guard let v = value(name) else { return nil }
        guard let n = Int(v), range.contains(n) else {
            usage.append("--\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound)")
            return nil
        }
        return n
    }
    /// Comma-separated values of every occurrence of `name`.
    public func list(_ name: OptionName) -> [String]? {
        values[name.rawValue].map { $0.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty } }
    }
}

/// A mistake in the command line; printed with usage and exit code 2.
public struct UsageError: Error, Sendable {
    public var message: String
}

/// Parses argv against a spec: `--name value`, `--name=value`, `-x value`, flags, and `--` to end options.
public enum ArgumentParser {
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
                if let near = closest("--" + name, among: spec.options.map { "--" + $0.name.rawValue }) { message += ". Did you mean '\(near)'?" }
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
            if let allowed = option.allowed {
                for part in value.split(separator: ",") where !allowed.contains(String(part)) {
                    let list = allowed.map { "'\($0)'" }.joined(separator: ", ")
                    throw UsageError(message: "The value '\(part)' is invalid for '--\(name) <\(valueName)>'. Please provide one of \(list).")
                }
            }
            if parsed.values[name] != nil && !option.repeatable && option.allowed == nil {
                parsed.values[name] = [value]
            } else {
                parsed.values[name, default: []].append(value)
            }
        }
        if parsed.flags.contains("help") { return parsed }
        try checkPositionals(parsed.positionals, spec: spec)
        return parsed
    }

    /// Refuses too few or too many positional arguments, naming only what is missing (`diff a.png`
    /// lacks '<actual.png>', not both) or what is extra.
    static func checkPositionals(_ positionals: [String], spec: CommandSpec) throws(UsageError) {
        if positionals.count < spec.minPositionals {
            let names = spec.positional.split(separator: " ")
            let missing = positionals.isEmpty || names.count != spec.minPositionals
                ? spec.positional : names.dropFirst(positionals.count).joined(separator: " ")
            throw UsageError(message: "Missing expected argument '\(missing)'")
        }
        if let max = spec.maxPositionals, positionals.count > max {
            let extra = positionals[max...].map { "'\($0)'" }.joined(separator: ", ")
            throw UsageError(message: "Unexpected argument\(positionals.count - max > 1 ? "s" : "") \(extra)")
        }
    }

    static func closest(_ word: String, among candidates: [String]) -> String? {
        Suggestion.closest(to: word, among: candidates)
    }
}
