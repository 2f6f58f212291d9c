import Foundation

/// Bazel's arguments files (`@path`, "params files"): an argument that starts with `@` stands for
/// the arguments written in that file, one per line, as Bazel's `multiline` format writes them.
/// Bazel hands an action's command line to construkt-gen this way, so that a long list of inputs
/// fits any system's limit and a persistent worker can take the same action.
enum ArgumentsFile {
    /// Why an arguments file could not be read.
    struct Unreadable: Error, Equatable, CustomStringConvertible {
        let path: String

        var description: String { "cannot read the arguments file '\(path)'" }
    }

    /// `arguments` with every `@path` replaced by the lines of that file (relative paths from
    /// `workingDirectory`); `@@x` stands for the argument `@x` itself.
    static func expand(_ arguments: [String], workingDirectory: String) throws(Unreadable) -> [String] {
        var expanded: [String] = []
        for argument in arguments {
            guard argument.hasPrefix("@") else {
                expanded.append(argument)
                continue
            }
            let rest = String(argument.dropFirst())
            if rest.hasPrefix("@") {
                expanded.append(rest)
                continue
            }
            let path = rest.hasPrefix("/") ? rest : workingDirectory + "/" + rest
            guard let data = FileManager.default.contents(atPath: path) else { throw Unreadable(path: rest) }
            var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            if lines.last == "" { lines.removeLast() }
            expanded += lines.map(String.init)
        }
        return expanded
    }
}
