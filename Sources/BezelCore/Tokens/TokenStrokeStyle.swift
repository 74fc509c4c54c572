/// A DTCG `strokeStyle` value: `"solid"`, `"dashed"` or `"dotted"` (the styles Bezel draws; CSS's
/// `double`, `groove`, `ridge`, `outset` and `inset` are errors), or `{ "dashArray": [dimensions],
/// "lineCap": "round" | "butt" | "square" }`, which is a dashed border with that pattern.
struct TokenStrokeStyle {
    var style: BorderStyle
    var dashArray: [JSONValue]?
    var lineCap: LineCap?

    init(_ value: JSONValue) throws(TokenConversionError) {
        switch value {
        case .string(let s):
            guard let drawn = BorderStyle(rawValue: s) else {
                throw TokenConversionError("stroke style '\(UntrustedText.shown(s, limit: 40))' is not drawn by Bezel; styles are "
                                           + BorderStyle.allCases.map(\.rawValue).joined(separator: ", ") + " or {dashArray, lineCap}")
            }
            style = drawn
        case .object(let o):
            guard case .array(let dashes)? = o["dashArray"], !dashes.isEmpty else {
                throw TokenConversionError("a stroke style object needs a non-empty dashArray")
            }
            if let unknown = o.keys.first(where: { $0 != "dashArray" && $0 != "lineCap" }) {
                throw TokenConversionError("unknown stroke style key '\(UntrustedText.shown(unknown, limit: 40))'; keys are dashArray, lineCap")
            }
            if let cap = o["lineCap"] {
                guard let c = cap.stringValue.flatMap(LineCap.init(rawValue:)) else {
                    throw TokenConversionError("lineCap must be one of " + LineCap.allCases.map(\.rawValue).joined(separator: ", "))
                }
                lineCap = c
            }
            style = .dashed
            dashArray = dashes
        default:
            throw TokenConversionError("expected a stroke style name or {dashArray, lineCap}, found \(value.kindName)")
        }
    }
}
