import ArgumentParser
import Foundation

/// `construkt-gen worker`: the entry point of Bazel's actions (Docs/bazel.md). With
/// `--persistent_worker` it is a persistent worker of Bazel's JSON protocol, which runs the
/// requests read from standard input in this one process, so a build of many apps starts
/// construkt-gen once; without it, it runs the one command its arguments (usually `@params-file`)
/// hold, as Bazel runs an action when workers are off.
struct Worker: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worker",
        abstract: "Run Bazel's actions: one from an arguments file, or many as a persistent worker.",
        shouldDisplay: false
    )

    @Flag(
        name: .customLong("persistent_worker"),
        help: "Serve Bazel's JSON worker protocol on standard input and output until the input ends.")
    var persistentWorker = false

    @ArgumentParser.Argument(
        parsing: .captureForPassthrough, help: "The command to run once, or @FILE holding it one argument a line.")
    var arguments: [String] = []

    func run() throws {
        let console = Console.current
        let handler = WorkRequestHandler(workingDirectory: console.workingDirectory)
        guard persistentWorker else {
            guard !arguments.isEmpty else {
                throw ValidationError("give the command to run, or @FILE, or --persistent_worker")
            }
            let status = handler.run(arguments, console: console)
            if status != 0 { throw ExitCode(status) }
            return
        }
        // Responses go to the standard output the worker started with; anything else a command
        // might print there goes to standard error instead, so it cannot break the protocol.
        let responses = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        PersistentWorker(handler: handler).serve(
            read: {
                let data = FileHandle.standardInput.availableData
                return data.isEmpty ? nil : Array(data)
            },
            write: { responses.write($0) })
    }
}
