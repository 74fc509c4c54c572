import Foundation

/// UIKit's button on Linux: set it up as on iOS — type, per-state titles, colours and images,
/// layer, insets, alignment, or a `UIButton.Configuration` — and it becomes the theme button Bezel
/// decodes (`bezelTheme`), drawn through the same pipeline as a theme file (`bezelImage`,
/// `UIGraphicsImageRenderer`). What Bezel cannot draw is absent (docs/uikit-swift.md).
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The button types; `roundedRect` is `system`, as since iOS 7.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close = 7
        public static var roundedRect: ButtonType { .system }

        var themeName: String {
            switch self {
            case .custom: "custom"
            case .system: "system"
            case .detailDisclosure: "detailDisclosure"
            case .infoLight: "infoLight"
            case .infoDark: "infoDark"
            case .contactAdd: "contactAdd"
            case .close: "close"
            }
        }
    }

    /// A function that sets the configuration for the button's current state.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    public internal(set) var buttonType: ButtonType = .custom { didSet { updateLabelDefaults() } }
    // Per-state values as UIKit stores them.
    var titles: [State: String] = [:]
    var attributedTitles: [State: NSAttributedString] = [:]
    var titleColors: [State: UIColor] = [:]
    var titleShadowColors: [State: UIColor] = [:]
    var images: [State: UIImage] = [:]
    var backgroundImages: [State: UIImage] = [:]
    var preferredSymbolConfigurations: [State: UIImage.SymbolConfiguration] = [:]
    open var contentEdgeInsets = UIEdgeInsets.zero
    open var titleEdgeInsets = UIEdgeInsets.zero
    open var imageEdgeInsets = UIEdgeInsets.zero
    var ownAdjustsImageWhenHighlighted: Bool?
    var ownAdjustsImageWhenDisabled: Bool?
    /// Whether a white glow is drawn over the image or the content centre while highlighted.
    open var showsTouchWhenHighlighted = false
    /// Whether the title shadow offset is negated while highlighted.
    open var reversesTitleShadowWhenHighlighted = false
    /// Whether a tap (`primaryActionTriggered`) toggles `isSelected` first.
    open var changesSelectionAsPrimaryAction = false
    /// The configuration the button is laid out and coloured by (nil: the classic layout).
    open var configuration: Configuration? { didSet { updateLabelDefaults() } }
    /// Called when the state changes, and by `setNeedsUpdateConfiguration()`, to update `configuration`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Bezel's own (not UIKit's): which side of the title the image goes on in the classic layout
    /// (the theme's `imagePlacement`); `leading` with `bezelImagePadding` 0 is UIKit's classic layout.
    open var bezelImagePlacement: NSDirectionalRectEdge = .leading
    /// Bezel's own (not UIKit's): the gap between image and title in the classic layout (`imagePadding`).
    open var bezelImagePadding: CGFloat = 0
    /// The title label: font and line settings.
    public let titleLabel: UILabel?
    /// The image view.
    public let imageView: UIImageView?
    /// While the theme is made: whether the base rect functions were called (an override did not replace them).
    var rectProbe: RectProbe?

    public override init(frame: CGRect) {
        let label = UILabel(frame: .zero), image = UIImageView(frame: .zero)
        titleLabel = label
        imageView = image
        super.init(frame: frame)
        label.superview = self
        image.superview = self
        updateLabelDefaults()
    }

    /// Always nil: there are no archives on Linux (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateLabelDefaults()  // observers do not run in the class's own initializers
    }

    /// A button of `buttonType` that runs `primaryAction` for `.primaryActionTriggered`; the action's
    /// title and image are the normal title and image.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adopt(primaryAction) }
    }

    /// A system button laid out by `configuration`, running `primaryAction` for `.primaryActionTriggered`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        updateLabelDefaults()
        if let primaryAction { adopt(primaryAction) }
    }

    /// Adds a primary action, its title and image becoming the normal ones where none is set.
    private func adopt(_ action: UIAction) {
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty, configuration?.title == nil, titles[.normal] == nil {
            if configuration != nil { configuration?.title = action.title } else { titles[.normal] = action.title }
        }
        if let image = action.image, configuration?.image == nil, images[.normal] == nil {
            if configuration != nil { configuration?.image = image } else { images[.normal] = image }
        }
    }

    /// Runs the actions for `events`; a primary action toggles `isSelected` first when
    /// `changesSelectionAsPrimaryAction` is set, as a tap does on iOS.
    open override func sendActions(for events: Event) {
        if changesSelectionAsPrimaryAction, events.contains(.primaryActionTriggered) { isSelected.toggle() }
        super.sendActions(for: events)
    }

    override func stateDidChange() { setNeedsUpdateConfiguration() }

    /// Runs `configurationUpdateHandler` now (UIKit runs it before the next layout; Bezel before
    /// each change is seen, so the configuration is always current).
    open func setNeedsUpdateConfiguration() { updateConfiguration() }

    /// Runs `configurationUpdateHandler`.
    open func updateConfiguration() { configurationUpdateHandler?(self) }

    /// The content area: the bounds inset by `contentEdgeInsets` (a configuration's by its insets),
    /// from Bezel's layout engine. Not overridable: Bezel lays a button out from its theme keys.
    public func contentRect(forBounds bounds: CGRect) -> CGRect { geometry { g, s in g.contentRect(forBounds: bounds.bezelRect, state: s) }.cgRect }

    /// The background's area: the bounds. Not overridable.
    public func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The title's frame for `contentRect` in the current state, from Bezel's layout engine (zero
    /// without a title). An override's rect becomes the theme's `titleRect` (classic layout only).
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        if let rectProbe { rectProbe.titleBaseCalled = true; return .zero }
        return geometry { g, s in g.titleRect(forContentRect: contentRect.bezelRect, state: s) }?.cgRect ?? .zero
    }

    /// The image's frame for `contentRect` in the current state (zero without an image). An
    /// override's rect becomes the theme's `imageRect` (classic layout only).
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        if let rectProbe { rectProbe.imageBaseCalled = true; return .zero }
        return geometry { g, s in g.imageRect(forContentRect: contentRect.bezelRect, state: s) }?.cgRect ?? .zero
    }

    /// The size the content needs, from Bezel's layout engine (the normal state's, as UIKit sizes a button).
    open override var intrinsicContentSize: CGSize { geometry { g, _ in g.intrinsicSize() }.cgSize }

    /// The intrinsic content size, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The title label's default font: the type's (custom 18 pt, else 15 pt) or the configuration size's.
    private func updateLabelDefaults() {
        let size: CGFloat
        if let configuration { size = configuration.buttonSize == .small || configuration.buttonSize == .mini ? 15 : 17 } else {
            size = buttonType == .custom ? 18 : 15
        }
        titleLabel?.defaultFont = .systemFont(ofSize: size)
    }
}
