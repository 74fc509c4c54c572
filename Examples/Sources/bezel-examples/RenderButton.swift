import Bezel
import Foundation

/// docs/library.md, "Render one button".
func renderButton(_ file: ThemeFile) throws -> (png: Data, image: DecodedImage) {
    let renderer = try ButtonImageRenderer(theme: file, scale: 2)
    let png: Data = try renderer.pngData(forButton: "filledMedium", state: .highlighted)
    let image: DecodedImage = try renderer.image(forButton: "filledMedium")
    print(png.count, "bytes;", image.width, "×", image.height, "px")  // 190 × 69 px: 95 × 34.5 pt at @2x (the frame on the @2x pixel grid)
    print(image.pixel(x: image.width / 2, y: 4))                      // the fill: systemBlue, 0 122 255 255
    return (png, image)
}
