import Foundation
import Bezel
import BezelRaster

/// `bezel version` (and `bezel --version`): Bezel's version and the renderer's fingerprint — the
/// library versions and the pinned fonts' digest that `record` stores in `fingerprint.json` and
/// every unit's content key includes — so a bug report or a CI log says what drew the pixels.
enum VersionCommand: Command {
    static let spec = CommandSpec(
        name: "version", abstract: "Print Bezel's version and the renderer fingerprint (libraries, pinned fonts).",
        positional: "", minPositionals: 0, maxPositionals: 0,
        options: [
            OptionSpec(.json, help: "Print it as JSON: {\"bezel\": …, \"renderer\": <fingerprint.json>}."),
        ],
        discussion: """
        The fingerprint is what `record` writes to fingerprint.json: Cairo, Pango, HarfBuzz and FreeType versions and
        the SHA-256 of the pinned font files. Exit codes: 0; 2 for bad usage.
        """)

    static func run(_ options: Options, io: CommandIO) -> ExitCode {
        io.out(text(json: options.json))
        return .success
    }

    /// The version and fingerprint as lines (`--version`, `version`) or JSON.
    static func text(json: Bool) -> String {
        let fingerprint = RendererFingerprint.current()
        if json {
            let renderer = String(decoding: fingerprint.jsonData(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return "{\n  \"bezel\": \"\(BezelVersion.current)\",\n  \"renderer\": \(renderer.replacingOccurrences(of: "\n", with: "\n  "))\n}\n"
        }
        return "bezel \(BezelVersion.current)\n"
            + "renderer: cairo \(fingerprint.cairo), pango \(fingerprint.pango), harfbuzz \(fingerprint.harfbuzz), freetype \(fingerprint.freetype)\n"
            + "fonts: \(fingerprint.fonts.count) pinned files, sha256 \(fingerprint.fontsSHA256)\n"
    }
}
