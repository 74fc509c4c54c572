/// The kind of a gradient (`CAGradientLayerType`).
public enum GradientType: String, CaseIterable, Sendable {
    /// Colours change along the line from the start point to the end point (`.axial`).
    case axial
    /// Colours change outwards from the start point to an ellipse through the end point (`.radial`).
    case radial
}

/// One colour stop of a gradient as the theme states it (a DTCG gradient token's stop).
public struct GradientStopSpec: Hashable, Sendable {
    public var color: ColorValue
    /// Where the colour is, 0 at the start point to 1 at the end point (`CAGradientLayer.locations`).
    public var position: Double
    public init(color: ColorValue, position: Double) { self.color = color; self.position = position }
}

/// A background gradient (`backgroundGradient` key), drawn in the rounded bounds above the
/// background colour, as a `CAGradientLayer` behind the content would be.
public struct GradientSpec: Hashable, Sendable {
    public var type: GradientType
    /// At least two stops, positions not decreasing.
    public var stops: [GradientStopSpec]
    /// In unit coordinates of the bounds (0…1 from the top left), as `CAGradientLayer.startPoint`.
    public var startPoint: Point
    public var endPoint: Point
    public init(type: GradientType = .axial, stops: [GradientStopSpec], startPoint: Point? = nil, endPoint: Point? = nil) {
        self.type = type; self.stops = stops
        self.startPoint = startPoint ?? Self.defaultStart(type)
        self.endPoint = endPoint ?? Self.defaultEnd(type)
    }

    /// Top centre for an axial gradient, the centre for a radial one.
    public static func defaultStart(_ type: GradientType) -> Point {
        type == .axial ? Point(x: 0.5, y: 0) : Point(x: 0.5, y: 0.5)
    }

    /// Bottom centre for an axial gradient, the bottom-right corner for a radial one (an ellipse
    /// touching the middle of each side).
    public static func defaultEnd(_ type: GradientType) -> Point {
        type == .axial ? Point(x: 0.5, y: 1) : Point(x: 1, y: 1)
    }
}
