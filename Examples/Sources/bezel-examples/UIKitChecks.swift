import Bezel
import Foundation

/// Runs `uikitButton` and checks what it returns.
func runUIKitExample(_ checks: inout Checks) throws {
    let (normal, pressed, theme) = try uikitButton()
    let header = try PNGHeader(data: normal)
    checks.expect(header.width == 240 && header.height == 88, "the UIKit button is 240 × 88 px at @2x (got \(header.width) × \(header.height))")
    checks.expect(normal != pressed, "the pressed, dark button draws differently")
    try theme.write(toFile: "samples/signin.json", atomically: true, encoding: .utf8)
    let file = try ThemeFile(contentsOfFile: "samples/signin.json")
    let fromFile = try ButtonImageRenderer(theme: file, scale: 2).pngData(forButton: "signIn")
    checks.expect(fromFile == normal, "the theme bezelTheme() wrote draws the button's bytes")
    checks.expect(theme.contains("\"image\": \"images/plus.svg\""), "the image path is relative to the theme's folder")
}
