/// An Interface Builder document as read: its header (kind, runtime, the Xcode that saved it, the
/// canvas device) and its buttons, each with the tint it inherits from its nearest ancestor view.
struct IBDocument {
    /// One `<button>` and the `<color key="tintColor">` of its nearest ancestor that sets one.
    struct ButtonSite {
        var element: IBElement
        var inheritedTint: IBElement?
    }

    let root: IBElement
    var isStoryboard: Bool { root["type"]?.hasSuffix("Storyboard.XIB") ?? false }
    var targetRuntime: String { root["targetRuntime"] ?? "" }
    /// `iOS.CocoaTouch` (and its iPad variant): the documents whose buttons are UIButtons.
    var isIOS: Bool { targetRuntime.hasPrefix("iOS.CocoaTouch") }
    var toolsVersion: String? { root["toolsVersion"] }
    /// The canvas device the recorded frames were laid out for (`retina6_12`), and its appearance.
    var device: (id: String, appearance: String?)? {
        root.children(named: "device").first.flatMap { d in d["id"].map { ($0, d["appearance"]) } }
    }
    let resources: IBResources
    let buttons: [ButtonSite]

    /// `root` read as a document; nil when it is not an Interface Builder document.
    init?(root: IBElement) {
        guard root.name == "document", root["type"]?.hasPrefix("com.apple.InterfaceBuilder") ?? false else { return nil }
        self.root = root
        resources = IBResources(root)
        var found: [ButtonSite] = []
        Self.collect(root, tint: nil, into: &found)
        buttons = found
    }

    /// Every `<button>` under `element` in document order, with the tint inherited down to it.
    private static func collect(_ element: IBElement, tint: IBElement?, into found: inout [ButtonSite]) {
        let own = element.child("color", key: "tintColor")
        if element.name == "button" { found.append(ButtonSite(element: element, inheritedTint: tint)) }
        for child in element.children { collect(child, tint: own ?? tint, into: &found) }
    }
}
