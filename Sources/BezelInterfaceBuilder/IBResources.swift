/// The document's `<resources>`: the values Xcode caches for the system and named colours and the
/// point sizes of the images the document uses (an SF Symbol's is its glyph-space size).
struct IBResources {
    var systemColors: [String: IBElement] = [:]
    var namedColors: [String: IBElement] = [:]
    var images: [String: (width: Double, height: Double, isSymbol: Bool)] = [:]

    init(_ root: IBElement) {
        for resources in root.children(named: "resources") {
            for item in resources.children {
                guard let name = item["name"] else { continue }
                switch item.name {
                case "systemColor": systemColors[name] = item.children(named: "color").first
                case "namedColor": namedColors[name] = item.children(named: "color").first
                case "image":
                    if let w = item["width"].flatMap(Double.init), let h = item["height"].flatMap(Double.init) {
                        images[name] = (w, h, item["catalog"] == "system")
                    }
                default: continue
                }
            }
        }
    }
}
