import BezelCore
import Foundation

/// `index.html` for `--format css`: every button in every rendered state, using `buttons.css`.
///
/// The layout is fixed so that a test (or a person with a ruler) knows where each button is: a
/// grid with one row per button (sprite order: name order) and one column per sheet state, every
/// element absolutely positioned in CSS px. Cell sizes are the largest sprite plus `gap`. Buttons
/// are `<button type="button">` elements with the button's class and the state classes
/// (`is-highlighted is-selected`), holding the button's accessibility label or title as their
/// text, as a page would (the stylesheet does not paint it); each row and column has a text label.
/// The backdrop (the whole page, not only the grid) is white, black for a dark theme, and follows
/// the system's colour scheme (and the root classes `bezel-dark`, `bezel-light`) when the
/// stylesheet has a dark variant. Cells fit the largest sprite of every appearance.
public struct CSSDemoPage: Sendable {
    public var sprites: CSSSprites
    /// Whether the theme itself is dark (a black backdrop).
    public var dark: Bool
    /// Margin around the grid, in CSS px.
    public var margin: Double = 16
    /// Width of the row-label column and height of the column-label row, in CSS px.
    public var labelWidth: Double = 120, labelHeight: Double = 24
    /// Space added to the largest sprite to make a cell, in CSS px.
    public var gap: Double = 16

    public init(sprites: CSSSprites, dark: Bool = false) { self.sprites = sprites; self.dark = dark }

    /// The file name, beside `buttons.css`.
    public static let fileName = "index.html"

    /// The sprites of every appearance the page can show: a cell holds the largest.
    var allSprites: [CSSSprites.Sprite] { sprites.sprites + sprites.variants.flatMap(\.sprites.sprites) }
    var cellWidth: Double { (allSprites.map(\.width).max() ?? 0) + gap }
    var cellHeight: Double { (allSprites.map(\.height).max() ?? 0) + gap }

    /// The page's size in CSS px (the grid and its margins).
    public var size: (width: Double, height: Double) {
        (margin * 2 + labelWidth + Double(sprites.sheets.count) * cellWidth,
         margin * 2 + labelHeight + Double(sprites.sprites.count) * cellHeight)
    }

    /// The top-left corner of `button` shown in `state`, in CSS px; nil when not on the page.
    public func position(button: String, state: ControlState) -> (x: Double, y: Double)? {
        guard let row = sprites.sprites.firstIndex(where: { $0.name == button }),
              let column = sprites.sheets.firstIndex(of: state) else { return nil }
        return position(row: row, column: column)
    }

    /// The top-left corner of the cell in `row` (a sprite) and `column` (a sheet), in CSS px.
    func position(row: Int, column: Int) -> (x: Double, y: Double) {
        (margin + labelWidth + Double(column) * cellWidth, margin + labelHeight + Double(row) * cellHeight)
    }

    /// The HTML text.
    public func text() -> String {
        let names = sprites.spriteClassNames
        let size = size
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<title>\(Markup.escaped(sprites.theme)) — Bezel buttons</title>\n"
        out += "<link rel=\"stylesheet\" href=\"\(CSSSprites.fileName)\">\n<style>\n"
        out += "html, body { margin: 0; padding: 0; background: \(dark ? "#000000" : "#ffffff"); }\n"
        out += "body { position: relative; width: \(px(size.width)); height: \(px(size.height)); "
        out += "font: 11px/1 sans-serif; color: \(dark ? "#ebebf5" : "#333333"); }\n"
        if sprites.variants.contains(where: { $0.appearance != .highContrast }) {
            out += ":root { color-scheme: light dark; }\n"
            // The root's background is the whole canvas's, not only the body's (the grid's) box.
            out += "@media (prefers-color-scheme: dark) { :root:not(.bezel-light), :root:not(.bezel-light) body "
            out += "{ background: #000000; color: #ebebf5; } }\n"
            out += ":root.bezel-dark, :root.bezel-dark body { background: #000000; color: #ebebf5; }\n"
        }
        out += ".demo-label { position: absolute; white-space: nowrap; overflow: hidden; }\n"
        out += ".demo-cell { position: absolute; }\n</style>\n</head>\n<body>\n"
        for (column, state) in sprites.sheets.enumerated() {
            let x = margin + labelWidth + Double(column) * cellWidth
            out += "<span class=\"demo-label\" style=\"left: \(px(x)); top: \(px(margin)); width: \(px(cellWidth))\">\(Markup.escaped(state.name))</span>\n"
        }
        for (row, (sprite, className)) in zip(sprites.sprites, names).enumerated() {
            let y = margin + labelHeight + Double(row) * cellHeight
            out += "<span class=\"demo-label\" style=\"left: \(px(margin)); top: \(px(y)); width: \(px(labelWidth))\">\(Markup.escaped(sprite.name))</span>\n"
            for (column, state) in sprites.sheets.enumerated() {
                let (x, y) = position(row: row, column: column)
                let classes = ([className] + CSSSprites.stateClasses(state)).joined(separator: " ")
                out += "<button type=\"button\" class=\"demo-cell \(Markup.escaped(classes))\" style=\"left: \(px(x)); top: \(px(y))\" "
                out += "data-button=\"\(Markup.escaped(sprite.name))\" data-state=\"\(Markup.escaped(state.name))\">"
                out += Markup.escaped(sprite.label ?? sprite.name) + "</button>\n"
            }
        }
        return out + "</body>\n</html>\n"
    }

    func px(_ v: Double) -> String { v == 0 ? "0" : JSONWriter.number(v) + "px" }

}
