import Foundation
import Testing
@testable import BezelCore

/// The scene (`ButtonScene`): UIKit's layer order and corner rules, decided without a renderer.
@Suite struct ButtonSceneTests {
    @Test func nodesFollowUIKitsLayerOrder() throws {
        var appearance = plainAppearance()
        appearance.shadows = [ResolvedShadow(color: .black, offset: .zero, radius: 2, opacity: 1, inset: true),
                              ResolvedShadow(color: .black, offset: .zero, radius: 2, opacity: 1)]
        appearance.backgroundColor = .white
        appearance.backgroundGradient = ResolvedGradient(type: .axial, stops: [.init(color: .white, position: 0), .init(color: .black, position: 1)],
                                                         startPoint: Point(x: 0.5, y: 0), endPoint: Point(x: 0.5, y: 1))
        appearance.border = ResolvedBorder(width: 1, color: .black)
        appearance.title = TitleText("T", font: TextFont(size: 17))
        appearance.image = ResolvedImage(path: nil, glyph: .info, templateColor: .black,
                                         size: Size(width: 22, height: 22), adjustment: .none, alpha: 1)
        appearance.showsTouchGlow = true
        appearance.clipsToBounds = true
        let layout = plainLayout(width: 80, height: 30, titleRect: Rect(x: 40, y: 5, width: 20, height: 20),
                                 imageRect: Rect(x: 10, y: 4, width: 22, height: 22))
        let scene = ButtonScene.make(ButtonDrawing(appearance: appearance, layout: layout))
        func kind(_ node: SceneNode) -> String {
            switch node {
            case .shadow: "shadow"
            case .innerShadow: "innerShadow"
            case .fill: "fill"
            case .gradientFill: "gradientFill"
            case .stroke: "stroke"
            case .dashedStroke: "dashedStroke"
            case .glow: "glow"
            case .image: "image"
            case .text: "text"
            case .group: "group"
            }
        }
        #expect(scene.nodes.map(kind) == ["shadow", "fill", "gradientFill", "innerShadow", "group", "stroke"])
        guard case let .group(clip, _, children) = scene.nodes[4] else { Issue.record("no group"); return }
        #expect(clip != nil)
        #expect(children.map(kind) == ["glow", "stroke", "fill", "stroke", "text"])
        // The glow is centred on the image rect.
        guard case let .glow(center, _, _) = children[0] else { return }
        #expect(center == Point(x: 21, y: 15))
    }

    @Test func configurationCornerRadiusWinsAndIsClamped() {
        var appearance = plainAppearance()
        appearance.cornerRadius = .points(3)
        var layout = plainLayout(width: 100, height: 20)
        #expect(ButtonScene.cornerRadius(appearance, layout) == 3)
        layout.cornerRadius = 14
        #expect(ButtonScene.cornerRadius(appearance, layout) == 10)
        layout.cornerRadius = nil
        appearance.cornerRadius = .capsule
        #expect(ButtonScene.cornerRadius(appearance, layout) == 10)
    }
}

// The bare drawing the scene's tests start from (the renderer's tests have the same two).

/// A bare appearance: nothing drawn but what a test sets.
private func plainAppearance(state: ControlState = .normal) -> Appearance {
    Appearance(state: state, title: nil, titleColor: .white, titleShadowColor: nil, titleShadowOffset: .zero,
               titleAlpha: 1, font: TextFont(size: 17), image: nil, backgroundImage: nil, backgroundColor: nil,
               cornerRadius: .points(0), cornerCurve: .circular, border: nil, shadows: [], tintColor: .black,
               clipsToBounds: false, showsTouchGlow: false, accessibilityLabel: nil, accessibilityHint: nil,
               accessibilityTraits: [])
}

/// A layout of `width` × `height` points whose content rect is the bounds.
private func plainLayout(width: Double, height: Double, titleRect: Rect? = nil, imageRect: Rect? = nil) -> ButtonLayout {
    let bounds = Rect(x: 0, y: 0, width: width, height: height)
    return ButtonLayout(bounds: bounds, contentRect: bounds, titleRect: titleRect, imageRect: imageRect,
                        intrinsicSize: bounds.size)
}
