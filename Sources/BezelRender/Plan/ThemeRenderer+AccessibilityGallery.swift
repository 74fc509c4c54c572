import BezelCore
import BezelRaster
import Foundation

extension ThemeRenderer {
    /// `accessibility.png` of a unit with accessibility variants (`--gallery`): every button
    /// (rows) in its resting state under the theme's own settings and under each variant
    /// (columns), a cell outlined in red where that variant truncates one of the button's titles
    /// or gives a title less than WCAG AA contrast; with one note per flagged cell, for
    /// `gallery.html`. Nil for a unit without variants.
    func accessibilityGallery(_ plan: RenderPlan) throws -> (picture: GalleryRenderer.Picture, notes: [String])? {
        let variants = plan.unit.accessibilityVariants
        guard !variants.isEmpty else { return nil }
        let resting = plan.theme.restingStates
        var notes: [String] = []
        var columns = [accessibilityColumn("standard", plan.prepared, states: plan.states, resting: resting, notes: &notes)]
        for variant in variants {
            let states = plan.options.states ?? variant.theme.renderedStates
            let prepared = variant.prepared.flatMap { $0.covers(states, scales: plan.scales) ? $0 : nil }
                ?? prepare(variant.theme, locale: variant.locale, states: states, scales: plan.scales, jobs: plan.options.jobs)
            columns.append(accessibilityColumn(variant.theme.accessibility.folderName ?? "", prepared, states: states,
                                                    resting: resting, notes: &notes))
        }
        let buttons = plan.theme.buttons.map(\.name)
        let title = [plan.theme.name, plan.theme.mode, plan.unit.locale].compactMap { $0 }.joined(separator: " · ") + " · accessibility"
        let picture = try GalleryRenderer(renderer: renderer)
            .renderPNG(title: title, buttons: buttons, names: buttons, columns: columns, dark: plan.theme.colorAppearance == .dark)
        return (picture, notes)
    }

    /// One column of the matrix: each button of `prepared` in its resting state, flagged where any
    /// of its drawn `states` truncates its title or falls below AA contrast as drawn (the check of
    /// `validate --contrast`: `TitleBackground`), noted in `notes`.
    func accessibilityColumn(_ label: String, _ prepared: PreparedTheme, states: [ControlState],
                                    resting: [String: ControlState], notes: inout [String]) -> GalleryRenderer.Column {
        var column = GalleryRenderer.Column(label: label, drawings: [:])
        for item in prepared.buttons {
            let state = resting[item.button.name] ?? .normal
            column.drawings[item.button.name] = item.drawings([state])[state]
        }
        for finding in TitleFitCheck.findings(prepared, states: states) {
            column.flagged.insert(finding.button)
            notes.append("\(finding.button) · \(label) · \(finding.state.name): \(finding.overflow)")
        }
        for finding in TitleBackground.contrastFindings(prepared, renderer: renderer) {
            column.flagged.insert(finding.button)
            notes.append("\(finding.button) · \(label) · \(finding.state.name): \(finding.diagnostic.message)")
        }
        return column
    }
}
