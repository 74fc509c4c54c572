import BezelCore
import Foundation

extension UIButton {
    /// The button as a theme's button object (docs/format.md §7). `renderState`: the state a render
    /// draws (written as the button's `states`); nil for a theme file, which gets the resting state
    /// (`isEnabled`, `isSelected`) instead. `size`: the frame size, nil for the intrinsic size.
    func themeButton(_ w: inout ThemeValueWriter, path: String, renderState: State?, size: CGSize?) -> JSONObject {
        var o = JSONObject([("type", .string(buttonType.themeName))])
        if let size { o["size"] = ThemeValueWriter.pair(size.width, size.height) }
        writeTitles(&o, &w, path)
        writeImages(&o, &w, path)
        if configuration == nil { writeLayer(&o, &w, path) } else { refuseViewBackground(&w, path) }
        if let configuration {
            o["configuration"] = configuration.themeValue(&w, at: path + ".configuration")
            configuration.background.write(into: &o, &w, tint: tintColor, at: path + ".configuration")
        } else {
            writeClassicLayout(&o, &w, path)
        }
        writeLabel(&o, &w, path)
        if changesSelectionAsPrimaryAction { o["changesSelectionAsPrimaryAction"] = .bool(true) }
        var accessibility = JSONObject()
        if let label = accessibilityLabel { accessibility["label"] = .string(label) }
        if let hint = accessibilityHint { accessibility["hint"] = .string(hint) }
        if !accessibility.isEmpty { o["accessibility"] = .object(accessibility) }
        if let renderState {
            o["states"] = .array([.string(renderState.themeName)])
        } else {
            if !isEnabled { o["isEnabled"] = .bool(false) }
            if isSelected { o["isSelected"] = .bool(true) }
        }
        return o
    }

    private func writeTitles(_ o: inout JSONObject, _ w: inout ThemeValueWriter, _ path: String) {
        var titles = self.titles
        if let title = configuration?.title { titles[.normal] = title }
        var attributedTitles = self.attributedTitles
        if let attributed = configuration?.drawnAttributedTitle { attributedTitles = [.normal: attributed] }
        o["title"] = w.perState(titles, at: path + ".title") { _, t, _ in .string(t) }
        o["attributedTitle"] = w.perState(attributedTitles, at: path + ".attributedTitle") { w, t, p in w.attributed(t, at: p) }
        o["titleColor"] = w.perState(titleColors, at: path + ".titleColor") { w, c, _ in w.color(c) }
        o["titleShadowColor"] = w.perState(titleShadowColors, at: path + ".titleShadowColor") { w, c, _ in w.color(c) }
        if let font = titleLabel?.setFont { o["font"] = font.themeValue }
    }

    private func writeImages(_ o: inout JSONObject, _ w: inout ThemeValueWriter, _ path: String) {
        var images = self.images
        if let image = configuration?.image {
            images = [.normal: configuration?.preferredSymbolConfigurationForImage.flatMap(image.applyingSymbolConfiguration) ?? image]
        }
        for (state, image) in images {
            if let preferred = preferredSymbolConfigurationForImage(in: state) { images[state] = image.applyingSymbolConfiguration(preferred) }
        }
        o["image"] = w.perState(images, at: path + ".image") { w, i, p in w.image(i, at: p, background: false) }
        o["backgroundImage"] = w.perState(backgroundImages, at: path + ".backgroundImage") { w, i, p in w.image(i, at: p, background: true) }
        if let c = backgroundColor, configuration == nil { o["backgroundColor"] = w.color(c) }
        if let c = ownTint { o["tintColor"] = w.color(c) }
        if let v = ownAdjustsImageWhenHighlighted { o["adjustsImageWhenHighlighted"] = .bool(v) }
        if let v = ownAdjustsImageWhenDisabled { o["adjustsImageWhenDisabled"] = .bool(v) }
        if showsTouchWhenHighlighted { o["showsTouchWhenHighlighted"] = .bool(true) }
    }

    /// The layer's corners, clipping, border and shadow.
    private func writeLayer(_ o: inout JSONObject, _ w: inout ThemeValueWriter, _ path: String) {
        if layer.cornerRadius > 0 { o["cornerRadius"] = ThemeValueWriter.number(layer.cornerRadius) }
        if layer.cornerCurve == .continuous { o["cornerCurve"] = .string("continuous") }
        if layer.masksToBounds { o["clipsToBounds"] = .bool(true) }
        if layer.borderWidth > 0, let color = layer.borderColor {
            o["border"] = .object(JSONObject([("width", ThemeValueWriter.number(layer.borderWidth)), ("color", w.color(color))]))
        }
        // A layer that masks to its bounds draws no shadow on iOS: the theme gets none.
        if layer.shadowOpacity > 0, !layer.masksToBounds, let color = layer.shadowColor {
            if let problem = layer.shadowPathProblem() { w.problem(path + ".shadow", problem) }
            o["shadow"] = .object(JSONObject([
                ("color", w.color(color)), ("offset", ThemeValueWriter.pair(layer.shadowOffset.width, layer.shadowOffset.height)),
                ("radius", ThemeValueWriter.number(layer.shadowRadius)), ("opacity", .number(Double(layer.shadowOpacity))),
            ]))
        }
    }

