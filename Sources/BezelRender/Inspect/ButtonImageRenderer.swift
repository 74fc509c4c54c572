import BezelCore
import BezelPNG
import BezelRaster
import Foundation

/// Draws single buttons of a loaded theme at one scale, given once — as `UIGraphicsImageRenderer`
/// draws at its format's scale. Each image is the button alone, as `bezel render --format xcassets`
/// writes it: its bounds × scale rounded up to whole pixels, plus the room its layer shadow needs.
/// At one of the theme's `scales` the PNG bytes equal that file's.
///
/// ```swift
/// let file = try ThemeFile(contentsOfFile: "themes/ios.json")
/// let renderer = try ButtonImageRenderer(theme: file, scale: 2)
/// let png = try renderer.pngData(forButton: "filledMedium", state: .highlighted)
/// let image = try renderer.image(forButton: "filledMedium")
/// print(image.width, image.height, png.count)
/// ```
public struct ButtonImageRenderer: Sendable {
    /// The theme the buttons come from (its chosen mode and locale).
    public let file: ThemeFile
    /// Pixels per point of every image this renderer draws.
    public let scale: Double

    /// The scales a renderer accepts, as `bezel render --scale` does.
    public static let scaleRange = 0.25...4.0

    /// A renderer for `theme` at `scale` (0.25 to 4; anything else is an error).
    public init(theme: ThemeFile, scale: Double) throws(Diagnostics) {
        guard Self.scaleRange.contains(scale) else {
            throw Diagnostics([Diagnostic(file: theme.path, path: "", message: "scale \(JSONWriter.number(scale)) is not from 0.25 to 4")])
        }
        self.file = theme
        self.scale = scale
    }

    /// The button named `name` in `state`, straight-alpha RGBA (the pixels `pngData` stores).
    /// A button the theme does not have, or a state `bezel render` does not draw for it, is an error.
    public func image(forButton name: String, state: ControlState = .normal) throws(Diagnostics) -> DecodedImage {
        DecodedImage(try raster(name, state))
    }

    /// The PNG file of the button named `name` in `state` (8-bit RGBA): the bytes `bezel render
    /// --format xcassets` writes for it at this scale when the scale is one of the theme's.
    public func pngData(forButton name: String, state: ControlState = .normal) throws(Diagnostics) -> Data {
        let image = try raster(name, state)
        do { return try image.pngData() } catch {
            throw Diagnostics([Diagnostic(file: file.path, path: "buttons.\(name)", message: "cannot encode the PNG: \(error)")])
        }
    }

    /// Draws the button through the pipeline `bezel render` runs: prepared (sized, resolved, laid
    /// out) once, then drawn as its asset catalog image.
    func raster(_ name: String, _ state: ControlState) throws(Diagnostics) -> RasterImage {
        let theme = file.theme
        let button = try self.button(name)
        let rendered = button.drawnStates(theme.renderedStates)
        guard rendered.contains(state) else {
            throw Diagnostics([Diagnostic(file: file.path, path: "buttons.\(name)",
                                          message: "state '\(state.name)' is not drawn for this button (its states: "
                                              + rendered.map(\.name).joined(separator: ", ") + ")")])
        }
        do {
            var single = theme
            single.buttons = [button]
            let renderer = try ThemeRenderer(fontConfiguration: FontConfiguration.shipping(theme.shippedFontFiles))
            // Every state it draws: its shadow margin holds them all, as in the sheets and the asset catalog.
            let scales = theme.scales.contains(scale) ? theme.scales : theme.scales + [scale]
            let prepared = renderer.prepare(single, locale: file.locale, states: rendered, scales: [scale], jobs: 1)
            let images = ButtonImages(theme: single, states: rendered, scales: [scale],
                                      buttons: PlannedButtons(prepared, states: rendered, scales: scales), renderer: renderer.renderer)
            return try images.image(button, state, scale: scale)
        } catch {
            throw Diagnostics([Diagnostic(file: file.path, path: "buttons.\(name)", message: "cannot draw state '\(state.name)': \(error)")])
        }
    }

    /// The button named `name`, or an error naming it (with the closest name the theme has).
    func button(_ name: String) throws(Diagnostics) -> ButtonModel {
        if let button = file.theme.button(named: name) { return button }
        var message = "no button '\(name)'"
        if let near = Suggestion.closest(to: name, among: file.theme.buttons.map(\.name)) { message += " (did you mean '\(near)'?)" }
        throw Diagnostics([Diagnostic(file: file.path, path: "buttons", message: message)])
    }
}
