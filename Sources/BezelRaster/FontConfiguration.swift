import BezelCore
import CPangoCairo
import Foundation

/// Why a font configuration could not be built or extended.
public enum FontConfigurationError: Error, Equatable, Sendable {
    /// fontconfig rejected the generated configuration text (a bug in Bezel, not in a theme).
    case invalidConfiguration
    /// fontconfig could not scan the pinned font directories.
    case couldNotBuildFonts
    /// The file is missing, unreadable, not a font fontconfig understands, or filtered out.
    case couldNotAddFontFile(path: String)
    /// A font map already uses this configuration; fonts can only be added before the first
    /// measurement or rendering with it, because fontconfig configurations are not safe to change
    /// while other threads read them.
    case configurationInUse
}

/// The fonts Bezel renders with, and nothing else.
///
/// A private fontconfig configuration (`FcConfig`) built from text generated here: it scans only
/// the directories of the Debian packages the project pins (`PinnedFonts`: `fonts-inter`,
/// `fonts-dejavu-core`, `fonts-noto-cjk`, `fonts-noto-color-emoji`, `fonts-roboto-unhinted`), includes no system or user configuration (`/etc/fonts`, `~/.config/fontconfig`),
/// fixes antialiasing and hinting in the font patterns, and keeps its cache in the user's cache
/// folder (`FontCacheDirectory`; none when that is not safely writable). Pango font maps built from it (`makeFontMap()`) therefore give the same glyphs and
/// metrics on every machine with those packages, whatever the machine's own fontconfig says.
///
/// Theme-shipped font files are added with `addFontFile(path:)` before the configuration is
/// first used; `shipping(_:)` gives one configuration per set of shipped files.
public final class FontConfiguration: @unchecked Sendable {
    /// The directories the configuration scans: those of `PinnedFonts.packages`.
    public static let pinnedFontDirectories = PinnedFonts.packages.map(\.directory)

    /// The files accepted from `pinnedFontDirectories`: exactly the pinned packages' listed files.
    public static let pinnedFontFiles = PinnedFonts.packages.flatMap(\.paths)

    /// The shared configuration every `PangoTextMeasurer` uses by default.
    public static let shared: FontConfiguration = {
        do { return try FontConfiguration() } catch {
            fatalError("Bezel's built-in font configuration failed to load: \(error)")
        }
    }()

    /// Where fontconfig keeps its cache for this configuration; nil: no cache kept (the pinned
    /// fonts are scanned on every run).
    public let cacheDirectory: String?
    /// The fontconfig XML the configuration was parsed from.
    public let xml: String

    // Guards `config` mutation (`addFontFile`) against the first use (`makeFontMap`).
    private let lock = NSLock()
    private let config: OpaquePointer
    private var inUse = false
    private let contexts = PangoContextPool()
    /// The families titles measured with this configuration were drawn with.
    let drawnFamilies = DrawnFamilyMemo()

    /// Builds the pinned configuration, plus `additionalFontFiles` (theme-shipped fonts); the
    /// cache folder comes from `cacheEnvironment` (`XDG_CACHE_HOME`, `HOME`).
    public init(additionalFontFiles: [String] = [],
                cacheEnvironment: [String: String] = ProcessInfo.processInfo.environment) throws {
        cacheDirectory = FontCacheDirectory.resolve(environment: cacheEnvironment)
        // Without a usable cache folder fontconfig scans into a fresh private folder (it complains
        // on stderr when it has nowhere to write), removed as soon as the fonts are built.
        let scratch = cacheDirectory == nil ? FontCacheDirectory.makeScratch() : nil
        defer { if let scratch { try? FileManager.default.removeItem(atPath: scratch) } }
        xml = FontConfiguration.configurationXML(cacheDirectory: cacheDirectory ?? scratch)
        guard let config = FcConfigCreate() else { throw FontConfigurationError.invalidConfiguration }
        self.config = config
        let bytes = Array(xml.utf8) + [0]
        guard FcConfigParseAndLoadFromMemory(config, bytes, FcTrue) == FcTrue else {
            throw FontConfigurationError.invalidConfiguration
        }
        guard FcConfigBuildFonts(config) == FcTrue else { throw FontConfigurationError.couldNotBuildFonts }
        for path in additionalFontFiles { try addFontFile(path: path) }
    }

    deinit { FcConfigDestroy(config) }

