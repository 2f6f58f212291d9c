import Foundation

/// Runs the command of one worker request in this process, as `construkt-gen` would run it from
/// the command line, and answers with its exit code and everything it printed. A request that is
/// malformed, names an arguments file that cannot be read, or asks for a command other than the
/// ones a build runs gets exit code 2 and a message, never a crash.
struct WorkRequestHandler: Sendable {
    /// The commands a build action runs. The others either serve (`lsp`, `preview --serve`) or
    /// write files no action declares, so a worker refuses them.
    static let commands: Set<String> = ["generate", "lint", "test"]

    /// The folder relative paths are read from: Bazel's execution root, where the worker starts.
    let workingDirectory: String

    /// The response to the bytes of one request.
    func response(to json: [UInt8]) -> WorkResponse {
        let request: WorkRequest
        do {
            request = try WorkRequest(json: Data(json))
        } catch {
            return WorkResponse(
                exitCode: ExitStatus.usageOrIOError, output: "error: \(error)\n",
                requestId: WorkRequest.requestId(inMalformed: Data(json)))
        }
        return response(to: request)
    }

    /// The response to one request: a cancelled one is answered without running.
    func response(to request: WorkRequest) -> WorkResponse {
        if request.cancel {
            return WorkResponse(exitCode: 0, output: "", requestId: request.requestId, wasCancelled: true)
        }
        let captured = CapturedConsole(workingDirectory: workingDirectory)
        let status = run(request.arguments, console: captured.console)
        return WorkResponse(exitCode: status, output: captured.text, requestId: request.requestId)
    }

    /// Runs `arguments` (arguments files expanded) on `console` if they name a build command, and
    /// returns the exit status.
    func run(_ arguments: [String], console: Console) -> Int32 {
        let expanded: [String]
        do {
            expanded = try ArgumentsFile.expand(arguments, workingDirectory: workingDirectory)
        } catch {
            console.printError("error: \(error)")
            return ExitStatus.usageOrIOError
        }
        guard let command = expanded.first, Self.commands.contains(command) else {
            let named = expanded.first.map { "'\($0)'" } ?? "no command"
            console.printError(
                "error: a worker runs \(Self.commands.sorted().joined(separator: ", ")); the request names \(named)")
            return ExitStatus.usageOrIOError
        }
        return CommandLineTool.run(expanded, console: console)
    }
}
