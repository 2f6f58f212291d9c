import ArgumentParser
import ConstruktDiagnostics
import ConstruktYAML

/// `construkt-gen dump events|ast FILE`: shows what the front end reads, for debugging files and
/// for reporting bugs.
struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Show libyaml's event stream or the parsed tree of a file.",
        subcommands: [Events.self, AST.self]
    )

    /// `dump events FILE`: libyaml's events as they are, in the yaml-test-suite event format.
    struct Events: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "events",
            abstract: "Print libyaml's event stream in the yaml-test-suite event format.",
            discussion: """
                Anchors, aliases, tags and several documents are shown as libyaml reports them: no \
                construkt rule applies. On a parse error the events read so far are printed, then the \
                error, and the exit status is 1.
                """
        )

        @Argument(help: "A YAML file.")
        var file: String

        func run() throws {
            let console = Console.current
            let limits = YAMLLimits.standard
            let source: SourceFile
            switch try FileLoading.read(file, console: console, limits: limits) {
            case .tooLarge(let diagnostic):
                DiagnosticOutput(format: .human, console: console).emit([diagnostic], sources: [:], to: .error)
                throw ExitCode(ExitStatus.errorsFound)
            case .source(let file):
                source = file
            }
            let result = YAMLEventDump.dump(source.bytes, maxDepth: limits.depth)
            console.print(result.text)
            guard let failure = result.failure else { return }
            let diagnostic: Diagnostic
            switch failure {
            case .parseError(let error):
                diagnostic = YAMLDiagnostics.diagnostic(for: error, in: source)
            case .nestingTooDeep(let mark):
                diagnostic = YAMLDiagnostics.nestingTooDeep(at: mark, in: source, limit: limits.depth)
            }
            DiagnosticOutput(format: .human, console: console).emit([diagnostic], sources: [file: source], to: .error)
            throw ExitCode(ExitStatus.errorsFound)
        }
    }

    /// `dump ast FILE`: the tree the checker works on, with every node's source range.
    struct AST: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "ast",
            abstract: "Print the parsed tree of a construkt file with source ranges."
        )

        @Argument(help: "A construkt file.")
        var file: String

        func run() throws {
            let console = Console.current
            let result = try FileLoading.load(file, console: console)
            guard let document = result.document, !result.diagnostics.hasErrors else {
                let sources = result.file.map { [file: $0] } ?? [:]
                DiagnosticOutput(format: .human, console: console).emit(
                    result.diagnostics, sources: sources, to: .error)
                throw ExitCode(ExitStatus.errorsFound)
            }
            console.print(document.treeDump())
        }
    }
}