    /// Adds a theme-shipped font file (`FcConfigAppFontAddFile`). Must be called before the
    /// configuration is first used for measuring or drawing.
    public func addFontFile(path: String) throws {
        lock.lock(); defer { lock.unlock() }
        guard !inUse else { throw FontConfigurationError.configurationInUse }
        let before = fileCount(FcSetApplication)
        let added = path.withCString { cPath in
            cPath.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) {
                FcConfigAppFontAddFile(config, $0)
            }
        }
        guard added == FcTrue, fileCount(FcSetApplication) > before else {
            throw FontConfigurationError.couldNotAddFontFile(path: path)
        }
    }

    /// The font files the configuration offers, sorted (one entry per file, not per face).
    public var fontFiles: [String] {
        lock.lock(); defer { lock.unlock() }
        return Array(Set(files(FcSetSystem) + files(FcSetApplication))).sorted()
    }

    /// A new PangoCairo font map (FreeType backend) that resolves fonts with this configuration
    /// only. The caller owns the returned reference (`g_object_unref`). Font maps are not
    /// thread-safe: use each from one thread at a time.
    func makeFontMap() -> UnsafeMutablePointer<PangoFontMap> {
        lock.lock(); defer { lock.unlock() }
        inUse = true
        guard let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            fatalError("this Pango has no FreeType/fontconfig backend")
        }
        // A PangoCairoFcFontMap is a PangoFcFontMap (opaque to Swift, hence the cast).
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        return fontMap
    }

    /// Runs `body` with a measuring context on a font map of this configuration that no other
    /// thread uses meanwhile (see `PangoContextPool`). The context must not escape `body`.
    package func withPangoContext<R>(_ body: (PangoTextContext) throws -> R) rethrows -> R {
        try contexts.withContext(create: { PangoTextContext(configuration: self) }, body)
    }

    /// The English family names of the fonts the configuration offers, in font-set order, once each
    /// (every name a face answers to: `Inter` and `Inter Black`).
    public var familyNames: [String] { englishFamilyNames(firstOnly: false) }

    /// The first English family name of each face, once each: the typographic families (`Inter`, not
    /// also `Inter Black`), for lists shown to people.
    public var primaryFamilyNames: [String] { englishFamilyNames(firstOnly: true) }

    private func englishFamilyNames(firstOnly: Bool) -> [String] {
        lock.lock(); defer { lock.unlock() }
        var seen = Set<String>()
        var out: [String] = []
        for set in [FcSetSystem, FcSetApplication] {
            guard let fontSet = FcConfigGetFonts(config, set) else { continue }
            for index in 0..<Int(fontSet.pointee.nfont) {
                guard let pattern = fontSet.pointee.fonts[index] else { continue }  // fontconfig never leaves a hole below nfont
                let english = FontFileQuery.familyNames(pattern).filter(\.english).map(\.name)
                out += (firstOnly ? Array(english.prefix(1)) : english).filter { seen.insert($0).inserted }
            }
        }
        return out
    }

    private func files(_ set: FcSetName) -> [String] {
        guard let fontSet = FcConfigGetFonts(config, set) else { return [] }
        var result: [String] = []
        for index in 0..<Int(fontSet.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(fontSet.pointee.fonts[index], FC_FILE, 0, &file) == FcResultMatch, let file {
                result.append(String(cString: file))
            }
        }
        return result
    }

    private func fileCount(_ set: FcSetName) -> Int {
        FcConfigGetFonts(config, set).map { Int($0.pointee.nfont) } ?? 0
    }

    /// The configuration text. No `<include>`: nothing from `/etc/fonts` or the user's home
    /// applies. `<dir>` lists only the pinned directories, and `<selectfont>` accepts only the
    /// pinned files from them (theme fonts added elsewhere are not affected). Rendering properties are assigned in every pattern, so that what
    /// PangoCairo asks for (grey antialiasing, no hinting) is what FreeType does; embedded bitmaps
    /// are off except in colour fonts, whose emoji are bitmaps, and a bitmap font's fixed strike (an outline-less font:
    /// the emoji) is scaled to the size asked for (as fontconfig's stock `10-scale-bitmap-fonts.conf` does).
    /// A request for the emoji font also asks for the emoji "language" (`und-zsye`, as the stock
    /// `45-generic.conf` does): without it Pango keeps DejaVu Sans for ❤️ even when the family is
    /// named, because DejaVu supports the title's language and the colour font does not. The synthetic
    /// oblique and emboldening rules mirror fontconfig's stock `90-synthetic.conf`, since
    /// `fonts-dejavu-core` has no italic faces.
    static func configurationXML(cacheDirectory: String?) -> String {
        let dirs = pinnedFontDirectories.map { "  <dir>\(Markup.escaped($0))</dir>" }.joined(separator: "\n")
        let rejected = pinnedFontDirectories.map { "      <glob>\(Markup.escaped($0))/*</glob>" }.joined(separator: "\n")
        let accepted = pinnedFontFiles.map { "      <glob>\(Markup.escaped($0))</glob>" }.joined(separator: "\n")
        return """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
        \(dirs)
        \(cacheDirectory.map { "  <cachedir>\(Markup.escaped($0))</cachedir>" } ?? "  <!-- no cache -->")
          <config><rescan><int>0</int></rescan></config>
          <selectfont>
            <rejectfont>
        \(rejected)
            </rejectfont>
            <acceptfont>
        \(accepted)
            </acceptfont>
          </selectfont>
        \(renderingRules)
        </fontconfig>
        """
    }

}
