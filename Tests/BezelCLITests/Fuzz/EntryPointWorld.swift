import Foundation

/// The untampered inputs of the entry-point fuzz test, made once with the real `bezel`: a small
/// theme (dashed border, two scales, two states) and a changed copy, a baseline `record` wrote,
/// the `verify --report` folder of the changed copy against it, two `render --shard` folders,
/// and an Interface Builder storyboard. Each case copies what it tampers with.
struct EntryPointWorld: Sendable {
    let root: String
    let binary: String
    let storyboard: String

    static let theme = #"""
    {"name":"small","scales":[1,2],"states":["normal","highlighted"],"buttons":{
     "a":{"title":"A","size":[60,30],"backgroundColor":"#0d6efd","cornerRadius":6,"font":{"family":"DejaVu Sans","size":14}},
     "b":{"title":"B","size":[50,30],"backgroundColor":"COLOR","border":{"width":2,"color":"black","style":"dashed"},
          "shadow":{"radius":2,"offset":[0,1],"opacity":0.4}}}}
    """#

    init(binary: String, storyboard: String) throws {
        root = NSTemporaryDirectory() + "bezel-entry-fuzz-\(UUID().uuidString)"
        self.binary = binary
        self.storyboard = storyboard
        let fm = FileManager.default
        for (folder, color) in [("themes", "#198754"), ("themes2", "#dc3545")] {
            try fm.createDirectory(atPath: "\(root)/pristine/\(folder)", withIntermediateDirectories: true)
            try Data(Self.theme.replacingOccurrences(of: "COLOR", with: color).utf8).write(to: URL(fileURLWithPath: "\(root)/pristine/\(folder)/small.json"))
        }
        let p = "\(root)/pristine"
        let steps: [([String], Set<Int32>)] = [
            (["record", "\(p)/themes/small.json", "--baseline", "\(p)/baseline", "--force", "-q"], [0]),
            (["verify", "\(p)/themes2/small.json", "--baseline", "\(p)/baseline", "--report", "\(p)/report", "-q"], [1]),
            (["render", "\(p)/themes/small.json", "-o", "\(p)/shard1", "--shard", "1/2", "--no-progress"], [0]),
            (["render", "\(p)/themes/small.json", "-o", "\(p)/shard2", "--shard", "2/2", "--no-progress"], [0]),
        ]
        for (arguments, codes) in steps {
            let outcome = FuzzProcess(binary: binary, timeout: 300, scratch: root).run(arguments)
            guard codes.contains(outcome.code) else { throw SetupError(description: "\(arguments.prefix(1)) exited \(outcome.code): \(outcome.err)") }
        }
    }

    struct SetupError: Error, CustomStringConvertible { var description: String }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// A fresh copy of a pristine folder for one case.
    func copy(_ name: String, to path: String) {
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? FileManager.default.copyItem(atPath: "\(root)/pristine/\(name)", toPath: path)
    }
}
