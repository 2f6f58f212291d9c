import Foundation

/// Builds one of the benchmark's C programs (`Bench/*.c`) with the system's cc, optimized as a
/// release build would be: the libyaml baseline, linked with libyaml as pkg-config finds it, and
/// the file-writing floor, with threads.
enum CProgramBuild {
    /// Compiles `source` into `folder`, named after it without `.c`; `flags` are cc's link flags.
    static func build(source: String, into folder: String, flags: String) throws -> String {
        let name = ((source as NSString).lastPathComponent as NSString).deletingPathExtension
        let output = folder + "/" + name
        let command = "cc -O2 '\(source)' \(flags) -o '\(output)'"
        let compiled = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", command], outputPath: folder + "/\(name)-build.log"
        ).run()
        guard compiled.exitStatus == 0 else {
            throw BenchmarkFailure("cannot build \(source); see \(folder)/\(name)-build.log")
        }
        return output
    }
}
