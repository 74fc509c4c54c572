/// Dashed and dotted borders that are drawn solid (`StrokeDash`): a border too short for two
/// dashes, as Chromium draws it, or one that would need more than `StrokeDash.maximumDashes`. Each
/// gets a warning at the border it comes from, so a solid line is never a silent surprise.
package enum DashedBorderWarnings {
    /// The warnings for the buttons of `prepared`, once per border value.
    package static func diagnostics(_ prepared: PreparedTheme) -> [Diagnostic] {
        var out: [Diagnostic] = [], seen = Set<String>()
        for item in prepared.buttons {
            for state in item.states {
                guard let drawing = item[state]?.drawing, let border = drawing.appearance.border, border.isDashed else { continue }
                let source = item.button.border.foundKey(state) ?? .normal
                let path = "buttons.\(item.button.name).border.\(source.name)"
                guard !seen.contains(path), let problem = problem(drawing) else { continue }
                seen.insert(path)
                out.append(Diagnostic(file: prepared.theme.file, path: path, message: problem, severity: .warning))
            }
        }
        return out
    }

    /// Why `drawing`'s dashed border is drawn solid, or nil when it is not. The path's length is
    /// estimated with circular corners (the renderer measures it).
    static func problem(_ drawing: ButtonDrawing) -> String? {
        let appearance = drawing.appearance, bounds = drawing.layout.bounds
        guard let border = appearance.border else { return nil }
        let nodes = ButtonScene.borderNodes(border, bounds: bounds, radius: ButtonScene.cornerRadius(appearance, drawing.layout),
                                            continuous: appearance.cornerCurve == .continuous)
        guard case let .dashedStroke(.roundedRect(rect, radius, _), _, _, dash)? = nodes.first else { return nil }
        let r = min(radius, min(rect.width, rect.height) / 2)
        let length = 2 * (rect.width + rect.height) - 8 * r + 2 * Double.pi * r
        guard dash.fitted(toClosedPath: length) == nil else { return nil }
        let pt = JSONWriter.number((length * 10).rounded() / 10)
        if length / dash.period > Double(StrokeDash.maximumDashes) {
            return "drawn solid: a pattern of \(JSONWriter.number(dash.period)) pt would go round the \(pt)-pt border more than "
                + "\(StrokeDash.maximumDashes) times"
        }
        return "drawn solid: the \(pt)-pt border is too short for two dashes (as Chromium draws it)"
    }
}
