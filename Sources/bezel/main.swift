import BezelCLI
import Foundation

SignalCleanup.install()
exit(BezelCommand.main(Array(CommandLine.arguments.dropFirst()), io: .standard()))
