import Foundation

/// The `construkt-gen lint` run the lint plugin makes, the same for a package and an Xcode
/// project: the construkt files among a target's files, as paths relative to the folder lint runs
/// in, and the arguments that pass on `--format` and `--strict`.
enum LintInvocation {
    /// The construkt files among `files`, relative to `root` when they lie below it.
    static func construktPaths(of files: [URL], relativeTo root: URL) -> [String] {
        let rootPath = root.standardizedFileURL.path + "/"
        return
            files
            .filter { ConstruktFileKind(fileName: $0.lastPathComponent) != nil }
            .map { file in
                let path = file.standardizedFileURL.path
                return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
            }
    }

    static func arguments(paths: [String], format: String?, strict: Bool) -> [String] {
        ["lint"] + paths + (format.map { ["--format", $0] } ?? []) + (strict ? ["--strict"] : [])
    }
}
