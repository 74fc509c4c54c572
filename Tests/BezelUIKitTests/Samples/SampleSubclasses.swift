import BezelUIKit
import Foundation

/// 09: the classic submit button — a subclass that swaps its background colour while pressed (the
/// snippet's background images are solid colours).
final class SubmitButton: UIButton {
    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? UIColor(rgb: 0x1284D6) : UIColor(rgb: 0x108EE9) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let title = NSAttributedString(string: "提交", attributes: [.font: UIFont.systemFont(ofSize: 18), .foregroundColor: UIColor.white])
        setAttributedTitle(title, for: .normal)
        backgroundColor = UIColor(rgb: 0x108EE9)
        layer.cornerRadius = 5
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// 10: the hollow button that fills when pressed.
final class HollowButton: UIButton {
    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? UIColor(rgb: 0x108EE9) : nil }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let font = UIFont.systemFont(ofSize: 13)
        setAttributedTitle(NSAttributedString(string: "示例", attributes: [.font: font, .foregroundColor: UIColor(rgb: 0x108EE9)]), for: .normal)
        setAttributedTitle(NSAttributedString(string: "示例", attributes: [.font: font, .foregroundColor: UIColor.white]), for: .highlighted)
        layer.cornerRadius = 3
        layer.borderWidth = 1
        layer.borderColor = UIColor(rgb: 0x108EE9).cgColor
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// 13: a tile whose image sits 15 % from the top, half as wide as the button and square, with the
/// title filling the rest below it — the snippet's layoutSubviews, as rect overrides.
final class TileButton: UIButton {
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let side = bounds.width * 0.5
        return CGRect(x: (bounds.width - side) / 2, y: bounds.height * 0.15, width: side, height: side)
    }

    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let imageBottom = imageRect(forContentRect: contentRect).maxY
        return CGRect(x: 0, y: imageBottom, width: bounds.width, height: bounds.height - imageBottom)
    }
}

/// 17: ZKButton — a background colour per state, and the image and title frames it is given.
final class ZKButton: UIButton {
    var imageFrame = CGRect.zero
    var titleFrame = CGRect.zero
    private var backgroundColors: [UIControl.State.RawValue: UIColor] = [:]

    func setBackgroundColor(_ color: UIColor, for state: UIControl.State) {
        backgroundColors[state.rawValue] = color
        if state == .normal { backgroundColor = color }
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = backgroundColors[isHighlighted ? UIControl.State.highlighted.rawValue : 0] ?? backgroundColors[0] }
    }

    override func imageRect(forContentRect contentRect: CGRect) -> CGRect { imageFrame }
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect { titleFrame }
}
