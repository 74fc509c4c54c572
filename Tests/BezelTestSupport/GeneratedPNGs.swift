import Foundation

/// PNG files of every colour type × bit depth of the PNG specification, plain and Adam7-interlaced,
/// with and without tRNS, written at test time by pypng (`Tests/Readers/png_colour_types.py`,
/// Debian's python3-png; rows then filtered with every filter type, gAMA, sBIT and bKGD added), and the SHA-256 of the straight RGBA8 an independent reader computes
/// for each (`Tests/Readers/png_rgba8.py`, pypng again). Made once per test process into a
/// temporary folder. A missing Python or pypng is an error the tests report (a missing reader
/// fails, never skips); `scripts/install-deps` installs python3-png.
public enum GeneratedPNGs {
    /// The 26 images (`g01` … `rgba16`), each also as `i<name>` interlaced.
    public static let names: [String] = {
        var names: [String] = []
        for depth in ["01", "02", "04", "08", "16"] { names += ["g\(depth)", "g\(depth)t"] }
        for depth in ["08", "16"] { names += ["c\(depth)", "c\(depth)t", "ga\(depth)", "rgba\(depth)"] }
        for depth in ["01", "02", "04", "08"] { names += ["p\(depth)", "p\(depth)t"] }
        return names.sorted()
    }()

    /// Every file name written, sorted.
    public static var files: [String] { (names + names.map { "i" + $0 }).map { $0 + ".png" }.sorted() }

    /// The folder holding the files and the reader's hash of each (file name → hex SHA-256 of its
    /// RGBA8), or why they could not be made.
    public static let generated: Result<(folder: String, rgba8: [String: String]), MissingReader> = make()

    /// Why the PNGs could not be made or read.
    public struct MissingReader: Error, CustomStringConvertible {
        public var description: String
    }

    static let python = "/usr/bin/python3"
    static let readers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Readers").path

    static func make() -> Result<(folder: String, rgba8: [String: String]), MissingReader> {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            return .failure(MissingReader(description: "missing reader \(python): scripts/install-deps installs python3 and python3-png"))
        }
        let folder = NSTemporaryDirectory() + "bezel-png-colour-types-" + UUID().uuidString
        let written = run([readers + "/png_colour_types.py", folder])
        guard written.status == 0 else {
            return .failure(MissingReader(description: written.status == 4
                ? "missing reader: pypng (python3-png) is not installed; scripts/install-deps installs it"
                : "png_colour_types.py failed (\(written.status)): \(written.err)"))
        }
        let read = run([readers + "/png_rgba8.py"] + files.map { folder + "/" + $0 })
        guard read.status == 0 else { return .failure(MissingReader(description: "png_rgba8.py failed (\(read.status)): \(read.err)")) }
        var hashes: [String: String] = [:]
        for line in read.out.split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            if parts.count == 2 { hashes[String(parts[1])] = String(parts[0]) }
        }
        return .success((folder, hashes))
    }

    static func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return (-1, "", "\(error)") }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }
}
