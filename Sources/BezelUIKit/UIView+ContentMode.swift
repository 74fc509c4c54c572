extension UIView {
    /// How a view fills its bounds with its content. Bezel draws `scaleToFill` only (a background
    /// configuration's image); the other cases exist so iOS code compiles and are errors when drawn.
    public enum ContentMode: Int, Sendable, CustomStringConvertible {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        public var description: String {
            ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
             "topLeft", "topRight", "bottomLeft", "bottomRight"][rawValue]
        }
    }
}
