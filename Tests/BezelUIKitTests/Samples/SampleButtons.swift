import BezelUIKit
import Foundation

/// Samples 1–8 and 11 written as UIKit code (each from its snippet in the sample's comment).
@MainActor
enum SampleButtons {
    /// 01: a custom 50 × 50 button on turquoise (the "Colours" category's #70DBDB).
    static func customTurquoise() -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        button.backgroundColor = UIColor(red: 112 / 255, green: 219 / 255, blue: 219 / 255, alpha: 1)
        button.setTitle("button1", for: .normal)
        return button
    }

    /// 02 and 04: a system button, made as `.system` or as its alias `.roundedRect`.
    static func system(_ type: UIButton.ButtonType, title: String) -> UIButton {
        let button = UIButton(type: type)
        button.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        button.setTitle(title, for: .normal)
        return button
    }

    /// 03: a glyph type at 50 × 50.
    static func glyph(_ type: UIButton.ButtonType) -> UIButton {
        let button = UIButton(type: type)
        button.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        return button
    }

    /// 05: a system button 100 × 50 with a title for one state only.
    static func perStateTitle(_ title: String, for state: UIControl.State) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        button.setTitle(title, for: state)
        return button
    }

    /// 06: a system button whose tint colours its title and its (template) image.
    static func systemTintImage() -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 180, height: 180)
        button.backgroundColor = UIColor(rgb: 0x00B2EE)
        button.tintColor = UIColor(rgb: 0x4DE28C)
        button.setTitle("Tap it", for: .normal)
        button.setImage(SampleImages.image("picture.svg"), for: .normal)
        return button
    }

    /// 07: rounded corners on a custom button.
    static func roundedCorners() -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.backgroundColor = UIColor(rgb: 0x70DBDB)
        button.setTitle("Button", for: .normal)
        button.clipsToBounds = true
        button.layer.cornerRadius = 5
        return button
    }

    /// 08: a border drawn inside the bounds, above the content.
    static func border() -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 150, height: 30)
        button.backgroundColor = UIColor(rgb: 0xC8D5DB)
        button.tintColor = UIColor(rgb: 0x00B2EE)
        button.setTitle("Tap it", for: .normal)
        button.layer.masksToBounds = true
        button.layer.cornerRadius = 5
        button.layer.borderWidth = 2
        button.layer.borderColor = UIColor(red: 56 / 255, green: 237 / 255, blue: 56 / 255, alpha: 1).cgColor
        return button
    }

    /// 11: the default arrangement, the title label's background painted by a run background colour.
    static func defaultArrangement() -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 150, height: 150)
        button.backgroundColor = UIColor(rgb: 0xD8FFE7)
        let title = NSAttributedString(string: "Tap it", attributes: [.foregroundColor: UIColor.white, .backgroundColor: UIColor(rgb: 0x00B2EE)])
        button.setAttributedTitle(title, for: .normal)
        button.setImage(SampleImages.image("star.svg"), for: .normal)
        return button
    }
}
