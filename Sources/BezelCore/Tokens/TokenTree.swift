/// Token trees by token name (`color.brand`): what is taken out of a mode's tokens when
/// `tokenSettings.strictModes` holds it to its own resolution.
enum TokenTree {
    /// `tree` without the token `name` (a `$root` token by its group's name too); groups left empty stay.
    static func removing(_ name: String, from tree: JSONObject) -> JSONObject {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return removing(parts[...], from: tree)
    }

    private static func removing(_ parts: ArraySlice<String>, from tree: JSONObject) -> JSONObject {
        guard let first = parts.first, case .object(var child)? = tree[first] else { return tree }
        var out = tree
        if parts.count == 1 {
            if child["$value"] != nil { out[first] = nil } else { child["$root"] = nil; out[first] = .object(child) }
        } else {
            out[first] = .object(removing(parts.dropFirst(), from: child))
        }
        return out
    }
}

/// A mode a token file made, held to its own resolution (`tokenSettings.strictModes`): the tokens
/// only the default resolution defines are not there, and using one says so.
public struct StrictMode: Sendable {
    public var mode: String
    public var missing: Set<String>
    public init(mode: String, missing: Set<String>) { self.mode = mode; self.missing = missing }
}
