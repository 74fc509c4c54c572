import BezelCore
import BezelInterfaceBuilder
import Foundation

/// A project folder written for a test: files by relative path (text, or a PNG header of a size),
/// folders made on the way; the document is read from it as the commands read it.
struct IBProjectFixture {
    let root: String

    init(_ files: [String: String] = [:], pngs: [String: (Int, Int)] = [:], folders: [String] = []) throws {
        root = NSTemporaryDirectory() + "bezel-ibp-" + UUID().uuidString
        for f in folders { try FileManager.default.createDirectory(atPath: root + "/" + f, withIntermediateDirectories: true) }
        for (name, text) in files { try write(name, Data(text.utf8)) }
        for (name, size) in pngs { try write(name, Data(Self.pngHeader(width: size.0, height: size.1))) }
    }

    func write(_ name: String, _ data: Data) throws {
        let path = root + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// The theme of the document at `document` (relative), read with `options`.
    func theme(_ document: String, options: InterfaceBuilderOptions = InterfaceBuilderOptions()) throws -> InterfaceBuilderTheme {
        switch InterfaceBuilderImport.read(root + "/" + document, availableFamilies: ["Inter", "DejaVu Sans"], options: options) {
        case .success(.theme(let t)): return t
        case .success(.skipped(let d)): throw Diagnostics([d])
        case .failure(let d): throw d
        }
    }

    /// The diagnostics of a document that cannot be read.
    func failure(_ document: String, options: InterfaceBuilderOptions = InterfaceBuilderOptions()) -> [Diagnostic] {
        if case .failure(let d) = InterfaceBuilderImport.read(root + "/" + document, availableFamilies: [], options: options) { return d.items }
        return []
    }

    /// The signature and IHDR of a PNG (all the reader looks at).
    static func pngHeader(width: Int, height: Int) -> [UInt8] {
        func be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0] + be(0)
    }

    /// A colour set's `Contents.json` of `colors` entries (JSON text each).
    static func colorSet(_ colors: [String]) -> String {
        #"{"colors": [\#(colors.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}}"#
    }

    /// One colour entry: `components` in `space`, with `appearances` (JSON text) when given.
    static func color(_ space: String, _ components: String, appearances: String? = nil, idiom: String = "universal") -> String {
        #"{"idiom": "\#(idiom)", \#(appearances.map { "\"appearances\": \($0), " } ?? "")"color": {"color-space": "\#(space)", "components": {\#(components)}}}"#
    }

    static let dark = #"[{"appearance": "luminosity", "value": "dark"}]"#
    static let high = #"[{"appearance": "contrast", "value": "high"}]"#
    static let darkHigh = #"[{"appearance": "luminosity", "value": "dark"}, {"appearance": "contrast", "value": "high"}]"#

    /// A storyboard whose buttons are `views`, as `IBFixture` writes it.
    static func storyboard(_ views: String, resources: String = "") -> String { IBFixture.storyboard(views, resources: resources) }

    /// A legacy system button with a normal state `state` (attributes and children).
    static func button(id: String, type: String = #"buttonType="system""#, state: String, children: String = "") -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" \(type) lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="20" y="100" width="120" height="44"/>
            \(state)
            \(children)
        </button>
        """
    }
}
