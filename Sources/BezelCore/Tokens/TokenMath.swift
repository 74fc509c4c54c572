/// Arithmetic in token values, as Tokens Studio writes it: `"{space.base} * 2"`, `"(4px + {gap}) / 2"`,
/// `"-{radius.small}"`, `"floor({size.unit} * 2)"`, `"min({a} * 0.5, {b})"`. Numbers may carry a unit
/// (`px`, `rem`, `em`, `%`); `+` and `-` need equal units (or a bare number), `*` at most one unit,
/// `/` a bare divisor or the same unit (giving a bare number); functions are `TokenMathFunctions`.
/// References are resolved by the caller, to dimensions.
enum TokenMath {
    enum Piece: Equatable { case number(TokenDimension), reference(String), op(Character), function(String) }

    /// The deepest nesting of parentheses (and of unary minus signs) read, so no input can exhaust the stack.
    static let maximumDepth = InputLimits.expressionDepth.value

    /// Whether `string` is an expression rather than a plain dimension: it reads as pieces and has an
    /// operator between operands, or a reference with anything around it.
    static func isExpression(_ string: String) -> Bool {
        guard let pieces = try? pieces(string), pieces.count > 1 else { return false }
        if pieces.contains(where: { if case .function(let f) = $0 { TokenMathFunctions.cssFunctions.contains(f.lowercased()) } else { false } }) {
            return false
        }
        if pieces.count == 2, pieces[0] == .op("-"), case .number = pieces[1] { return false }
        return true
    }

    /// The value of `string`, each `{name}` read by `reference`.
    static func evaluate(_ string: String,
                         reference: (String) throws(TokenConversionError) -> TokenDimension) throws(TokenConversionError) -> TokenDimension {
        var resolved: [Piece] = []
        let all = try pieces(string)
        var depth = 0
        for piece in all {
            if piece == .op("(") { depth += 1 } else if piece == .op(")") { depth -= 1 }
            guard depth <= maximumDepth else { throw TokenConversionError("an expression nests parentheses deeper than \(maximumDepth)" + InputLimits.expressionDepth.tag) }
        }
        for piece in all {
            if case .reference(let name) = piece { resolved.append(.number(try reference(name))) } else { resolved.append(piece) }
        }
        var parser = Parser(pieces: resolved)
        let value = try parser.sum()
        guard parser.index == parser.pieces.count else {
            throw TokenConversionError("cannot read '\(UntrustedText.shown(string, limit: 80))' as arithmetic")
        }
        return value
    }

    static func pieces(_ string: String) throws(TokenConversionError) -> [Piece] {
        var out: [Piece] = []
        let chars = Array(string)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == " " { i += 1; continue }
            if "+-*/(),".contains(c) { out.append(.op(c)); i += 1; continue }
            if c.isLetter {
                // A function name: letters, digits, '-' and '_', then '(' (spaces between allowed).
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "-" || chars[j] == "_" { j += 1 }
                var k = j
                while k < chars.count, chars[k] == " " { k += 1 }
                guard k < chars.count, chars[k] == "(" else { throw TokenConversionError("cannot read '\(UntrustedText.shown(string, limit: 80))' as arithmetic") }
                out.append(.function(String(chars[i..<j]))); i = k; continue
            }
            if c == "{" {
                guard let end = chars[i...].firstIndex(of: "}") else { throw TokenConversionError("unclosed '{' in '\(UntrustedText.shown(string, limit: 80))'") }
                out.append(.reference(String(chars[(i + 1)..<end]).trimmingCharacters(in: .whitespaces)))
                i = end + 1; continue
            }
            var j = i
            while j < chars.count, chars[j].isNumber || chars[j] == "." || chars[j].isLetter || chars[j] == "%" { j += 1 }
            guard j > i, let d = TokenDimension(string: String(chars[i..<j])) else {
                throw TokenConversionError("cannot read '\(UntrustedText.shown(string, limit: 80))' as arithmetic")
            }
            out.append(.number(d)); i = j
        }
        return out
    }

    private struct Parser {
        var pieces: [Piece]
        var index = 0
        var minusDepth = 0

        mutating func sum() throws(TokenConversionError) -> TokenDimension {
            var left = try product()
            while index < pieces.count, case .op(let o) = pieces[index], o == "+" || o == "-" {
                index += 1
                left = try TokenMath.combine(left, o, try product())
            }
            return left
        }

        mutating func product() throws(TokenConversionError) -> TokenDimension {
            var left = try operand()
            while index < pieces.count, case .op(let o) = pieces[index], o == "*" || o == "/" {
                index += 1
                left = try TokenMath.combine(left, o, try operand())
            }
            return left
        }

        mutating func operand() throws(TokenConversionError) -> TokenDimension {
            guard index < pieces.count else { throw TokenConversionError("an expression ends where a number was expected") }
            let piece = pieces[index]
            index += 1
            switch piece {
            case .number(let d): return d
            case .reference(let name): throw TokenConversionError("{\(name)} was not resolved")
            case .op("-"):
                guard minusDepth < TokenMath.maximumDepth else { throw TokenConversionError("too many '-' signs in a row" + InputLimits.expressionDepth.tag) }
                minusDepth += 1
                defer { minusDepth -= 1 }
                var d = try operand(); d.value = -d.value; return d
            case .op("("):
                let inner = try sum()
                guard index < pieces.count, pieces[index] == .op(")") else { throw TokenConversionError("a '(' is not closed") }
                index += 1
                return inner
            case .function(let name):
                return try TokenMathFunctions.apply(name, try arguments())
            case .op(let o): throw TokenConversionError("'\(o)' where a number was expected")
            }
        }

        /// The arguments of a function call, from its '(' to its ')', separated by commas.
        mutating func arguments() throws(TokenConversionError) -> [TokenDimension] {
            guard index < pieces.count, pieces[index] == .op("(") else { throw TokenConversionError("a function name without '('") }
            index += 1
            var args: [TokenDimension] = []
            if index < pieces.count, pieces[index] == .op(")") { index += 1; return args }
            while true {
                args.append(try sum())
                guard index < pieces.count, case .op(let o) = pieces[index], o == "," || o == ")" else {
                    throw TokenConversionError("a function's '(' is not closed")
                }
                index += 1
                if o == ")" { return args }
            }
        }
    }

    static func combine(_ a: TokenDimension, _ op: Character, _ b: TokenDimension) throws(TokenConversionError) -> TokenDimension {
        func fail() -> TokenConversionError { TokenConversionError("cannot compute \(a.description) \(op) \(b.description): the units do not combine") }
        switch op {
        case "+", "-":
            // A bare number is points (a referenced dimension is already points): it adds to px only.
            let units = Set([a.unit ?? "px", b.unit ?? "px"])
            guard units.count == 1 else { throw fail() }
            return TokenDimension(value: op == "+" ? a.value + b.value : a.value - b.value, unit: a.unit ?? b.unit)
        case "*":
            guard a.unit == nil || b.unit == nil else { throw fail() }
            return TokenDimension(value: a.value * b.value, unit: a.unit ?? b.unit)
        default:
            guard b.value != 0 else { throw TokenConversionError("division by zero in \(a.description) / \(b.description)") }
            if b.unit == nil { return TokenDimension(value: a.value / b.value, unit: a.unit) }
            guard a.unit == b.unit else { throw fail() }
            return TokenDimension(value: a.value / b.value, unit: nil)
        }
    }
}
