/// The dash pattern of a dashed or dotted border, as Chromium draws `border-style: dashed` and
/// `dotted` (Blink's `styled_stroke_data.cc`), fitted to the closed path it runs along.
///
/// - **dashed**: dashes 3 × the width long with gaps of 2 × the width, or 2 × and 1 × from a width
///   of 3 points up (Blink's `DashLengthRatio`, `DashGapRatio`). The gap is then adjusted, as
///   Blink's `SelectBestDashGap` adjusts it for a closed path, so that a whole number of dashes
///   goes round: of the two nearest counts, the one whose gap is closer to the nominal gap. A
///   path at most two dashes long is drawn solid; one at most two dashes and two gaps long gets
///   two dashes and two gaps scaled to fill it.
/// - **dotted**: dots one width across, their gaps fitted the same way around a nominal gap of one
///   width (round dots, Blink's choice above 3 px; Blink's thinner dotted lines are squares).
/// - **dashPattern**: the theme's lengths as given (`CAShapeLayer.lineDashPattern`), not fitted.
///
/// A pattern that would need more than `maximumDashes` dashes to go round (a hairline on a huge
/// button) is drawn solid, as a path too short for two dashes is: `DashedBorderWarnings` says so.
///
/// The pattern starts at the top-left corner's end (where the top edge's straight part begins,
/// the top-left corner itself for square corners) and runs clockwise. A dash of `dashed` and a dot
/// of `dotted` are centred there, so a square corner is covered; a `dashPattern` starts there with
/// its first dash, as `lineDashPhase` 0 starts it.
package struct StrokeDash: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// Nominal dash and gap lengths, the gap fitted to the path.
        case dashes(dash: Double, gap: Double)
        /// Dots `diameter` across, about `diameter` apart, fitted to the path.
        case dots(diameter: Double)
        /// Lengths used as given.
        case pattern([Double])
    }
    package var kind: Kind
    package var cap: LineCap

    /// The pattern of `border` drawn `width` points wide; nil for a solid border.
    package init?(_ border: ResolvedBorder, width: Double) {
        if let pattern = border.dashPattern {
            kind = .pattern(pattern)
        } else {
            switch border.style {
            case .solid: return nil
            case .dashed: kind = .dashes(dash: width * Self.dashRatio(width), gap: width * Self.gapRatio(width))
            case .dotted: kind = .dots(diameter: width)
            }
        }
        cap = border.lineCap ?? (border.style == .dotted ? .round : .butt)
    }

    /// The most dashes (or dots, or repeats of a `dashPattern`) drawn round one border.
    package static let maximumDashes = 10_000

    /// Blink's `DashLengthRatio`: dashes 3 widths long, 2 from a width of 3 up.
    package static func dashRatio(_ width: Double) -> Double { width >= 3 ? 2 : 3 }
    /// Blink's `DashGapRatio`: gaps 2 widths long, 1 from a width of 3 up.
    package static func gapRatio(_ width: Double) -> Double { width >= 3 ? 1 : 2 }

    /// The on and off lengths (cairo's `dashes`, the caps not counted) and the offset into them at
    /// the path's start (cairo's `offset`) for a closed path `length` points long; nil: solid.
    package func fitted(toClosedPath length: Double) -> (intervals: [Double], offset: Double)? {
        guard length / period <= Double(Self.maximumDashes) else { return nil }
        switch kind {
        case .pattern(let lengths):
            return (lengths, 0)
        case let .dashes(dash, gap):
            guard length > 2 * dash else { return nil }
            if length <= 2 * (dash + gap) {
                let f = length / (2 * (dash + gap))
                return ([dash * f, gap * f], dash * f / 2)
            }
            let fitted = Self.bestGap(length: length, dash: dash, gap: gap)
            return ([dash, fitted], dash / 2)
        case .dots(let diameter):
            guard diameter > 0, length > 0 else { return nil }
            // Caps draw a zero-length dash as a whole dot; a butt dot is a dash one diameter long.
            let on = cap == .butt ? diameter : 0
            let period = length < 2 * diameter
                ? 2 * diameter : diameter + Self.bestGap(length: length, dash: diameter, gap: diameter)
            return ([on, period - on], on / 2)
        }
    }

    /// The nominal length of one dash and gap (or of the whole `dashPattern`, twice when its count
    /// is odd, as it repeats).
    package var period: Double {
        switch kind {
        case let .dashes(dash, gap): dash + gap
        case .dots(let diameter): 2 * diameter
        case .pattern(let lengths): lengths.reduce(0, +) * (lengths.count % 2 == 0 ? 1 : 2)
        }
    }

    /// Blink's `SelectBestDashGap` for a closed path (as many gaps as dashes): the gap that makes a
    /// whole number of `dash + gap` periods fill `length`, of the two counts nearest the nominal
    /// period the one whose gap is closer to `gap` (the smaller count when the larger leaves none).
    package static func bestGap(length: Double, dash: Double, gap: Double) -> Double {
        let fewer = max(1, (length / (dash + gap)).rounded(.down)), more = fewer + 1
        let fewerGap = (length - fewer * dash) / fewer, moreGap = (length - more * dash) / more
        return moreGap <= 0 || abs(fewerGap - gap) < abs(moreGap - gap) ? fewerGap : moreGap
    }
}
