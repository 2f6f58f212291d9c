import ConstruktCLI
import Foundation

exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
