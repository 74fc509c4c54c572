import BezelCore

extension CSSSprites {
    /// One rule per sprite: its size, shadow margin and position (and the sheet size when asked),
    /// then its `::before`, the focus ring's box: the bounds' size and corner radius. A rule that
    /// is `overriding` another appearance's (an appearance variant's) also sets a zero margin and
    /// padding where its own sprite has no shadow, so that none of the other box is left over. A
    /// stretchable button's (or a panel's) rule makes it a nine-slice `border-image` at its width at
    /// rest, with a minimum of its caps and 1 px (it has no shadow in any appearance: its outline is
    /// at its bounds); the caps are `border-image-width`s over a zero border, so the element's text
    /// is laid out in the whole box, not in the 1-pt middle between the caps.
    func geometry(prefix: String, names: [String], withSheetSize: Bool, overriding: Bool) -> String {
        var out = ""
        for (s, className) in zip(sprites, names) {
            if let stretch = s.stretch {
                out += stretchGeometry(prefix: prefix, className: className, stretch: stretch)
                continue
            }
            let selector = prefix + "." + className
            out += "\(selector) { width: \(px(s.width)); height: \(px(s.height)); "
            if withSheetSize, pageSizes.indices.contains(s.page) {
                out += "background-size: \(px(pageSizes[s.page].width)) \(px(pageSizes[s.page].height)); "
            }
            if s.shadow != EdgeInsets() {
                let i = s.shadow
                out += "margin: \(edges(-i.top, -i.right, -i.bottom, -i.left)); "
                out += "padding: \(edges(i.top, i.right, i.bottom, i.left)); "
            } else if overriding {
                out += "margin: 0; padding: 0; "
            }
            out += "background-position: \(px(-s.x)) \(px(-s.y)); }\n"
            let bounds = (width: s.width - s.shadow.left - s.shadow.right, height: s.height - s.shadow.top - s.shadow.bottom)
            out += "\(selector)::before { width: \(px(bounds.width)); height: \(px(bounds.height)); "
            out += "border-radius: \(px(s.cornerRadius)); }\n"
        }
        return out
    }

    func stretchGeometry(prefix: String, className: String, stretch: (caps: EdgeInsets, size: Size)) -> String {
        let c = stretch.caps
        var out = "\(prefix).\(className) { width: \(px(stretch.size.width)); min-width: \(px(c.left + c.right + 1)); "
        // No title in its images: the element's own text is shown (in the page's colour and font).
        out += "height: \(px(stretch.size.height)); color: inherit; text-indent: 0; background: none; "
        // The caps are the image's widths, not layout borders: the element's text has the whole box.
        out += "border-style: solid; border-width: 0; border-image-width: \(edges(c.top, c.right, c.bottom, c.left)); "
        out += "border-image-slice: \(JSONWriter.number(c.top)) \(JSONWriter.number(c.right)) \(JSONWriter.number(c.bottom)) "
        out += "\(JSONWriter.number(c.left)) fill; border-image-repeat: stretch; }\n"
        return out
    }

    /// Keyboard focus: the element's own outline (around the whole sprite, shadow included) is
    /// off, and its `::before`, a block of the bounds' size (`geometry`) that fills the content box
    /// (which is the button's bounds), carries the browser's focus ring. While focused, the text
    /// after it has size and line height 0 (so it adds no line under the block, and a `<button>`,
    /// which centres its content, does not move it), and the element does not clip, so the ring
    /// outside the element's box shows.
    func focusRing(names: [String]) -> String {
        let classes = zip(sprites, names).filter { $0.0.stretch == nil }.map { "." + $0.1 + ":focus-visible" }
        guard !classes.isEmpty else { return "" }
        var out = "\n/* keyboard focus: the browser's focus ring around the button's bounds, not its shadow */\n"
        out += classes.joined(separator: ",\n") + " {\n  outline: none;\n  overflow: visible;\n  font-size: 0;\n  line-height: 0;\n}\n"
        out += classes.map { $0 + "::before" }.joined(separator: ",\n") + " {\n"
        out += "  content: \"\";\n  display: block;\n  pointer-events: none;\n"
        out += "  outline: 2px solid Highlight;\n  outline: auto 1px -webkit-focus-ring-color;\n}\n"
        return out
    }

    /// `top right bottom left`.
    func edges(_ top: Double, _ right: Double, _ bottom: Double, _ left: Double) -> String {
        "\(px(top)) \(px(right)) \(px(bottom)) \(px(left))"
    }
}
