import Bezel
import BezelRaster
import Foundation

/// `bezel import`: writes the JSON theme of each Interface Builder document (the theme every other
/// command renders for it), with the images it draws beside it.
enum ImportCommand: Command {
    static let spec = CommandSpec(
        name: "import", abstract: "Write the JSON theme of each Interface Builder document (.xib, .storyboard).",
        positional: "<document.storyboard | document.xib | folder>...",
        options: [
            OptionSpec(.output, short: "o", value: "out", help: "The folder the themes are written into (required).", required: true),
            OptionSpec(.strict, help: "Treat warnings (what is not carried over) as errors."),
            OptionSpec(.quiet, short: "q", help: "Print only problems."),
        ] + InterfaceBuilderOptionGroup.specs,
        discussion: """
            Each iOS document becomes <out>/<Document>.json, named after the file, one button per <button>, each \
            described by its document line and object id; the image files it draws are copied beside it. Rendering \
            that file gives the same bytes as rendering the document. What is not carried over is a warning naming \
            the line and object id (docs/interface-builder.md). Exit codes: 0 written, 2 bad usage or a document that \
            cannot be read (nothing is written), 3 the output cannot be written.
            """)

    static func run(_ options: Options, io: CommandIO) -> ExitCode {
        if let message = OutputOption.notAFolder(options.output) { io.err(message + "\n"); return .badInput }
        let (found, inputIssues) = ThemeInputs.themeFiles(options.inputs)
        var diagnostics = inputIssues
        var files: [(path: String, data: Data, source: String)] = [], catalogs: [String] = []
        for document in found {
            guard InterfaceBuilderImport.isDocument(document) else {
                diagnostics.append(Diagnostic(file: document, path: "", message: "not an Interface Builder document (.xib, .storyboard)"))
                continue
            }
            switch InterfaceBuilderImport.read(document, availableFamilies: RendererFontCatalog.shared.pinnedFamilies, options: options.interfaceBuilder) {
            case .failure(let d): diagnostics += d.items
            case .success(.skipped(let why)): diagnostics.append(why)
            case .success(.theme(let theme)):
                diagnostics += theme.warnings
                files.append((theme.name + ".json", Data(theme.text.utf8), document))
                for file in theme.files {
                    let full = theme.baseFolder + "/" + file
                    guard let data = FileManager.default.contents(atPath: full) else {
                        diagnostics.append(Diagnostic(file: full, path: "", message: "cannot be read")); continue
                    }
                    files.append((file, data, document))
                }
                catalogs += theme.assetCatalogs.map { "\(document): asset catalog \($0)" }
            }
        }
        if options.strict { diagnostics = diagnostics.map { var d = $0; d.severity = .error; return d } }
        diagnostics += clashes(files)
        io.report(diagnostics)
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return .badInput }
        var unique: [String: Data] = [:]
        for f in files { unique[f.path] = f.data }
        do {
            try FolderTarget(options.output).writeLocked(unique.sorted { $0.key < $1.key }.map { OutputFile(path: $0.key, data: $0.value) },
                                                         sink: CommandSink(io: io))
        } catch {
            io.err("\(error); nothing was imported\n")
            return .cannotWrite
        }
        if !options.quiet {
            let themes = files.filter { $0.path.hasSuffix(".json") }
            for line in catalogs { io.out(line + "\n") }
            io.out("imported \(themes.count) document\(themes.count == 1 ? "" : "s") into \(options.output)\n")
        }
        return .success
    }

    /// Two documents writing one name with different bytes (two themes named alike, or two images).
    static func clashes(_ files: [(path: String, data: Data, source: String)]) -> [Diagnostic] {
        var first: [String: (data: Data, source: String)] = [:], out: [Diagnostic] = []
        for f in files {
            if let earlier = first[f.path] {
                if earlier.data != f.data || f.path.hasSuffix(".json") {
                    out.append(Diagnostic(file: f.source, path: "", message: "would write \(f.path), which \(earlier.source) writes too; import them into separate folders"))
                }
            } else { first[f.path] = (f.data, f.source) }
        }
        return out
    }
}
