import Foundation

/// The corpus rows: the C baseline, the YAML layer alone (`YAMLLayerLoad`), `lint` and `generate`
/// as whole processes over the same files,
/// run in rounds whose order rotates, so that every command sees the machine's load alike; medians
/// of the rounds are compared.
struct CorpusBenchmark {
    /// What `generate` runs over: the whole corpus, every app.
    struct GenerateScope {
        /// App folders.
        var paths: [String]
        var files: [String]
    }

    /// Medians over the rounds.
    struct Results {
        var baselineAll: Double
        var baselineAllCPU: Double
        var yamlLayer: Double
        var yamlLayerCPU: Double
        var lint: Double
        var lintCPUPerWall: Double
        var baselineScope: Double
        var generate: Double
        var generateCPUPerWall: Double
        var generatePeakMemory: Int
    }

    let tool: String
    /// This benchmark's own executable, which runs the YAML layer row as `load-yaml`.
    let bench: String
    let baseline: String
    /// The C program that writes generate's output again (`Bench/generated-file-writes.c`).
    let writes: String
    let corpus: Corpus
    let scratch: String
    var freed: FreedInodes { FreedInodes(scratch: scratch) }

    /// Lints the corpus strictly (a warning fails too): every generated file must be clean.
    func verifyLintClean() throws {
        _ = try ChildProcess(
            executable: tool, arguments: ["lint", "--strict", "--format", "gnu", corpus.root],
            outputPath: scratch + "/lint-check.log"
        ).runChecked()
    }

    /// Generates the whole corpus once, which must succeed, before it is timed.
    func generateScope() throws -> GenerateScope {
        _ = try ChildProcess(
            executable: tool, arguments: ["generate", corpus.root, "--output", scratch + "/generated"],
            outputPath: scratch + "/generate-check.log"
        ).runChecked()
        return GenerateScope(paths: corpus.emittableApps + corpus.listApps, files: corpus.files)
    }

    func generate(_ paths: [String], into output: String) -> ChildProcess {
        ChildProcess(
            executable: tool, arguments: ["generate"] + paths + ["--output", output],
            outputPath: scratch + "/generate.log")
    }

    /// The folder a timed `generate` round writes into: a new one each round, as a clean checkout
    /// has. Reusing one folder emptied just before would time ext4 passing over a thousand inodes
    /// freed a moment earlier (`FreedInodes`), not `generate`.
    private func roundOutput(_ round: Int) -> String {
        scratch + "/generated-rounds/\(round)"
    }

    func run(rounds: Int, scope: GenerateScope) throws -> Results {
        freed.delete(scratch + "/generated-rounds")
        freed.waitUntilSettled()
        defer { freed.delete(scratch + "/generated-rounds") }
        var samples: [String: [ChildProcess.Measurement]] = [:]
        for round in 0..<rounds {
            // Each generate run writes every file afresh, as the first run in a clean checkout does.
            let commands: [(String, ChildProcess)] = [
                ("baselineAll", ChildProcess(executable: baseline, arguments: corpus.files)),
                ("yamlLayer", ChildProcess(executable: bench, arguments: [YAMLLayerLoad.subcommand] + corpus.files)),
                (
                    "lint",
                    ChildProcess(executable: tool, arguments: ["lint", corpus.root], outputPath: scratch + "/lint.log")
                ),
                ("baselineScope", ChildProcess(executable: baseline, arguments: scope.files)),
                ("generate", generate(scope.paths, into: roundOutput(round))),
            ]
            for offset in 0..<commands.count {
                let (name, command) = commands[(round + offset) % commands.count]
                samples[name, default: []].append(try command.runChecked())
            }
        }
        func wall(_ name: String) -> Double { samples[name, default: []].map(\.wallSeconds).median }
        func cpu(_ name: String) -> Double { samples[name, default: []].map(\.cpuSeconds).median }
        func parallelism(_ name: String) -> Double {
            samples[name, default: []].map { $0.cpuSeconds / $0.wallSeconds }.median
        }
        return Results(
            baselineAll: wall("baselineAll"),
            baselineAllCPU: cpu("baselineAll"),
            yamlLayer: wall("yamlLayer"),
            yamlLayerCPU: cpu("yamlLayer"),
            lint: wall("lint"),
            lintCPUPerWall: parallelism("lint"),
            baselineScope: wall("baselineScope"),
            generate: wall("generate"),
            generateCPUPerWall: parallelism("generate"),
            generatePeakMemory: samples["generate", default: []].map(\.peakMemoryBytes).max() ?? 0
        )
    }

    /// The median wall time of writing generate's files again with its system calls
    /// (`Bench/generated-file-writes.c`), each round into a new folder as generate's rounds write.
    /// It runs after the corpus rounds: its files would change what creating generate's cost there.
    func fileWrites(rounds: Int) throws -> Double {
        defer { freed.delete(scratch + "/written-rounds") }
        return try (0..<rounds).map { round in
            let folder = scratch + "/written-rounds/\(round)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return try ChildProcess(executable: writes, arguments: [scratch + "/generated", folder]).runChecked()
                .wallSeconds
        }.median
    }

    /// Lint of one file of median size, as a whole process: start-up, its app read as context.
    func lintOneFile(runs: Int) throws -> (seconds: Double, file: String, appFiles: Int) {
        let screens = corpus.emittableFiles.filter { $0.hasSuffix(".screen.yaml") }
        let sizes = screens.map { ((try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? 0, $0) }
            .sorted { $0.0 < $1.0 }
        let typical = sizes[sizes.count / 2].1
        let folder = (typical as NSString).deletingLastPathComponent
        let appFiles = corpus.emittableFiles.filter { ($0 as NSString).deletingLastPathComponent == folder }.count
        let command = ChildProcess(
            executable: tool, arguments: ["lint", typical], outputPath: scratch + "/lint-one.log")
        let times = try (0..<runs).map { _ in try command.runChecked().wallSeconds }
        return (times.median, typical, appFiles)
    }

    /// Peak memory of generate over growing parts of the scope's apps: one app, half, all.
    func memoryGrowth(scope: GenerateScope) throws -> [(bytes: Int, peak: Int)] {
        let apps = scope.paths
        var points: [(bytes: Int, peak: Int)] = []
        for count in [1, apps.count / 2, apps.count] {
            let chosen = Array(apps.prefix(count))
            let bytes = scope.files.filter { file in chosen.contains { file.hasPrefix($0 + "/") } }
                .reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
            freed.delete(scratch + "/generated")
            points.append((bytes, try generate(chosen, into: scratch + "/generated").runChecked().peakMemoryBytes))
        }
        return points
    }
}