    /// On iOS a configured button draws its configuration's background above the view's own
    /// background colour and layer (corners, border, shadow); a theme draws one background. So those
    /// are errors on a configured button, never drawn as something else.
    private func refuseViewBackground(_ w: inout ThemeValueWriter, _ path: String) {
        let set = [("backgroundColor", backgroundColor != nil), ("layer.cornerRadius", layer.cornerRadius > 0),
                   ("layer.borderWidth", layer.borderWidth > 0), ("layer.shadowOpacity", layer.shadowOpacity > 0)]
        for (name, isSet) in set where isSet {
            w.problem(path + ".configuration", "\(name) of a button with a configuration: iOS draws the view's background and layer "
                          + "behind the configuration's background, Bezel draws one background (use baseBackgroundColor and cornerStyle)")
        }
    }

    /// Insets, alignment, placement and overridden rects of a button without a configuration
    /// (with one, UIKit ignores the legacy insets and rects, and so does the theme).
    private func writeClassicLayout(_ o: inout JSONObject, _ w: inout ThemeValueWriter, _ path: String) {
        if contentEdgeInsets != .zero { o["contentEdgeInsets"] = ThemeValueWriter.insets(contentEdgeInsets) }
        if titleEdgeInsets != .zero { o["titleEdgeInsets"] = ThemeValueWriter.insets(titleEdgeInsets) }
        if imageEdgeInsets != .zero { o["imageEdgeInsets"] = ThemeValueWriter.insets(imageEdgeInsets) }
        if bezelImagePlacement != .leading {
            if let name = bezelImagePlacement.themeName { o["imagePlacement"] = .string(name) } else {
                w.problem(path + ".imagePlacement", "an image placement is one edge: top, leading, bottom or trailing")
            }
        }
        if bezelImagePadding != 0 { o["imagePadding"] = ThemeValueWriter.number(bezelImagePadding) }
        if type(of: self) != UIButton.self { writeOverriddenRects(&o, &w, path) }
    }

    /// `titleRect(forContentRect:)` and `imageRect(forContentRect:)` as a subclass overrides them:
    /// the rects they return become the theme's `titleRect` and `imageRect`.
    private func writeOverriddenRects(_ o: inout JSONObject, _ w: inout ThemeValueWriter, _ path: String) {
        let probe = RectProbe()
        rectProbe = probe
        defer { rectProbe = nil }
        let content = bounds.inset(by: contentEdgeInsets)
        let image = imageRect(forContentRect: content), title = titleRect(forContentRect: content)
        for (name, rect, baseCalled) in [("imageRect", image, probe.imageBaseCalled), ("titleRect", title, probe.titleBaseCalled)] {
            if !baseCalled {
                o[name] = ThemeValueWriter.rect(rect)
            } else if rect != .zero {
                w.problem(path + "." + name, "an override that changes the rect super returns is not drawn: return the whole rect")
            }
        }
    }

    /// The title label's keys and the layout direction.
    private func writeLabel(_ o: inout JSONObject, _ w: inout ThemeValueWriter, _ path: String) {
        if contentHorizontalAlignment != .center { o["contentHorizontalAlignment"] = .string(contentHorizontalAlignment.themeName) }
        if contentVerticalAlignment != .center { o["contentVerticalAlignment"] = .string(contentVerticalAlignment.themeName) }
        if let direction = semanticContentAttribute.themeName { o["layoutDirection"] = .string(direction) }
        guard let label = titleLabel else { return }
        if label.lineBreakMode != .byTruncatingMiddle {
            if let name = label.lineBreakMode.themeName { o["lineBreakMode"] = .string(name) } else {
                w.problem(path + ".lineBreakMode", "character wrapping is not drawn by Bezel (it draws word, clip, head, tail, middle)")
            }
        }
        if label.numberOfLines != 1 { o["numberOfLines"] = .number(Double(label.numberOfLines)) }
        if label.adjustsFontForContentSizeCategory { o["adjustsFontForContentSizeCategory"] = .bool(true) }
        if label.shadowOffset != .zero { o["titleShadowOffset"] = ThemeValueWriter.pair(label.shadowOffset.width, label.shadowOffset.height) }
        if reversesTitleShadowWhenHighlighted { o["reversesTitleShadowWhenHighlighted"] = .bool(true) }
    }
}

/// Records, while a theme is made, whether `titleRect(forContentRect:)` and
/// `imageRect(forContentRect:)` reached UIButton's own versions (an override did not replace them).
final class RectProbe {
    var titleBaseCalled = false
    var imageBaseCalled = false
}
