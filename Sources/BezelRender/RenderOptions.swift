import BezelCore
import BezelInterfaceBuilder
import BezelPNG
import Foundation

/// Options of a render: what to produce, and the packing settings.
public struct RenderOptions: Sendable {
    /// Output formats: per-state sheets (`png`, `svg`, `pdf`), CSS sprites over the PNG sheets
    /// with a demo page (`css`, which implies the PNG sheets), an Xcode asset catalog (`xcassets`)
    /// and Android drawables (`android`), both with one image per button, state and scale, and
    /// game-engine atlases over the PNG sheets (`isEngine`).
    public enum Format: String, CaseIterable, Sendable {
        case png, svg, pdf, css, xcassets, android
        case jsonArray = "json-array", starling, love, libgdx, libgdxLegacy = "libgdx-legacy", godot, godot3

        /// The game-engine formats: atlases and resources written beside the PNG sheets (which
        /// they imply), over the same frames as the TexturePacker atlases.
        public var isEngine: Bool { [.jsonArray, .starling, .love, .libgdx, .libgdxLegacy, .godot, .godot3].contains(self) }

        /// Pairs of formats that write the same files and cannot be asked for together.
        public static let exclusive: [(Format, Format)] = [(.libgdx, .libgdxLegacy), (.godot, .godot3)]

        /// Why `formats` cannot be rendered together, or nil when they can.
        public static func conflict(in formats: [Format]) -> String? {
            guard let (a, b) = exclusive.first(where: { formats.contains($0.0) && formats.contains($0.1) }) else { return nil }
            return "--format \(a.rawValue) and \(b.rawValue) write the same files; choose one"
        }
    }
    /// Scales to render; nil: each theme's own `scales`.
    public var scales: [Double]?
    /// States to render; nil: each theme's rendered states.
    public var states: [ControlState]?
    public var formats: [Format] = [.png]
    /// Formats that cannot be rendered together were asked for (`Format.conflict(in:)`).
    public struct FormatConflict: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }
    /// The accessibility variants to render besides each theme and mode; nil: each theme's own
    /// (its `accessibility` key).
    public var accessibility: [AccessibilitySettings]?
    /// Also write one strip per button (`buttons/<button>.png`) with its states side by side.
    public var strips = false
    /// Also write `gallery.png` (every button × every state, labelled) and `gallery.html`.
    public var gallery = false
    /// `gallery.html` reloads itself when `gallery-stamp.js` beside it changes (`render --watch`).
    public var liveGallery = false
    /// How sprites are packed into sheets and strips (padding, extrusion, size limit, power of two).
    public var packing = PackingOptions()
    /// How hard PNG sheets and strips are compressed (the pixels are the same either way).
    public var pngCompression: PNGCompression = .balanced
    /// Threads one render draws and encodes its sheets on (the bytes are the same for any number).
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Where an Interface Builder document's asset catalogs, font files and symbols are (`--assets`,
    /// `--fonts`, `--symbols`); JSON themes ignore it.
    public var interfaceBuilder = InterfaceBuilderOptions()
    /// Where stage times are added, if anywhere (`bezel bench`).
    public var timing: RenderTiming?
    public init() {}
}
