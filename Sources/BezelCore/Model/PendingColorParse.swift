// TEMPORARY until the colour parser lands.
public enum ColorAppearance: String, Sendable { case light, dark }
public struct ColorSyntaxError: Error { public var message: String }
public enum ColorSyntax {
    public static func parse(_ s: String, appearance: ColorAppearance) -> Result<Color, ColorSyntaxError> {
        guard s.hasPrefix("#"), s.count == 7, let v = UInt32(s.dropFirst(), radix: 16) else { return .failure(.init(message: "bad colour '\(s)'")) }
        return .success(Color(red: UInt8(v >> 16), green: UInt8((v >> 8) & 255), blue: UInt8(v & 255)))
    }
    public static func dtcg(_ o: JSONObject) -> Result<Color, ColorSyntaxError> { .failure(.init(message: "todo")) }
}
extension Color {
    public func shade(_ p: Double) -> Color { self }
    public func tint(_ p: Double) -> Color { self }
    public func mix(with c: Color, amount p: Double) -> Color { self }
    public func withOpacity(_ f: Double) -> Color { self }
    public func overlay(_ c: Color, alpha a: Double) -> Color { self }
}
extension ColorSyntax {
    public static func systemBlue(_ a: ColorAppearance) -> Color { a == .dark ? Color(red: 10, green: 132, blue: 255) : Color(red: 0, green: 122, blue: 255) }
}
extension ColorAppearance: CaseIterable {}
extension ColorSyntax {
    public static func named(_ n: String, _ a: ColorAppearance) -> Color { .black }
}
extension Color {
    public func composited(over b: Color) -> Color { self }
    public static func contrastRatio(_ a: Color, _ b: Color) -> Double { 21 }
}
