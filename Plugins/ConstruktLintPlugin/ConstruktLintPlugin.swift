import Foundation
import PackagePlugin

/// The command plugin `swift package construkt-lint [PATHS…] [--target NAME…] [--format FORMAT]
/// [--strict]`: runs `construkt-gen lint` on the given paths, else on the construkt files of the
/// named targets, else on those of every target of the package, and fails when lint finds errors
/// (with `--strict`, warnings too). Paths are relative to the package's folder.
@main
struct ConstruktLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let format = extractor.extractOption(named: "format").last
        let strict = extractor.extractFlag(named: "strict") > 0
        let paths = extractor.remainingArguments

        let package = context.package
        let files = paths.isEmpty ? try Self.construktFiles(of: package, targetNames: targetNames) : paths
        guard !files.isEmpty else {
            throw LintPluginError.noConstruktFiles(targetNames.isEmpty ? ["the package's targets"] : targetNames)
        }
        let lint = Process()
        lint.executableURL = try context.tool(named: "construkt-gen").url
        lint.arguments = ["lint"] + files + (format.map { ["--format", $0] } ?? []) + (strict ? ["--strict"] : [])
        lint.currentDirectoryURL = package.directoryURL
        try lint.run()
        lint.waitUntilExit()
        guard lint.terminationReason == .exit, lint.terminationStatus == 0 else {
            throw LintPluginError.lintFailed(status: lint.terminationStatus)
        }
    }

    /// The construkt files of the named targets (every target when none is named), relative to
    /// the package's folder.
    static func construktFiles(of package: Package, targetNames: [String]) throws -> [String] {
        let targets = targetNames.isEmpty ? package.targets : try package.targets(named: targetNames)
        let root = package.directoryURL.standardizedFileURL.path + "/"
        return targets.compactMap(\.sourceModule).flatMap { module in
            module.sourceFiles
                .filter { ConstruktFileKind(fileName: $0.url.lastPathComponent) != nil }
                .map { file in
                    let path = file.url.standardizedFileURL.path
                    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
                }
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
            return "no construkt files in \(targets.joined(separator: ", ")); name files or folders to lint, or a target that holds *.screen.yaml files"
        case .lintFailed(let status):
            return "construkt-gen lint failed (exit status \(status))"
        }
    }
}
