/// The Debian font packages Bezel renders with, and exactly which of their files it reads.
///
/// Other packages share these directories (`fonts-dejavu-extra` adds condensed faces, other Noto
/// packages add collections, `fonts-roboto-unhinted` has condensed Roboto beside `RobotoTTF`):
/// only the files listed here are accepted, so installing more changes nothing.
public enum PinnedFonts {
    /// One package: its name, the directory its fonts are read from, and the accepted file names.
    public struct Package: Sendable {
        public let name: String
        public let directory: String
        public let files: [String]
        /// The full path of every accepted file.
        public var paths: [String] { files.map { "\(directory)/\($0)" } }
    }

    /// Inter's faces, one per weight from Thin (100) to Black (900), upright and italic.
    private static let interFaces = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold",
                                     "ExtraBold", "Black"].flatMap { weight in
        ["Inter-\(weight).otf", weight == "Regular" ? "Inter-Italic.otf" : "Inter-\(weight)Italic.otf"]
    }

    /// Roboto's faces, Thin (100) to Black (900), upright and italic.
    private static let robotoFaces = ["Thin", "Light", "Regular", "Medium", "Bold", "Black"].flatMap { weight in
        ["Roboto-\(weight).ttf", weight == "Regular" ? "Roboto-Italic.ttf" : "Roboto-\(weight)Italic.ttf"]
    }

    /// Inter (the system font's stand-in), DejaVu (Latin fallback, mono, serif), Noto CJK, Noto
    /// Color Emoji and Roboto (Material).
    public static let packages = [
        Package(name: "fonts-inter", directory: "/usr/share/fonts/opentype/inter", files: interFaces),
        Package(name: "fonts-dejavu-core", directory: "/usr/share/fonts/truetype/dejavu",
                files: ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf",
                        "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"]),
        Package(name: "fonts-noto-cjk", directory: "/usr/share/fonts/opentype/noto",
                files: ["NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc", "NotoSerifCJK-Regular.ttc",
                        "NotoSerifCJK-Bold.ttc"]),
        Package(name: "fonts-noto-color-emoji", directory: "/usr/share/fonts/truetype/noto",
                files: ["NotoColorEmoji.ttf"]),
        Package(name: "fonts-roboto-unhinted", directory: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF",
                files: robotoFaces),
    ]
}
