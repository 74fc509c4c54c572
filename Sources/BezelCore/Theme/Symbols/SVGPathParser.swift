/// Reads SVG path data (`d`) into absolute `PathSegment`s: every command of SVG 1.1 in both cases
/// (`M L H V C S Q T A Z`), implicit repeats, numbers run together (`-67.13L30.03-70.45`, `.5.5`)
/// and arc flags without separators (`a8 8 0 1 1 0 8`). Malformed data is an error saying where.
struct SVGPathParser {
    private let bytes: [UInt8]
    private var i = 0

    init(_ data: String) { bytes = Array(data.utf8) }

    /// The segments of `data`, or what is wrong at which character.
    static func segments(_ data: String) -> Result<[PathSegment], PathError> {
        var parser = SVGPathParser(data)
        do { return .success(try parser.parse()) } catch let e as PathError { return .failure(e) } catch {
            return .failure(PathError(message: "\(error)"))
        }
    }

    private mutating func parse() throws -> [PathSegment] {
        var out: [PathSegment] = []
        var current = Point(x: 0, y: 0), start = current
        var lastControl: Point?, lastKind: UInt8 = 0
        var command: UInt8 = 0
        while true {
            skipSeparators()
            guard i < bytes.count else { break }
            let c = bytes[i]
            if Self.isCommand(c) { command = c; i += 1 } else if command == 0 || command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                throw failure("expected a command letter")
            }
            let relative = command >= UInt8(ascii: "a")
            let upper = relative ? command - 32 : command
            func pt(_ x: Double, _ y: Double) -> Point { relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y) }
            var segment: PathSegment
            switch upper {
            case UInt8(ascii: "M"):
                let p = pt(try number(), try number())
                segment = .move(p); start = p
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")   // later pairs are lines
            case UInt8(ascii: "L"): segment = .line(pt(try number(), try number()))
            case UInt8(ascii: "H"):
                let x = try number()
                segment = .line(Point(x: relative ? current.x + x : x, y: current.y))
            case UInt8(ascii: "V"):
                let y = try number()
                segment = .line(Point(x: current.x, y: relative ? current.y + y : y))
            case UInt8(ascii: "C"):
                segment = .cubic(pt(try number(), try number()), pt(try number(), try number()), pt(try number(), try number()))
            case UInt8(ascii: "S"):
                let c1 = lastKind == UInt8(ascii: "C") ? Self.reflect(lastControl, about: current) : current
                segment = .cubic(c1, pt(try number(), try number()), pt(try number(), try number()))
            case UInt8(ascii: "Q"): segment = .quad(pt(try number(), try number()), pt(try number(), try number()))
            case UInt8(ascii: "T"):
                let c = lastKind == UInt8(ascii: "Q") ? Self.reflect(lastControl, about: current) : current
                segment = .quad(c, pt(try number(), try number()))
            case UInt8(ascii: "A"):
                let rx = abs(try number()), ry = abs(try number()), rotation = try number()
                let large = try flag(), sweep = try flag()
                segment = .arc(radii: Size(width: rx, height: ry), rotation: rotation, largeArc: large, sweep: sweep,
                               to: pt(try number(), try number()))
            case UInt8(ascii: "Z"): segment = .close
            default: throw failure("unknown command '\(Character(Unicode.Scalar(command)))'")
            }
            out.append(segment)
            switch segment {
            case .move(let p), .line(let p): current = p; lastKind = 0
            case .quad(let c, let p): current = p; lastControl = c; lastKind = UInt8(ascii: "Q")
            case .cubic(_, let c2, let p): current = p; lastControl = c2; lastKind = UInt8(ascii: "C")
            case .arc(_, _, _, _, let p): current = p; lastKind = 0
            case .close: current = start; lastKind = 0
            }
        }
        if case .move? = out.first {} else if !out.isEmpty { throw failure("path data must start with a move (M)") }
        return out
    }

    private static func isCommand(_ c: UInt8) -> Bool { "MmLlHhVvCcSsQqTtAaZz".utf8.contains(c) }

    private static func reflect(_ control: Point?, about p: Point) -> Point {
        guard let control else { return p }
        return Point(x: 2 * p.x - control.x, y: 2 * p.y - control.y)
    }

    private mutating func skipSeparators() {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[i]) { i += 1 }
    }

    private mutating func flag() throws -> Bool {
        skipSeparators()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else { throw failure("expected an arc flag (0 or 1)") }
        defer { i += 1 }
        return bytes[i] == UInt8(ascii: "1")
    }

    /// A number: sign, digits, one point, exponent; it ends where the next cannot continue it.
    private mutating func number() throws -> Double {
        skipSeparators()
        let begin = i
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        var digits = 0, seenPoint = false
        while i < bytes.count {
            let c = bytes[i]
            if c >= 0x30 && c <= 0x39 { digits += 1; i += 1 } else if c == UInt8(ascii: "."), !seenPoint { seenPoint = true; i += 1 } else { break }
        }
        if digits > 0, i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j += 1 }
            if j < bytes.count, bytes[j] >= 0x30 && bytes[j] <= 0x39 {
                i = j
                while i < bytes.count, bytes[i] >= 0x30 && bytes[i] <= 0x39 { i += 1 }
            }
        }
        guard digits > 0, let v = Double(String(decoding: bytes[begin..<i], as: UTF8.self)), v.isFinite, abs(v) <= 1e7 else {
            i = begin
            throw failure("expected a number")
        }
        return v
    }

    private func failure(_ what: String) -> PathError {
        let shown = String(decoding: bytes[i..<min(bytes.count, i + 12)], as: UTF8.self)
        return PathError(message: "path data: \(what) at character \(i + 1) ('\(UntrustedText.shown(shown, limit: 12))')")
    }
}
