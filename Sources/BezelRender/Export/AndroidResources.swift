import BezelCore
import Foundation

/// Names, density folders and state-list XML of the Android resources `--format android` writes
/// into `<theme folder>/res/`:
///
/// ```
/// res/drawable-<density>/<button>_<state>.png     (or .9.png when the button is stretchable)
/// res/drawable/<button>.xml                       <selector> over the button's state images
/// res/drawable-<density>/<button>_<state>_background.9.png   a button with cap insets: its panel
/// res/drawable/<button>_background.xml            <selector> over the panel's nine-patches
/// ```
/// - **Densities**: scale 1 → `mdpi`, 1.5 → `hdpi`, 2 → `xhdpi`, 3 → `xxhdpi`, 4 → `xxxhdpi`; other
///   scales have no density bucket and are skipped with a warning.
/// - **Names** (resource names must be lowercase `[a-z0-9_]`, start with a letter and not be a Java
///   keyword): a button name is turned into snake case (`playAgain` → `play_again`), every other
///   character becomes `_`, runs of `_` collapse, `_` at the ends go; an empty name, one starting
///   with a digit or a Java keyword gets the prefix `button_`. States join their flags with `_` in
///   bit order, normal included, so the image of the normal state (`play_normal`) never shares its
///   name with the selector (`play`): `play_highlighted_selected`. When a button's names would
///   clash with names already taken (`play_normal` the button vs `play`'s normal image), the
///   button's base name gets `_2`, `_3`, … (buttons in name order) and a warning says so.
/// - **Selector order**: Android draws the first `<item>` whose listed states all hold, so items
///   go from most flags to fewest (ties: disabled first, as a disabled control shows disabled
///   whatever else holds; then pressed, selected, focused, hovered), then the default (normal) item. Items for combinations that were not rendered point at the image
///   `StateFallback` picks; items a later one already covers are left out
///   (`StateFallback.minimalRules`). Flags: highlighted → `state_pressed="true"`, disabled →
///   `state_enabled="false"`, selected → `state_selected="true"`, focused → `state_focused="true"`,
///   and for a button with a hover look, hover → `state_hovered="true"` (a mouse or stylus over the
///   view), last in ties, so a hovered view that is also pressed, selected or focused shows that.
public enum AndroidResources {
    /// The density qualifier of `scale`, or nil when Android has none for it.
    public static func density(scale: Double) -> String? {
        switch scale {
        case 1: "mdpi"
        case 1.5: "hdpi"
        case 2: "xhdpi"
        case 3: "xxhdpi"
        case 4: "xxxhdpi"
        default: nil
        }
    }

