import Foundation

/// A short script of touches for a control: `down, move(10,200), move(10,20), up`.
///
/// Grammar (whitespace allowed around every token):
/// ```
/// script := step ("," step)*
/// step   := name [ "(" number "," number ")" ]
/// name   := down | move | up | cancel | tap | doubleTap
/// number := ["-"] digits ["." digits]
/// ```
/// Points are in points relative to the control's top left. `down`, `tap` and `doubleTap` default to
/// the centre; `up` and `cancel` default to where the finger is; `move` needs a point; `cancel`
/// takes none. `tap` is down, up; `doubleTap` is down, up, down (tapCount 2), up. The script must be
/// a valid touch sequence: move/up/cancel need a finger down; down/tap/doubleTap need it up.
public struct GestureScript: Hashable, Sendable {
    public var steps: [GestureStep]

    public init(steps: [GestureStep]) { self.steps = steps }

    /// Parses `text`; errors name the step number and quote the step.
    public init(parsing text: String) throws(GestureScriptError) {
        guard !text.allSatisfy(\.isWhitespace) else {
            throw GestureScriptError(step: 1, column: 1, message: "no steps (e.g. \"down, move(10,200), up\")")
        }
        var steps: [GestureStep] = []
        var fingerDown = false
        for (offset, piece) in Self.split(text).enumerated() {
            let step = try GestureStep(parsing: piece.text, index: offset + 1, column: piece.column)
            try step.checkSequence(fingerDown: &fingerDown)
            steps.append(step)
        }
        self.steps = steps
    }

    /// The script text of the steps, joined by `, `.
    public var text: String { steps.map(\.text).joined(separator: ", ") }

    /// Splits at top-level commas (not those inside parentheses), trimming each piece and keeping the
    /// 1-based column of its first character.
    static func split(_ text: String) -> [(text: String, column: Int)] {
        var pieces: [(String, Int)] = []
        var current = ""
        var start = 1
        var depth = 0
        for (i, ch) in text.enumerated() {
            if ch == "," && depth == 0 {
                pieces.append(trimmed(current, start: start))
                current = ""; start = i + 2
                continue
            }
            if ch == "(" { depth += 1 } else if ch == ")" { depth = max(0, depth - 1) }
            current.append(ch)
        }
        pieces.append(trimmed(current, start: start))
        return pieces
    }

    private static func trimmed(_ s: String, start: Int) -> (String, Int) {
        let lead = s.prefix { $0.isWhitespace }.count
        return (s.trimmingCharacters(in: .whitespacesAndNewlines), start + lead)
    }
}

/// One step of a `GestureScript`.
public struct GestureStep: Hashable, Sendable {
    /// The step names of the gesture language.
    public enum Kind: String, CaseIterable, Sendable {
        case down, move, up, cancel, tap, doubleTap
    }
    public var kind: Kind
    /// The point given in the script; nil: the step's default (centre, or the finger's location).
    public var point: Point?
    /// The step as written (trimmed).
    public var text: String
    /// 1-based position of the step in the script.
    public var index: Int
    /// 1-based column of the step's first character in the script.
    public var column: Int

    public init(kind: Kind, point: Point? = nil, text: String? = nil, index: Int = 1, column: Int = 1) {
        self.kind = kind; self.point = point; self.index = index; self.column = column
        self.text = text ?? (point.map { "\(kind.rawValue)(\(Self.format($0.x)),\(Self.format($0.y)))" } ?? kind.rawValue)
    }

    init(parsing text: String, index: Int, column: Int) throws(GestureScriptError) {
        func fail(_ message: String) -> GestureScriptError {
            GestureScriptError(step: index, column: column, message: message)
        }
        guard !text.isEmpty else { throw fail("empty step (two commas in a row, or a comma at the end?)") }
        let name: String
        var point: Point?
        if let open = text.firstIndex(of: "(") {
            name = text[..<open].trimmingCharacters(in: .whitespaces)
            guard text.hasSuffix(")") else { throw fail("'\(text)' has no closing ')'") }
            let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
            let parts = inner.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { throw fail("'\(text)' needs two coordinates, x and y, e.g. \(name)(10,20)") }
            guard let x = Self.number(parts[0]) else { throw fail("'\(text)': x '\(parts[0])' is not a number") }
            guard let y = Self.number(parts[1]) else { throw fail("'\(text)': y '\(parts[1])' is not a number") }
            point = Point(x: x, y: y)
        } else {
            name = text
        }
        guard let kind = Kind(rawValue: name) else {
            var message = "unknown step '\(text)'"
            if let near = Suggestion.closest(to: name, among: Kind.allCases.map(\.rawValue)) {
                message += " (did you mean '\(near)'?)"
            } else {
                message += " (steps: \(Kind.allCases.map(\.rawValue).joined(separator: ", ")))"
            }
            throw fail(message)
        }
        if kind == .move && point == nil { throw fail("'move' needs a point, e.g. move(10,20)") }
        if kind == .cancel && point != nil { throw fail("'cancel' takes no point") }
        self.init(kind: kind, point: point, text: text, index: index, column: column)
    }

    /// Checks that the step fits the finger's state (down or up) and updates it.
    func checkSequence(fingerDown: inout Bool) throws(GestureScriptError) {
        switch kind {
        case .down, .tap, .doubleTap:
            if fingerDown { throw GestureScriptError(step: index, column: column, message: "'\(text)': a finger is already down (add 'up' or 'cancel' first)") }
            fingerDown = kind == .down
        case .move, .up, .cancel:
            if !fingerDown { throw GestureScriptError(step: index, column: column, message: "'\(text)': no finger is down (add 'down' first)") }
            fingerDown = kind == .move
        }
    }

    /// `-?digits(.digits)?`; rejects `nan`, `inf`, hex and exponents.
    static func number(_ s: String) -> Double? {
        var body = Substring(s)
        if body.hasPrefix("-") { body = body.dropFirst() }
        let halves = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(halves.count), halves.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return nil }
        return Double(s)
    }

    /// A coordinate without a trailing `.0`.
    public static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}

/// A mistake in a gesture script: `events: 2: unknown step 'mvoe(1,2)' (did you mean 'move'?)`.
public struct GestureScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based number of the step.
    public var step: Int
    /// 1-based column of the step's first character in the script.
    public var column: Int
    public var message: String

    public init(step: Int, column: Int, message: String) {
        self.step = step; self.column = column; self.message = message
    }

    public var description: String { "events: \(step): \(message)" }
}
