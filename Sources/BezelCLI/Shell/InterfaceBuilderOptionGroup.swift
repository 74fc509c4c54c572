import Bezel

/// Where an Interface Builder document's outside files are — `--assets PATH.xcassets`, `--fonts DIR`,
/// `--symbols DIR`, each repeatable — shared by every command that reads documents (`validate`,
/// `render`, `record`, `verify`, `inspect`, `simulate`, `import`). JSON themes ignore them.
enum InterfaceBuilderOptionGroup {
    static let specs: [OptionSpec] = [
        OptionSpec(.assets, value: "catalog", help: "An asset catalog (.xcassets) Interface Builder documents' image and colour names are "
                   + "looked up in, first given first; repeatable (default: every .xcassets in the document's project).", repeatable: true),
        OptionSpec(.fonts, value: "dir", help: "A folder of .ttf/.otf files whose PostScript names documents' custom fonts are found by; repeatable.",
                   repeatable: true),
        OptionSpec(.symbols, value: "dir", help: "A folder of symbol templates exported from the SF Symbols app as <name>.svg, for documents' system images; repeatable.",
                   repeatable: true),
    ]

    /// The options as given.
    static func read(_ args: inout OptionReader) -> InterfaceBuilderOptions {
        InterfaceBuilderOptions(assetCatalogs: args.values(.assets), fontFolders: args.values(.fonts), symbolFolders: args.values(.symbols))
    }
}
