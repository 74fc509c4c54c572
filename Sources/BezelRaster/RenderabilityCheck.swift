import Foundation

/// What `bezel validate` checks beyond the file format, so that a theme it accepts also renders:
/// every image decodes (a PNG's body, not only its header; an SVG parses), and every sprite (with
/// the margin its layer shadow needs) and sheet fits the sheet size limit at the theme's scales.
public struct RenderabilityCheck: Sendable {
    public let maxSheetSize: Int

    public init(maxSheetSize: Int = 4096) { self.maxSheetSize = maxSheetSize }

    /// Diagnostics for `theme` (one mode); images are opened once per path through `opened`.
    public func check(_ theme: Theme, measurer: PangoTextMeasurer, opened: inout [String: String?]) -> [Diagnostic] {
        var out: [Diagnostic] = []
        func report(_ path: String, _ message: String) {
            out.append(Diagnostic(file: theme.file, path: path, message: message))
        }
        for button in theme.buttons {
            let images = button.image.values.map { ($0.key, $0.value.path, "image") }
                + button.backgroundImage.values.map { ($0.key, $0.value.path, "backgroundImage") }
            for (state, path, key) in images.sorted(by: { ($0.2, $0.0) < ($1.2, $1.0) }) {
                if opened[path] == nil {
                    do { _ = try LoadedImage.load(path); opened[path] = .some(nil) } catch {
                        opened[path] = .some("\(error)".trimmingCharacters(in: .whitespacesAndNewlines))
                    }
                }
                if let problem = opened[path] ?? nil {
                    report("buttons.\(button.name).\(key).\(state.name)", "the image does not decode: \(problem)")
                }
            }
        }
        // Sprites and sheets at the theme's scales, as `render` packs them by default.
        let resolver = AppearanceResolver(theme: theme)
        let engine = ButtonLayoutEngine(measurer: measurer)
        let sprites = theme.buttons.map { button in
            SheetSprite(name: button.name, size: button.frameSize(resolver: resolver, engine: engine, locale: nil),
                        margin: button.spriteMargin(resolver: resolver, states: theme.renderedStates, scales: theme.scales))
        }
        let packer = SheetPacker(maxSheetSize: maxSheetSize, planningScale: theme.scales.max() ?? 1)
        do {
            _ = try packer.layouts(sprites, scales: theme.scales, theme: theme.name)
        } catch let error as SheetError {
            switch error {
            case .spriteTooLarge(let name, _, _, _):
                report("buttons.\(name)", "\(error)")
            case .shadowTooLarge(let name, _, _, _, _):
                report("buttons.\(name).shadow", "\(error)")
            case .sheetTooLarge:
                report("buttons", "\(error)")
            default:
                report("buttons", "\(error)")
            }
        } catch {
            report("buttons", "\(error)")
        }
        return out
    }
}
