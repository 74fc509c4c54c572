import Foundation
@testable import BezelCore

// A resolved appearance and a layout with nothing in them but what a test sets, for the scene's
// tests (pure) and the renderer's.

/// A bare appearance: nothing drawn but what a test sets.
public func plainAppearance(state: ControlState = .normal) -> Appearance {
    Appearance(state: state, title: nil, titleColor: .white, titleShadowColor: nil, titleShadowOffset: .zero,
               titleAlpha: 1, font: TextFont(size: 17), image: nil, backgroundImage: nil, backgroundColor: nil,
               cornerRadius: .points(0), cornerCurve: .circular, border: nil, shadows: [], tintColor: .black,
               clipsToBounds: false, showsTouchGlow: false, accessibilityLabel: nil, accessibilityHint: nil,
               accessibilityTraits: [])
}

/// A layout of `width` × `height` points whose content rect is the bounds.
public func plainLayout(width: Double, height: Double, titleRect: Rect? = nil, imageRect: Rect? = nil) -> ButtonLayout {
    let bounds = Rect(x: 0, y: 0, width: width, height: height)
    return ButtonLayout(bounds: bounds, contentRect: bounds, titleRect: titleRect, imageRect: imageRect,
                        intrinsicSize: bounds.size)
}
