import ConstruktYAML

/// The benchmark's "YAML layer" row: `construkt-bench load-yaml FILES…`, run as a child process
/// like the other rows, loads every file into construkt's positioned tree on every core, the way
/// `lint` and `generate` start (size and encoding checks, libyaml's events, duplicate keys,
/// limits, source positions), and stops there: no declarations, no checking, no emitting. Set
/// beside raw libyaml and the whole commands, it shows what the reading costs and what the rest
/// of the pipeline adds.
enum YAMLLayerLoad {
    static let subcommand = "load-yaml"

    /// Loads `paths`; fails when a file cannot be read or has an error, as the corpus has none.
    static func run(_ paths: [String]) -> Int32 {
        let loaded = paths.concurrentMap { path -> Bool in
            guard let result = try? YAMLLoader.load(path: path) else { return false }
            return result.document != nil
        }
        let failed = loaded.filter { !$0 }.count
        print("loaded \(paths.count - failed) of \(paths.count) files")
        return failed == 0 ? 0 : 1
    }
}
