import BezelCore
import Foundation

extension UIColor {
    // UIKit's fixed colours: the same in every trait collection.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // The iOS system and semantic colours (iOS 17's values, as docs/format.md §8.1 pins them),
    // resolved per trait collection and written into themes by name.
    public class var systemBlue: UIColor { system("systemBlue") }
    public class var systemGreen: UIColor { system("systemGreen") }
    public class var systemIndigo: UIColor { system("systemIndigo") }
    public class var systemOrange: UIColor { system("systemOrange") }
    public class var systemPink: UIColor { system("systemPink") }
    public class var systemPurple: UIColor { system("systemPurple") }
    public class var systemRed: UIColor { system("systemRed") }
    public class var systemTeal: UIColor { system("systemTeal") }
    public class var systemYellow: UIColor { system("systemYellow") }
    public class var systemMint: UIColor { system("systemMint") }
    public class var systemCyan: UIColor { system("systemCyan") }
    public class var systemBrown: UIColor { system("systemBrown") }
    public class var systemGray: UIColor { system("systemGray") }
    public class var systemGray2: UIColor { system("systemGray2") }
    public class var systemGray3: UIColor { system("systemGray3") }
    public class var systemGray4: UIColor { system("systemGray4") }
    public class var systemGray5: UIColor { system("systemGray5") }
    public class var systemGray6: UIColor { system("systemGray6") }
    public class var label: UIColor { system("label") }
    public class var secondaryLabel: UIColor { system("secondaryLabel") }
    public class var tertiaryLabel: UIColor { system("tertiaryLabel") }
    public class var quaternaryLabel: UIColor { system("quaternaryLabel") }
    public class var placeholderText: UIColor { system("placeholderText") }
    public class var link: UIColor { system("link") }
    public class var systemFill: UIColor { system("systemFill") }
    public class var secondarySystemFill: UIColor { system("secondarySystemFill") }
    public class var tertiarySystemFill: UIColor { system("tertiarySystemFill") }
    public class var quaternarySystemFill: UIColor { system("quaternarySystemFill") }
    public class var systemBackground: UIColor { system("systemBackground") }
    public class var secondarySystemBackground: UIColor { system("secondarySystemBackground") }
    public class var tertiarySystemBackground: UIColor { system("tertiarySystemBackground") }
    public class var systemGroupedBackground: UIColor { system("systemGroupedBackground") }
    public class var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackground") }
    public class var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackground") }
    public class var separator: UIColor { system("separator") }
    public class var opaqueSeparator: UIColor { system("opaqueSeparator") }
    public class var lightText: UIColor { system("lightText") }
    public class var darkText: UIColor { system("darkText") }

    private static func system(_ name: String) -> UIColor { UIColor(storage: .system(name)) }
}
