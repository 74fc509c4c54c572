import BezelUIKit
import Foundation

/// Samples 9, 10, 12–18 written as UIKit code.
extension SampleButtons {
    static func submit() -> UIButton { SubmitButton(frame: CGRect(x: 0, y: 0, width: 300, height: 44)) }

    static func hollow() -> UIButton { HollowButton(frame: CGRect(x: 0, y: 0, width: 60, height: 24)) }

    /// 12: the arrangements of the ImageTitleStyle category: three as Bezel's image placement (its
    /// own keys: a legacy UIButton has no placement), two with UIKit's insets.
    static func arrangement(placement: NSDirectionalRectEdge = .leading, padding: CGFloat = 0,
                            titleInsets: UIEdgeInsets = .zero, imageInsets: UIEdgeInsets = .zero) -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.backgroundColor = UIColor(rgb: 0xEEF4FA)
        button.setTitleColor(UIColor(rgb: 0x1F2D3D), for: .normal)
        button.setImage(SampleImages.image("star.svg"), for: .normal)
        button.setTitle("Favourite", for: .normal)
        button.bezelImagePlacement = placement
        button.bezelImagePadding = padding
        button.titleEdgeInsets = titleInsets
        button.imageEdgeInsets = imageInsets
        return button
    }

    static func tile() -> UIButton {
        let button = TileButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        button.backgroundColor = UIColor(rgb: 0xF2F2F7)
        button.setTitleColor(UIColor(rgb: 0x333333), for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 14)
        button.setTitle("Photos", for: .normal)
        button.setImage(SampleImages.image("picture.svg"), for: .normal)
        return button
    }

    /// 14: the show/hide password toggle; a tap selects it.
    static func passwordToggle() -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        button.setImage(SampleImages.image("login_pwd_hide.svg"), for: .normal)
        button.setImage(SampleImages.image("login_pwd_show.svg"), for: .selected)
        button.changesSelectionAsPrimaryAction = true
        return button
    }

    /// 15: the title moved under the image with insets and top-left alignment.
    static func insetsAlignment() -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 82, height: 100)
        button.backgroundColor = .gray
        let image = SampleImages.image("avatar.svg")
        button.setImage(image, for: .normal)
        button.setTitle("标题", for: .normal)
        button.contentVerticalAlignment = .top
        button.contentHorizontalAlignment = .left
        let titleWidth: CGFloat = 36  // "标题" at 18 pt
        button.titleEdgeInsets = UIEdgeInsets(top: image.size.height + 5, left: -(image.size.width + titleWidth) / 2, bottom: 0, right: 0)
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 0, right: 0)
        return button
    }

    /// 16: an image wider than the button squeezes the title out.
    static func wideImage() -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        button.backgroundColor = UIColor(rgb: 0x1F2D3D)
        button.setImage(SampleImages.image("banner-wide.svg"), for: .normal)
        button.setTitle("Title", for: .normal)
        return button
    }

    /// 17: ZKButton with its colours and frames.
    static func zk() -> UIButton {
        let button = ZKButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.setBackgroundColor(UIColor(rgb: 0xD35400), for: .normal)
        button.setBackgroundColor(UIColor(rgb: 0xB34700), for: .highlighted)
        button.layer.cornerRadius = 6
        button.setImage(SampleImages.image("plus.svg"), for: .normal)
        button.setTitle("添加", for: .normal)
        button.imageFrame = CGRect(x: 14, y: 10, width: 24, height: 24)
        button.titleFrame = CGRect(x: 46, y: 0, width: 64, height: 44)
        return button
    }

    /// 18: a title too long for its button, truncated in the middle (UIKit's default) or at the tail.
    static func truncation(_ mode: NSLineBreakMode?) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        button.setTitle("Subscribe to notifications", for: .normal)
        if let mode { button.titleLabel?.lineBreakMode = mode }
        return button
    }
}
