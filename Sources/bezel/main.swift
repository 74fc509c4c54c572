import BezelCLI
import Foundation

BezelCommand.installSignalCleanup()
let io = CommandIO.standard()
BezelCommand.installLibraryLog(io: io)
exit(BezelCommand.main(Array(CommandLine.arguments.dropFirst()), io: io))
