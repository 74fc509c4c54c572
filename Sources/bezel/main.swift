import BezelCLI
import Foundation

exit(BezelCommand.main(Array(CommandLine.arguments.dropFirst()), io: .standard()))
