import BezelCLI
import Foundation

BezelCommand.installSignalCleanup()
exit(BezelCommand.main(Array(CommandLine.arguments.dropFirst()), io: .standard()))
