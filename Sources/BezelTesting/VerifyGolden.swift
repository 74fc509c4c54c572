import BezelCore
import BezelRegression
import Foundation

/// When `verifyGolden` writes golden files.
public enum GoldenRecordMode: String, Sendable, CaseIterable {
    /// Always write the golden (and fail, so a recording run never passes by accident).
    case all
    /// Re-write only goldens that do not match (and fail).
    case failed
    /// Write goldens that do not exist yet (and fail: re-run to assert). The default off CI.
    case missing
    /// Never write; a missing golden fails. The default on CI.
    case never

    /// `BEZEL_RECORD` (all, failed, missing, never; any case) if set to one of these; else `never`
    /// on a CI machine, else `missing`. A CI machine is decided as `bezel record` decides it: `CI`
    /// set to a value that, without surrounding spaces, is not empty and not `false` or `0` in any case.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> GoldenRecordMode {
        if let value = environment["BEZEL_RECORD"], let mode = GoldenRecordMode(rawValue: value.lowercased()) { return mode }
        return CIEnvironment(environment).isCI ? .never : .missing
    }
}

/// Compares `value` with its golden file and returns nil when they match, or a failure message.
/// Goldens live at `<goldenDirectory>/<name>.<ext>`, by default
/// `<folder of the test file>/__Goldens__/<TestFile>/<test>.<name>.<ext>`. On a mismatch the actual
/// is written to `$BEZEL_ARTIFACTS/<TestFile>/<file>` (default `.build/golden-artifacts`) and both
/// paths are in the message.
///
///     import BezelRaster
///     import BezelTesting
///     import Testing
///
///     /// `drawing`: the button in one state (`ButtonDrawing(button:state:size:resolver:engine:scale:)`).
///     func expectSaveButtonUnchanged(_ drawing: ButtonDrawing) throws {
///         let image = try ButtonRenderer().renderImage(drawing, scale: 2)
///         #expect(verifyGolden(of: image, as: .png, named: "save@2x") == nil)
///     }
///
/// - Parameters:
///   - value: what the test produced.
///   - golden: how it is stored and compared (`.png`, `.json`, or a pullback).
///   - name: the golden's name; default: a counter per test (1, 2, …).
///   - record: the record mode; default: `GoldenRecordMode.fromEnvironment(environment)`.
///   - goldenDirectory: where the golden files are; default: `__Goldens__/<TestFile>` beside the test file.
///   - environment: the environment read for `BEZEL_RECORD`, `CI` and `BEZEL_ARTIFACTS`.
public func verifyGolden<Value, Format>(
    of value: Value, as golden: Golden<Value, Format>, named name: String? = nil, record: GoldenRecordMode? = nil,
    goldenDirectory: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
    filePath: StaticString = #filePath, function: StaticString = #function
) -> String? {
    let file = URL(fileURLWithPath: "\(filePath)")
    let testFile = file.deletingPathExtension().lastPathComponent
    let test = sanitized("\(function)")
    let directory = goldenDirectory ?? file.deletingLastPathComponent().appendingPathComponent("__Goldens__/\(testFile)").path
    let identifier = name.map(sanitized) ?? String(GoldenCounter.shared.next("\(filePath)#\(test)"))
    let fileName = (goldenDirectory == nil ? "\(test)." : "") + "\(identifier).\(golden.fileExtension)"
    let path = directory + "/" + fileName
    let mode = record ?? GoldenRecordMode.fromEnvironment(environment)
    let actual = golden.make(value)
    let actualData = golden.diffing.toData(actual)

    func write(_ data: Data, to target: String) -> String? {
        do {
            try FileManager.default.createDirectory(atPath: ThemeFileSystem.folder(of: target), withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: target), options: .atomic)
            return nil
        } catch { return "cannot write \(target): \(error)" }
    }

    guard let expectedData = FileManager.default.contents(atPath: path) else {
        if mode == .never { return "No golden at \(path) (record mode: never). Record it locally with BEZEL_RECORD=missing." }
        return write(actualData, to: path) ?? "No golden was found at \(path); recorded one now. Re-run the test to assert against it."
    }
    if mode == .all {
        return write(actualData, to: path) ?? "Record mode is all: re-recorded \(path). Turn recording off and re-run to assert."
    }
    let message: String
    do {
        guard let difference = golden.diffing.diff(try golden.diffing.fromData(expectedData), actual) else { return nil }
        message = difference
    } catch {
        message = "the golden \(path) cannot be read: \(error)"
    }
    if mode == .failed {
        return write(actualData, to: path) ?? "Golden did not match and was re-recorded (record mode: failed): \(path)\n\(message)"
    }
    let artifacts = environment["BEZEL_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 } ?? ".build/golden-artifacts"
    let artifact = URL(fileURLWithPath: artifacts).appendingPathComponent("\(testFile)/\(fileName)").path
    let written = write(actualData, to: artifact)
    return "Golden does not match: \(message)\nexpected: file://\(path)\n" + (written ?? "actual:   file://\(artifact)")
}

/// `testFoo()` → `testFoo`; other runs of non-word characters → `-`.
func sanitized(_ text: String) -> String {
    var name = text.hasSuffix("()") ? String(text.dropLast(2)) : text
    name = name.replacingOccurrences(of: "[^A-Za-z0-9_@.+]+", with: "-", options: .regularExpression)
    return name.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
}

/// Unnamed goldens are numbered per test, in call order.
final class GoldenCounter: @unchecked Sendable {
    static let shared = GoldenCounter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    func next(_ key: String) -> Int {
        lock.lock(); defer { lock.unlock() }
        let next = counts[key, default: 0] + 1
        counts[key] = next
        return next
    }
}
