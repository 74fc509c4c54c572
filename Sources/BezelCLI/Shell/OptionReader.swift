import Bezel

/// A parsed command line read into typed values, every mistake collected instead of stopping at
/// the first: what each command's `Options` is built from, in one place. Created, it checks what the
/// spec declares — the number of positional arguments, required options, allowed values —; each
/// option read then adds the mistakes in its value (ranges, state names, conflicts), in the order
/// the options are read.
struct OptionReader {
    let spec: CommandSpec
    private let parsed: ParsedArguments
    /// Every mistake found so far, in order.
    private(set) var mistakes: [String] = []
    /// The options read so far (a command reads exactly the options it declares: `OptionNameTests`).
    private(set) var read: Set<OptionName> = []

    init(_ parsed: ParsedArguments, spec: CommandSpec) {
        self.parsed = parsed
        self.spec = spec
        if let mistake = spec.positionalMistake(parsed.positionals) { mistakes.append(mistake) }
        for option in spec.options {
            if option.required && !parsed.isGiven(option.name) { mistakes.append(option.missingMessage) }
            guard let allowed = option.allowed else { continue }
            for value in parsed.values[option.name.rawValue] ?? [] {
                for part in value.split(separator: ",") where !allowed.contains(String(part)) {
                    mistakes.append(option.invalidValueMessage(part))
                }
            }
        }
    }

    /// The positional arguments.
    var positionals: [String] { parsed.positionals }

    /// Adds a mistake found while reading (a conflict between options, a value out of range).
    mutating func mistake(_ message: String) { mistakes.append(message) }

    /// Whether the flag `name` was given.
    mutating func flag(_ name: OptionName) -> Bool {
        read.insert(name)
        return parsed.flags.contains(name.rawValue)
    }

    /// Whether any of `names` was given, as a flag or with a value.
    mutating func anyGiven(_ names: [OptionName]) -> Bool {
        read.formUnion(names)
        return names.contains { parsed.isGiven($0) }
    }

    /// The last value given for `name`, or nil.
    mutating func value(_ name: OptionName) -> String? { values(name).last }

    /// Every value given for `name`, in order (a repeatable option).
    mutating func values(_ name: OptionName) -> [String] {
        read.insert(name)
        return parsed.values[name.rawValue] ?? []
    }

    /// Comma-separated values of every occurrence of `name`, trimmed; nil when it is not given.
    mutating func list(_ name: OptionName) -> [String]? {
        let given = values(name)
        guard !given.isEmpty else { return nil }
        return given.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
    }

    /// The values of the option `name` that takes values of `T` (its spec's `allowed`; those not
    /// allowed are mistakes already), in order; nil when it is not given.
    mutating func choices<T: RawRepresentable>(_ name: OptionName, of type: T.Type) -> [T]? where T.RawValue == String {
        list(name).map { $0.compactMap(T.init(rawValue:)) }
    }

    /// The one value of the option `name` that takes a value of `T` (its spec's `allowed`); a list
    /// of allowed values (`fast,small`) is a mistake, said as for a value not allowed.
    mutating func choice<T: RawRepresentable>(_ name: OptionName, of type: T.Type) -> T? where T.RawValue == String {
        guard let text = value(name) else { return nil }
        if let value = T(rawValue: text) { return value }
        let option = spec.options.first { $0.name == name }
        if let option, text.split(separator: ",").allSatisfy({ option.allowed?.contains(String($0)) ?? true }) {
            mistake(option.invalidValueMessage(Substring(text)))
        }
        return nil
    }

    /// The whole number given for `name` if it lies in `range`; nil when absent, or when malformed
    /// or out of range, which is the mistake "--name takes a whole number from … to …".
    mutating func int(_ name: OptionName, in range: ClosedRange<Int>) -> Int? {
        guard let v = value(name) else { return nil }
        guard let n = Int(v), range.contains(n) else {
            mistake("--\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound)")
            return nil
        }
        return n
    }

    /// The value of the output path option `name`, or nil when absent; an empty value (it would
    /// name the file system's root once a path is joined to it) is the mistake "--name must not be empty".
    mutating func outputPath(_ name: OptionName) -> String? {
        guard let value = value(name) else { return nil }
        guard !value.isEmpty else { mistake("--\(name) must not be empty"); return nil }
        return value
    }

    /// The control state named by `name` (`selected+highlighted`); an unknown name is the mistake
    /// `ControlState.unknownNameMessage` words.
    mutating func state(_ name: OptionName) -> ControlState? {
        guard let text = value(name) else { return nil }
        guard let state = ControlState(name: text) else { mistake(ControlState.unknownNameMessage(text)); return nil }
        return state
    }
}
