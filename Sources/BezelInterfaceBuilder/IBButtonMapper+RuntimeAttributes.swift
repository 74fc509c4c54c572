import BezelCore

extension IBButtonMapper {
    /// `<userDefinedRuntimeAttributes>`: UIKit's documented `layer.cornerRadius`, `layer.borderWidth`,
    /// `layer.masksToBounds` and `clipsToBounds`; every other key path (a subclass's or an
    /// extension's property, set by code at run time) is reported.
    func runtimeAttributes(_ b: IBElement, _ id: String, into o: inout JSONObject) {
        for list in b.children(named: "userDefinedRuntimeAttributes") {
            for a in list.children(named: "userDefinedRuntimeAttribute") {
                let path = a["keyPath"] ?? ""
                let what = "userDefinedRuntimeAttributes." + path
                switch path {
                case "layer.cornerRadius":
                    if let v = number(a), v >= 0 { o["cornerRadius"] = .number(v) } else { unreadable(a, id, what) }
                case "layer.borderWidth":
                    if let v = number(a), v >= 0 {
                        // CALayer's border colour is opaque black unless code sets it (IB cannot: it is a CGColor).
                        o["border"] = .object(JSONObject([("width", .number(v)), ("color", .string("#000000"))]))
                    } else { unreadable(a, id, what) }
                case "layer.masksToBounds", "clipsToBounds":
                    if let v = bool(a) { o["clipsToBounds"] = .bool(v) } else { unreadable(a, id, what) }
                default:
                    report.warn(a, id, what, "runtime attribute '\(path)' (\(a["type"] ?? "?")) is set by code at run time: not modelled, left out")
                }
            }
        }
    }

    private func unreadable(_ a: IBElement, _ id: String, _ what: String) {
        report.warn(a, id, what, "runtime attribute '\(a["keyPath"] ?? "")' has no value Bezel can read: left out")
    }

    /// A runtime attribute's number: `<integer|real key="value" value=…>` or a `value` attribute.
    private func number(_ a: IBElement) -> Double? {
        let text = a.children.first { $0["key"] == "value" && ($0.name == "integer" || $0.name == "real") }?["value"] ?? a["value"]
        return text.flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A runtime attribute's boolean: `value="YES"` or `<boolean key="value" value="YES"/>`.
    private func bool(_ a: IBElement) -> Bool? {
        let text = a["value"] ?? a.children.first { $0["key"] == "value" && $0.name == "boolean" }?["value"]
        switch text { case "YES"?: return true; case "NO"?: return false; default: return nil }
    }
}
