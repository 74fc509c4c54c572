import Foundation
import Bezel

extension BenchCommand {
    /// `bench`'s command line as typed values: the workload's size, threads, compression, the
    /// modes to run, what to measure besides, and where the files go.
    struct Options: CommandOptions {
        let jobs: Int
        /// Buttons in the workload.
        let count: Int
        let compression: PNGCompression
        let modes: [BenchRun.Mode]
        /// Where the files are written and kept (nil: a scratch folder, removed after).
        let out: String?
        let cairo: Bool
        let diff: Bool
        let sweep: Bool
        let json: Bool

        init?(_ args: inout OptionReader) {
            jobs = args.int(.jobs, in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
            count = args.int(.count, in: 1...100_000) ?? 1000
            compression = args.choice(.pngCompression, of: PNGCompression.self) ?? .balanced
            modes = args.choices(.mode, of: BenchRun.Mode.self) ?? BenchRun.Mode.allCases
            out = args.outputPath(.out)
            cairo = !args.flag(.noCairo)
            diff = !args.flag(.noDiff)
            sweep = args.flag(.pngSweep)
            json = args.flag(.json)
        }
    }
}
