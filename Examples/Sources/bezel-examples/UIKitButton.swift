import BezelUIKit

/// docs/uikit-swift.md, "A button in Swift": a UIButton set up as on iOS, drawn and written as a theme.
func uikitButton() throws -> (normal: Data, pressed: Data, theme: String) {
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
    button.setTitle("Sign in", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.setTitleColor(UIColor(white: 1, alpha: 0.6), for: .highlighted)
    button.backgroundColor = .systemBlue
    button.layer.cornerRadius = 8
    button.setImage(UIImage(contentsOfFile: "samples/images/plus.svg"), for: .normal)
    button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -6, bottom: 0, right: 6)

    let normal = try button.bezelPNGData(scale: 2)           // 240 × 88 px
    button.isHighlighted = true                              // drawn as pressed, as on iOS
    let pressed = try button.bezelPNGData(scale: 2, traits: UITraitCollection(userInterfaceStyle: .dark))
    button.isHighlighted = false
    let theme = try button.bezelTheme(named: "signin", buttonName: "signIn", imagesRelativeTo: "samples")
    print(theme)                                             // the same button as a theme file
    return (normal, pressed, theme)
}
