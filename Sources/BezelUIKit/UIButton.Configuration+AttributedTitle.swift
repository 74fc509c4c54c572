import Foundation

extension UIButton.Configuration {
    /// The title as the theme's `attributedTitle`: `attributedTitle` (else `title` as one run)
    /// through `titleTextAttributesTransformer`; nil when there is neither an attributed title nor
    /// a transformer (the plain `title` is written as it is).
    var drawnAttributedTitle: NSAttributedString? {
        Self.drawn(attributedTitle, plain: title, titleTextAttributesTransformer)
    }

    /// The subtitle as the theme's `configuration.attributedSubtitle`, as `drawnAttributedTitle`.
    var drawnAttributedSubtitle: NSAttributedString? {
        Self.drawn(attributedSubtitle, plain: subtitle, subtitleTextAttributesTransformer)
    }

    private static func drawn(_ attributed: AttributedString?, plain: String?,
                              _ transformer: UIConfigurationTextAttributesTransformer?) -> NSAttributedString? {
        guard attributed != nil || transformer != nil else { return nil }
        guard var text = attributed ?? plain.map({ AttributedString($0) }) else { return nil }
        if let transformer {
            var transformed = AttributedString()
            for run in text.runs {
                transformed += AttributedString(String(text[run.range].characters), attributes: transformer(run.attributes))
            }
            text = transformed
        }
        return NSAttributedString(bezelUIKit: text)
    }
}
