import BezelCore
import Foundation

/// The font families each title is drawn with, remembered from the layouts measurement already
/// built: a title measured on one line, not shortened, was laid out whole, with the runs and fonts
/// the manifest's `titleFontsDrawn` asks for, so the manifest does not lay it out again. One per
/// `FontConfiguration` (families depend only on the text and the fonts); safe from any thread.
final class DrawnFamilyMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var families: [TitleText: [String]] = [:]

    /// The families remembered for `text`, if any.
    func families(of text: TitleText) -> [String]? {
        lock.withLock { families[text] }
    }

    /// Remembers the families of `layout`, built for `text`, when it holds the whole title on
    /// one line (what `drawnFamilies` lays out).
    func remember(_ text: TitleText, from layout: PangoLayoutHandle) {
        guard layout.lineCount == 1, !layout.isEllipsized, lock.withLock({ families[text] == nil }) else { return }
        let drawn = Self.unique(layout.resolvedFontFamilies)
        lock.withLock { families[text] = drawn }
    }

    /// Families once each, in the order first seen.
    static func unique(_ families: [String]) -> [String] {
        var seen = Set<String>()
        return families.filter { seen.insert($0).inserted }
    }
}
