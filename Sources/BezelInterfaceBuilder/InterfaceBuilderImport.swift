import BezelCore
import Foundation

/// An Interface Builder document (`.xib`, `.storyboard`) read as a Bezel theme: one theme per iOS
/// document, named after the file, one button per `<button>` (docs/interface-builder.md). The theme
/// is the JSON `bezel import` writes; rendering a document renders exactly that JSON.
public enum InterfaceBuilderImport {
    /// The file extensions of Interface Builder documents.
    public static let extensions = ["xib", "storyboard"]

    /// Whether `path` names an Interface Builder document (by its extension).
    public static func isDocument(_ path: String) -> Bool {
        extensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// What reading a document gave.
    public enum Outcome: Sendable {
        /// The document's theme.
        case theme(InterfaceBuilderTheme)
        /// A document that makes no theme (a macOS, tvOS or watchOS document, or one without
        /// buttons), and the warning that says so.
        case skipped(Diagnostic)
    }

    /// Reads the document at `path`; `availableFamilies` are the font families Bezel can draw (the
    /// renderer's pinned fonts), for custom fonts; `options` say where asset catalogs, font files and
    /// symbols are. A document that cannot be read (too large, malformed XML, a document type
    /// declaration, over a limit, a malformed strings file) is an error naming the file, the line
    /// and column, and the limit.
    public static func read(_ path: String, availableFamilies: [String],
                            options: InterfaceBuilderOptions = InterfaceBuilderOptions()) -> Result<Outcome, Diagnostics> {
        switch readBytes(path) {
        case .failure(let d): return .failure(Diagnostics([d]))
        case .success(let bytes): return read(bytes, path: path, availableFamilies: availableFamilies, options: options)
        }
    }

    /// Reads a document's `bytes`, as if read from `path` (whose folder images, strings files and,
    /// without `options.assetCatalogs`, the project's asset catalogs are looked up from).
    public static func read(_ bytes: [UInt8], path: String, availableFamilies: [String],
                            options: InterfaceBuilderOptions = InterfaceBuilderOptions()) -> Result<Outcome, Diagnostics> {
        let root: IBElement
        switch IBXMLReader.read(bytes) {
        case .failure(let f): return .failure(Diagnostics([Diagnostic(file: path, path: "", message: f.message, position: f.position)]))
        case .success(let r): root = r
        }
        guard let document = IBDocument(root: root) else {
            return .failure(Diagnostics([Diagnostic(file: path, path: "", message: "not an Interface Builder document: the root element is <\(root.name)>, "
                                                    + "expected <document type=\"com.apple.InterfaceBuilder3…\">")]))
        }
        guard document.isIOS else {
            return .success(.skipped(Diagnostic(file: path, path: "", message: "skipped: a \(document.targetRuntime.isEmpty ? "document without targetRuntime" : "'\(document.targetRuntime)' document"); "
                                                + "only iOS documents (targetRuntime iOS.CocoaTouch) hold UIButtons", severity: .warning)))
        }
        guard !document.buttons.isEmpty else {
            return .success(.skipped(Diagnostic(file: path, path: "", message: "skipped: the document holds no button", severity: .warning)))
        }
        guard document.buttons.count <= InputLimits.ibButtons.value else {
            let limit = InputLimits.ibButtons
            return .failure(Diagnostics([Diagnostic(file: path, path: "", message: limit.error.replacingOccurrences(of: "N", with: "\(document.buttons.count)") + limit.tag)]))
        }
        let project = IBProject(document: path, options: options)
        guard project.errors.isEmpty else {
            return .failure(Diagnostics(project.errors.map { Diagnostic(file: path, path: "", message: $0) }))
        }
        let report = IBReport(file: path)
        for catalog in project.catalogs {
            for p in catalog.problems { report.warn(IBElement(name: "document", attributes: [:], line: 1, column: 1), "document", "assets", "\(catalog.name): \(p)") }
        }
        let theme = IBThemeBuilder(document: document, path: path, availableFamilies: availableFamilies, project: project, report: report).build()
        let errors = theme.warnings.filter { $0.severity == .error }
        return errors.isEmpty ? .success(.theme(theme)) : .failure(Diagnostics(errors))
    }

    /// The document's bytes, refused over `ib-file-bytes` before more is read.
    static func readBytes(_ path: String) -> Result<[UInt8], Diagnostic> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(Diagnostic(file: path, path: "", message: "file not found"))
        }
        guard !isDirectory.boolValue, let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(Diagnostic(file: path, path: "", message: "cannot be read"))
        }
        defer { try? handle.close() }
        let limit = InputLimits.ibFileBytes
        let data = (try? handle.read(upToCount: limit.value + 1)) ?? Data()
        if data.count > limit.value { return .failure(Diagnostic(file: path, path: "", message: limit.error + limit.tag)) }
        return .success([UInt8](data))
    }
}

/// One document's theme: the JSON `bezel import` writes and every command renders, and the
/// warnings of what was not carried over.
public struct InterfaceBuilderTheme: Sendable {
    /// The theme's name (the document's file name, made safe).
    public let name: String
    /// The theme as JSON text (what `bezel import` writes).
    public let text: String
    /// The theme as the decoder reads it: `text` parsed, so a document and its import are one theme.
    public let document: JSONObject
    /// The image and font files the theme draws, relative to `baseFolder` (where its paths point):
    /// what `bezel import` copies beside the theme it writes, at the same relative paths.
    public let files: [String]
    /// The folder the theme's paths are relative to (absolute): the document's, or the deepest one
    /// holding it and the asset catalogs, font and symbol folders it was read with.
    public let baseFolder: String
    /// The files besides the document the theme was read from (absolute): the image and colour sets'
    /// `Contents.json` and the strings files.
    public let inputFiles: [String]
    /// The asset catalogs whose sets the theme uses (absolute), first used first.
    public let assetCatalogs: [String]
    /// Everything not carried over, each naming the document, line, column and object id.
    public let warnings: [Diagnostic]
}
