import BezelCore
import Foundation

/// One unit of batch work: a theme in one mode (already decoded) and one locale.
public struct RenderUnit: Sendable {
    public var theme: ButtonTheme
    public var locale: String?
    /// The unit already prepared (by `ThemeCheck`, with the render's measurer) for the states the
    /// render draws; nil, or prepared without some of those states: the render prepares it.
    public var prepared: PreparedTheme?
    /// The unit's buttons packed by the check with the render's options (from `prepared`); nil:
    /// the render packs them.
    public var packed: PackedSheets?
    /// Modes of the same theme and locale that are this unit's theme in another appearance (Dark
    /// Mode, Increase Contrast: `ImageAppearance`): their images go into this unit's asset catalog
    /// and Android resources, beside the light ones.
    public var appearanceVariants: [RenderUnit] = []
    /// Whether this unit is such a variant of a base unit rendered in the same run: its asset
    /// catalog and Android images are written by that unit, not on their own.
    public var imagesGoToBase = false
    /// The mode (or Increase Contrast variant) that already is the base theme in this unit's
    /// appearance, as messages name it (`mode dark`), when this unit is a second one (two dark
    /// modes): its images stay in its own resources, with a warning.
    public var sameAppearanceAs: String?
    /// The accessibility variants of this unit's theme, mode and locale rendered in the same run:
    /// `--gallery` draws them beside it (`accessibility.png`). Empty for a variant.
    public var accessibilityVariants: [RenderUnit] = []
    /// The warnings the check found for this unit (its layout's and the preflight's): kept in its
    /// record, so that a later run that finds it up to date, and does not prepare it, still tells them.
    package var warnings: [Diagnostic] = []
    public init(theme: ButtonTheme, locale: String?, prepared: PreparedTheme? = nil, packed: PackedSheets? = nil) {
        self.theme = theme; self.locale = locale; self.prepared = prepared; self.packed = packed
    }
    /// The output folder below `-o`: `<theme>[/<mode>][/<locale>]`.
    public var folder: String {
        SheetNaming.outputFolder(out: "", theme: theme.name, mode: theme.mode, variant: theme.accessibility.folderName, locale: locale)
            .trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    }
    /// A stable identifier for sharding and messages.
    public var identifier: String { folder }
}