    /// The resources folder below the theme's output folder.
    public static let folder = "res"

    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto",
        "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package",
        "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized",
        "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while",
    ]

    /// A button name as a resource name (before clashes are resolved).
    public static func resourceName(_ name: String) -> String {
        var out = ""
        var previous: Character?
        for c in name {
            if c.isASCII, c.isUppercase, let p = previous, p.isASCII, p.isLowercase || p.isNumber { out += "_" }
            if c.isASCII, c.isLetter || c.isNumber { out += c.lowercased() } else { out += "_" }
            previous = c
        }
        while out.contains("__") { out = out.replacingOccurrences(of: "__", with: "_") }
        out = String(out.drop(while: { $0 == "_" }).reversed().drop(while: { $0 == "_" }).reversed())
        if out.isEmpty || out.first!.isNumber || javaKeywords.contains(out) { out = "button_" + out }
        while out.hasSuffix("_") { out.removeLast() }
        return out
    }

    /// What a panel's resources add to the button's names: `play_background` (the state list),
    /// `play_normal_background` (a nine-patch).
    public static let backgroundSuffix = "_background"

    /// A state's suffix: `normal`, `highlighted_selected`.
    public static func stateSuffix(_ state: ControlState) -> String {
        state.name.replacingOccurrences(of: "+", with: "_")
    }

    /// Resource base names for buttons (name → base name, clashes resolved) and the warnings.
    /// `states` gives each button's rendered states; `panels` names the buttons with a panel, whose
    /// `<base>_background` state list and `<base>_<state>_background` nine-patches take names too.
    public static func baseNames(_ states: [String: [ControlState]], panels: Set<String> = []) -> (names: [String: String], warnings: [String]) {
        var taken = Set<String>(), names: [String: String] = [:], warnings: [String] = []
        for (button, buttonStates) in states.sorted(by: { SheetPixels.byteOrder($0.key, $1.key) }) {
            let base = resourceName(button)
            var candidate = base, n = 2
            func all(_ b: String) -> [String] {
                let own = [b] + buttonStates.map { b + "_" + stateSuffix($0) }
                return panels.contains(button) ? own + own.map { $0 + backgroundSuffix } : own
            }
            while all(candidate).contains(where: taken.contains) { candidate = base + "_\(n)"; n += 1 }
            if candidate != base {
                warnings.append("android: button '\(button)' is named '\(candidate)' because '\(base)' clashes with another button's resources")
            }
            taken.formUnion(all(candidate)); names[button] = candidate
        }
        return (names, warnings)
    }

    /// The attribute of each flag in a state-list item, in bit order.
    public static let flagAttributes: [(state: ControlState, attribute: String)] = [
        (.highlighted, "android:state_pressed=\"true\""),
        (.disabled, "android:state_enabled=\"false\""),
        (.selected, "android:state_selected=\"true\""),
        (.focused, "android:state_focused=\"true\""),
        (.hover, "android:state_hovered=\"true\""),
    ]

    /// Tie order of flags in the selector: disabled, pressed, selected, focused, hovered.
    static let tieOrder: [ControlState] = [.disabled, .highlighted, .selected, .focused, .hover]

    /// The selector's items, first to last: (the flags listed, the state whose image it shows).
    /// The last item is always (normal, normal), the default.
    public static func selectorItems(states: [ControlState]) -> [(flags: ControlState, shows: ControlState)] {
        let rendered = Set(states).union([.normal])
        let ordered = StateFallback.combinations(for: rendered).sorted { a, b in
            let ka = StateFallback.bitCount(a), kb = StateFallback.bitCount(b)
            if ka != kb { return ka > kb }
            return tieOrder.map { a.contains($0) ? 0 : 1 }.lexicographicallyPrecedes(tieOrder.map { b.contains($0) ? 0 : 1 })
        }
        let kept = StateFallback.minimalRules(ordered, rendered: rendered) { active, rules in
            rules.first { active.isSuperset(of: $0) }
        }
        return kept.map { ($0, StateFallback.shown(for: $0, rendered: rendered)) }
    }

    /// `drawable/<base>.xml`: the state list of a button with resource base name `base`; with
    /// `background`, `drawable/<base>_background.xml`, the state list of its panel's nine-patches.
    public static func selectorXML(button: String, base: String, states: [ControlState], background: Bool = false) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        out += "<!-- Bezel: button \"\(xmlEscape(button))\"" + (background ? ", its background alone (nine-patches)" : "")
        out += ". Android uses the first item whose states all hold. -->\n"
        out += "<selector xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
        for (flags, shows) in selectorItems(states: states) {
            let attributes = flagAttributes.filter { flags.contains($0.state) }.map(\.attribute)
            let drawable = "android:drawable=\"@drawable/\(base)_\(stateSuffix(shows))\(background ? backgroundSuffix : "")\""
            out += "    <item " + (attributes + [drawable]).joined(separator: " ") + " />\n"
        }
        return out + "</selector>\n"
    }

    static func xmlEscape(_ s: String) -> String {
        // "--" may not appear inside the comments this text goes into.
        Markup.escaped(s).replacingOccurrences(of: "--", with: "- -")
    }
}
