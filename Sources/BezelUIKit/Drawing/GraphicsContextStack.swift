import Foundation

/// The current graphics context and trait collection of this thread, as UIKit keeps them: a stack
/// of contexts (`UIGraphicsBeginImageContextWithOptions` and `UIGraphicsImageRenderer` push one,
/// `UIGraphicsEndImageContext` and the end of the renderer's actions pop it) and a stack of trait
/// collections made current (`performAsCurrent`, the renderer's format while its actions run).
final class GraphicsContextStack {
    var contexts: [CGContext] = []
    var traits: [UITraitCollection] = []

    private static let key = "BezelUIKit.GraphicsContextStack"

    /// This thread's stack.
    static var current: GraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    /// The current context, or a stop naming what needed one (UIKit logs "invalid context 0x0"
    /// and draws nothing; Bezel never skips drawing quietly).
    static func requireContext(_ what: String) -> CGContext {
        guard let context = current.contexts.last else {
            preconditionFailure("BezelUIKit: \(what) draws into the current graphics context, and there is none: "
                                + "call it inside UIGraphicsImageRenderer's image { } or after UIGraphicsBeginImageContextWithOptions")
        }
        return context
    }
}
