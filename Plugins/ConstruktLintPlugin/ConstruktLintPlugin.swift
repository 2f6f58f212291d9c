import Foundation
import PackagePlugin

/// The command plugin `swift package construkt-lint [PATHS…] [--target NAME…] [--format FORMAT]
/// [--strict]`: runs `construkt-gen lint` on the given paths, else on the construkt files of the
/// named targets, else on those of every target of the package, and fails when lint finds errors
/// (with `--strict`, warnings too). Paths are relative to the package's folder.
@main
struct ConstruktLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        let request = LintRequest(arguments: arguments)
        let package = context.package
        let files =
            request.paths.isEmpty
            ? try Self.construktFiles(of: package, targetNames: request.targetNames) : request.paths
        try Self.lint(files, request: request, tool: context.tool(named: "construkt-gen").url, in: package.directoryURL)
    }

    /// The construkt files of the named targets (every target when none is named), relative to
    /// the package's folder.
    static func construktFiles(of package: Package, targetNames: [String]) throws -> [String] {
        let targets = targetNames.isEmpty ? package.targets : try package.targets(named: targetNames)
        return LintInvocation.construktPaths(
            of: targets.compactMap(\.sourceModule).flatMap { $0.sourceFiles.map(\.url) },
            relativeTo: package.directoryURL)
    }

    /// Runs `construkt-gen lint` on `files` in `folder`, and fails when it does.
    static func lint(_ files: [String], request: LintRequest, tool: URL, in folder: URL) throws {
        guard !files.isEmpty else {
            throw LintPluginError.noConstruktFiles(
                request.targetNames.isEmpty ? ["the package's targets"] : request.targetNames)
        }
        let lint = Process()
        lint.executableURL = tool
        lint.arguments = LintInvocation.arguments(paths: files, format: request.format, strict: request.strict)
        lint.currentDirectoryURL = folder
        try lint.run()
        lint.waitUntilExit()
        guard lint.terminationReason == .exit, lint.terminationStatus == 0 else {
            throw LintPluginError.lintFailed(status: lint.terminationStatus)
        }
    }
}

/// Why `construkt-lint` failed, in words for the terminal.
enum LintPluginError: Error, CustomStringConvertible {
    /// The targets hold no construkt file, so there is nothing to lint.
    case noConstruktFiles([String])
    /// `construkt-gen lint` exited with this status: it found errors (1) or was used wrongly (2).
    case lintFailed(status: Int32)

    var description: String {
        switch self {
        case .noConstruktFiles(let targets):
            return
                "no construkt files in \(targets.joined(separator: ", ")); name files or folders to lint, or a target that holds *.screen.yaml files"
        case .lintFailed(let status):
            return "construkt-gen lint failed (exit status \(status))"
        }
    }
}
