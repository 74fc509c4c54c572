// BezelUIKit: UIKit's button world on Linux — `UIButton` and the types it is set up with — built on
// Bezel's model, so a button configured in Swift becomes the theme JSON Bezel decodes and is drawn
// through the same pipeline as a theme file (docs/uikit-swift.md).
//
// `import BezelUIKit` brings Foundation's geometry and `NSObject`/`NSCoder` too, as `import UIKit` does.
@_exported import Foundation
