/// The kinds of file `bezel render` writes per sheet.

public enum SheetFileKind: String, CaseIterable, Hashable, Sendable {
    case png, json, svg, pdf
    /// The engine atlases written beside a raster page: TexturePacker's JSON array
    /// (`normal@2x.array.json`), Starling/Sparrow XML (`normal@2x.xml`), a LÖVE Lua table
    /// (`normal@2x.lua`) and Godot's import settings for the page (`normal@2x.png.import`).
    case jsonArray = "array.json", starlingXML = "xml", loveLua = "lua", godotImport = "png.import"
    /// The file name extension, without the dot.
    public var fileExtension: String { rawValue }
}

/// File and folder names of `bezel render` output (docs/cli.md, "render").
///
/// - One sheet per state: `<state><suffix>.<ext>`, where `<state>` is `ControlState.name` (the
///   canonical `+` form in bit order: `highlighted+selected`) and `<suffix>` is `scaleSuffix`.
/// - Strips: `buttons/<button><suffix>.<ext>`.
/// - Panels: `backgrounds<suffix>.<ext>`, frames `<button>/<state>/background`.
/// - Output folder: `<out>/<theme>[/<mode>][/<locale>]`.
public enum SheetNaming {
    /// `""` at scale 1, `"@2x"` at 2, `"@1.5x"` at 1.5 (the scale in `JSONWriter.number`'s form).
    public static func scaleSuffix(_ scale: Double) -> String {
        scale == 1 ? "" : scaleLabel(scale)
    }

    /// `"@1x"`, `"@2x"`, `"@1.5x"`: the scale as shown in messages.
    public static func scaleLabel(_ scale: Double) -> String {
        "@" + JSONWriter.number(scale) + "x"
    }

    /// The sheet file of `state` at `scale`: `normal.png`, `highlighted+selected@2x.json`, …
    public static func sheetFileName(state: ControlState, scale: Double, kind: SheetFileKind) -> String {
        sheetFileName(state: state, scale: scale, page: nil, kind: kind)
    }

    /// The file of `state` at `scale` on page `page` of a sheet that spills into pages
    /// (`normal@2x-0.png`); with `page` nil, the sheet of one page (`normal@2x.png`).
    public static func sheetFileName(state: ControlState, scale: Double, page: Int?, kind: SheetFileKind) -> String {
        state.name + scaleSuffix(scale) + (page.map { "-\($0)" } ?? "") + "." + kind.fileExtension
    }

    /// The sheet file of `state` in `layout`: as `sheetFileName(state:scale:kind:)`, with `-<page>`
    /// after the scale when the sheet spills into pages (`normal@2x-0.png`, `normal@2x-1.json`).
    public static func sheetFileName(state: ControlState, layout: SheetLayout, kind: SheetFileKind) -> String {
        sheetFileName(state: state, scale: layout.scale, page: layout.namedPage, kind: kind)
    }

    /// The Phaser 3 multiatlas of a paged sheet of `state` at `scale`: `normal@2x.multiatlas.json`.
    public static func multiatlasFileName(state: ControlState, scale: Double) -> String {
        state.name + scaleSuffix(scale) + ".multiatlas.json"
    }

    /// The sheet of the panels (the background alone, in each state, of every button whose
    /// background image has cap insets): `backgrounds[@Nx][-<page>].<ext>`.
    public static let backgroundsSheet = "backgrounds"

    /// The file of the panels' sheet page `layout`: `backgrounds@2x.png`, `backgrounds@2x-1.json`.
    public static func backgroundsFileName(layout: SheetLayout, kind: SheetFileKind) -> String {
        backgroundsSheet + scaleSuffix(layout.scale) + (layout.namedPage.map { "-\($0)" } ?? "") + "." + kind.fileExtension
    }

    /// The atlas key of `button`'s panel in `state`: `play/highlighted/background`.
    public static func backgroundFrameName(button: String, state: ControlState) -> String {
        button + "/" + state.name + "/background"
    }

    /// The folder of strips, relative to the theme's output folder.
    public static let stripFolder = "buttons"
    /// The record a unit's folder keeps for the next run (`UnitRecord`): a dot-file, bookkeeping
    /// rather than output, which `merge` and the exports leave alone.
    public static let unitRecordFileName = ".bezel-unit.json"

    /// A button's strip file, relative to the theme's output folder: `buttons/ok@2x.png`.
    public static func stripFileName(button: String, scale: Double, kind: SheetFileKind) -> String {
        stripFolder + "/" + button + scaleSuffix(scale) + "." + kind.fileExtension
    }

    /// The file of `button`'s strip page `layout`: as `stripFileName(button:scale:kind:)`, with
    /// `-<page>` after the scale when the strip spills into pages (`buttons/ok@2x-1.png`).
    public static func stripFileName(button: String, layout: SheetLayout, kind: SheetFileKind) -> String {
        stripFolder + "/" + button + scaleSuffix(layout.scale) + (layout.namedPage.map { "-\($0)" } ?? "") + "." + kind.fileExtension
    }

    /// The atlas key of `state` in a button's strip: `ok/highlighted+selected`.
    public static func stripFrameName(button: String, state: ControlState) -> String {
        button + "/" + state.name
    }

    /// The output folder of one theme render: `<out>/<theme>[/<mode>][/<variant>][/<locale>]`, the
    /// variant being an accessibility variant's folder (`AccessibilitySettings.folderName`). A
    /// trailing `/` on `out` is dropped; an empty or nil mode, variant or locale adds no folder.
    public static func outputFolder(out: String, theme: String, mode: String? = nil, variant: String? = nil, locale: String? = nil) -> String {
        var base = out
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        let parts = [theme, mode, variant, locale].compactMap { $0 }.filter { !$0.isEmpty }
        if base == "/" { return "/" + parts.joined(separator: "/") }
        return ([base] + parts).joined(separator: "/")
    }
}
