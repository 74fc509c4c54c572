import Bezel

/// A command's declaration: what help, usage, parsing and the validation's declared checks are all
/// generated from.
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

    /// The mistake in the number of positional arguments, if any: naming only what is missing
    /// (`diff a.png` lacks '<actual.png>', not both) or what is extra.
    func positionalMistake(_ positionals: [String]) -> String? {
        if positionals.count < minPositionals {
            let names = positional.split(separator: " ")
            let missing = positionals.isEmpty || names.count != minPositionals
                ? positional : names.dropFirst(positionals.count).joined(separator: " ")
            return "Missing expected argument '\(missing)'"
        }
        if let max = maxPositionals, positionals.count > max {
            let extra = positionals[max...].map { "'\($0)'" }.joined(separator: ", ")
            return "Unexpected argument\(positionals.count - max > 1 ? "s" : "") \(extra)"
        }
        return nil
    }
}
