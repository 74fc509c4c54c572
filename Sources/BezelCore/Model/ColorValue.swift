/// A colour as a theme states it: explicit, or derived from another colour (docs/format.md "Colours").
public indirect enum ColorValue: Hashable, Sendable {
    case color(RGBAColor)
    case derived(DerivedColor)
}

/// A colour computed from a base: `{"shade": p}`, `{"tint": p}`, `{"mix": c, "amount": p}`,
/// `{"opacity": f}`, `{"overlay": c, "alpha": a}`. The base is `of` when given, else the value the same
/// property resolves to in the normal state.
public struct DerivedColor: Hashable, Sendable {
    /// The derivation a state colour applies to its base.
    public enum Operation: Hashable, Sendable {
        /// Mix with black by the fraction.
        case shade(Double)
        /// Mix with white by the fraction.
        case tint(Double)
        /// Mix with the colour by the fraction.
        case mix(RGBAColor, Double)
        /// Multiply alpha.
        case opacity(Double)
        /// Composite the colour at the alpha over the base (a Material state layer).
        case overlay(RGBAColor, Double)
    }
    public var operation: Operation
    public var of: RGBAColor?
    public init(operation: Operation, of: RGBAColor? = nil) { self.operation = operation; self.of = of }

    /// Applies the operation to `base` (8-bit sRGB, round half up).
    public func apply(to base: RGBAColor) -> RGBAColor {
        switch operation {
        case .shade(let p): base.shade(p)
        case .tint(let p): base.tint(p)
        case .mix(let c, let p): base.mix(with: c, amount: p)
        case .opacity(let f): base.withOpacity(f)
        case .overlay(let c, let a): base.overlay(c, alpha: a)
        }
    }
}
