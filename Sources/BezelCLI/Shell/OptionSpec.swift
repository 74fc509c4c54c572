import Bezel

/// A declared option of a command: its long name, value (nil for a flag), help and default, and
/// what the validation checks from the declaration alone (required, allowed values).
public struct OptionSpec: Sendable {
    public var name: OptionName
    public var short: Character?
    /// The value's name in help (`<dir>`); nil: a flag without value.
    public var valueName: String?
    public var help: String
    public var defaultValue: String?
    /// Allowed values, when the option takes one of a fixed set (or a comma-separated list of them).
    public var allowed: [String]?
    /// Whether the option may be repeated (values accumulate).
    public var repeatable: Bool
    /// Whether the command cannot run without it ("Missing expected option '--name <value>'").
    public var required: Bool

    public init(_ name: OptionName, short: Character? = nil, value: String? = nil, help: String,
                default defaultValue: String? = nil, allowed: [String]? = nil, repeatable: Bool = false, required: Bool = false) {
        self.name = name; self.short = short; self.valueName = value; self.help = help
        self.defaultValue = defaultValue; self.allowed = allowed; self.repeatable = repeatable; self.required = required
    }

    /// `--name <value>` (`--name` for a flag), as messages name the option.
    var usage: String { "--\(name)" + (valueName.map { " <\($0)>" } ?? "") }

    /// The mistake of leaving out a required option.
    var missingMessage: String { "Missing expected option '\(usage)'" }

    /// The mistake of giving `value`, which is not one of `allowed`.
    func invalidValueMessage(_ value: Substring) -> String {
        let list = (allowed ?? []).map { "'\($0)'" }.joined(separator: ", ")
        return "The value '\(value)' is invalid for '\(usage)'. Please provide one of \(list)."
    }
}
