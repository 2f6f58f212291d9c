import Foundation

/// Builds the C baseline (Bench/yaml-event-baseline.c) with the system's cc and libyaml, as
/// pkg-config finds it, optimized as a release build would be.
enum BaselineBuild {
    static func build(source: String, into folder: String) throws -> String {
        let output = folder + "/yaml-event-baseline"
        let command = "cc -O2 '\(source)' $(pkg-config --cflags --libs yaml-0.1) -o '\(output)'"
        let compiled = try ChildProcess(executable: "/bin/sh", arguments: ["-c", command], outputPath: folder + "/baseline-build.log").run()
        guard compiled.exitStatus == 0 else { throw BenchmarkFailure("cannot build the baseline; see \(folder)/baseline-build.log") }
        return output
    }
}
