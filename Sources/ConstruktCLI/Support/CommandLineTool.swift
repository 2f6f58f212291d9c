import ArgumentParser

/// Runs `construkt-gen` with given arguments on a given console and returns the exit status:
/// 0 success, 1 errors found, 2 usage or I/O error. The executable and the tests both go through it.
public enum CommandLineTool {
    public static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
        Console.$current.withValue(console) {
            do {
                var command = try ConstruktGen.parseAsRoot(arguments)
                try command.run()
                return 0
            } catch let failure as CommandFailure {
                console.printError("error: \(failure.message)")
                return ExitStatus.usageOrIOError
            } catch {
                let status = ConstruktGen.exitCode(for: error)
                if status == .success {
                    console.print(ConstruktGen.fullMessage(for: error))
                    return 0
                }
                if let exit = error as? ExitCode {
                    return exit.rawValue
                }
                console.printError(ConstruktGen.fullMessage(for: error))
                return ExitStatus.usageOrIOError
            }
        }
    }
}

/// The process exit statuses every command uses.
enum ExitStatus {
    static let errorsFound: Int32 = 1
    static let usageOrIOError: Int32 = 2
}

/// A usage or I/O problem that stops a command before it can check anything (exit status 2).
struct CommandFailure: Error {
    var message: String
}
