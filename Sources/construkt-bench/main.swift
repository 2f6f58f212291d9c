import Foundation

// `make bench`: writes the synthetic corpus, builds the C baseline, checks that every corpus file
// lints clean, then measures and prints the performance table (Docs/performance.md).
//
//   construkt-bench [--tool PATH] [--scratch DIR] [--rounds N] [--baseline-source PATH] [--writes-source PATH]
//   construkt-bench load-yaml FILES…   (the YAML layer row's child process, YAMLLayerLoad)

if CommandLine.arguments.dropFirst().first == YAMLLayerLoad.subcommand {
    exit(YAMLLayerLoad.run(Array(CommandLine.arguments.dropFirst(2))))
}

var options = [
    "--tool": ".build/release/construkt-gen", "--scratch": ".build-bench", "--rounds": "7",
    "--baseline-source": "Bench/yaml-event-baseline.c",
    "--writes-source": "Bench/generated-file-writes.c",
]
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    guard options[flag] != nil, let value = arguments.popFirst() else {
        FileHandle.standardError.write(
            Data(
                "usage: construkt-bench [--tool PATH] [--scratch DIR] [--rounds N] [--baseline-source PATH] [--writes-source PATH]\n"
                    .utf8))
        exit(2)
    }
    options[flag] = value
}
let workingDirectory = FileManager.default.currentDirectoryPath
func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : workingDirectory + "/" + path }

do {
    let scratch = absolute(options["--scratch"]!)
    let rounds = max(Int(options["--rounds"]!) ?? 7, 1)
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    let corpus = try Corpus.write(under: scratch + "/corpus")
    let corpusBytes = corpus.files.reduce(0) {
        $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0)
    }
    let screenCount = corpus.files.filter { $0.hasSuffix(".screen.yaml") }.count
    print(
        "corpus: \(screenCount) screens, \(corpus.files.count) files, \(Formatting.megabytes(corpusBytes)) in \(corpus.root)"
    )
    let bench = CorpusBenchmark(
        tool: absolute(options["--tool"]!),
        bench: Bundle.main.executablePath ?? absolute(CommandLine.arguments[0]),
        baseline: try CProgramBuild.build(
            source: absolute(options["--baseline-source"]!), into: scratch,
            flags: "$(pkg-config --cflags --libs yaml-0.1)"),
        writes: try CProgramBuild.build(
            source: absolute(options["--writes-source"]!), into: scratch, flags: "-pthread"),
        corpus: corpus,
        scratch: scratch
    )
    try bench.verifyLintClean()
    print("every corpus file lints clean (lint --strict)")
    let scope = try bench.generateScope()
    print("generate runs over the whole corpus: \(scope.files.count) files")
    print("measuring: \(rounds) rounds, order rotating…")
    let loadBefore = MachineLoad.oneMinuteAverage
    let results = try bench.run(rounds: rounds, scope: scope)
    let fileWrites = try bench.fileWrites(rounds: rounds)
    let oneFile = try bench.lintOneFile(runs: rounds * 2)
    let memory = try bench.memoryGrowth(scope: scope)
    let runtime = try RuntimeBenchmark().measure(runs: rounds)
    let server = try LanguageServerBenchmark(tool: absolute(options["--tool"]!), scratch: scratch, corpus: corpus)
        .measure(lintRuns: rounds * 2)
    let loadAfter = MachineLoad.oneMinuteAverage

    var table = BenchmarkTable()
    let yamlLayerRatio = results.yamlLayer / results.baselineAll
    table.add(
        "YAML layer, corpus",
        measured: String(
            format:
                "every corpus file read into construkt's positioned tree on both cores, nothing checked (`construkt-bench load-yaml`) ÷ raw libyaml events of the same files (CPU time %.2f× the baseline's)",
            results.yamlLayerCPU / results.baselineAllCPU),
        result: Formatting.ratio(yamlLayerRatio), target: "none: where the time goes", passed: nil)
    table.add(
        "generate's writes",
        measured:
            "the files `generate` writes, written again into a new folder by a C program with its system calls on two threads (`Bench/generated-file-writes.c`, the bytes read in first; after the rounds) ÷ raw libyaml events of the corpus",
        result: Formatting.ratio(fileWrites / results.baselineScope), target: "none: where the time goes", passed: nil)
    let lintRatio = results.lint / results.baselineAll
    table.add(
        "lint, corpus",
        measured:
            "`lint` over \(corpus.files.count) files (\(Formatting.megabytes(corpusBytes))) ÷ raw libyaml events of the same files",
        result: Formatting.ratio(lintRatio), target: "≤ 2×", passed: lintRatio <= 2)
    let generateRatio = results.generate / results.baselineScope
    let scopeText = "the whole corpus"
    table.add(
        "generate, corpus",
        measured: "`generate` over \(scopeText), writing every file ÷ raw libyaml events of the same files",
        result: Formatting.ratio(generateRatio), target: "≤ 2×", passed: generateRatio <= 2)
    table.add(
        "lint, one file",
        measured:
            "`lint` of one typical screen as a whole process, start-up and its app of \(oneFile.appFiles) files included",
        result: Formatting.milliseconds(oneFile.seconds), target: "< 50 ms", passed: oneFile.seconds < 0.05)
    let peak = results.generatePeakMemory
    table.add(
        "peak memory", measured: "max RSS of `generate` over \(scopeText)",
        result: Formatting.megabytes(peak), target: "< 200 MB", passed: peak < 200 * 1_048_576)
    let perByteHalf = Double(memory[1].peak - memory[0].peak) / Double(max(memory[1].bytes - memory[0].bytes, 1))
    let perByteFull = Double(memory[2].peak - memory[0].peak) / Double(max(memory[2].bytes - memory[0].bytes, 1))
    let growth = memory.map { "\(Formatting.megabytes($0.bytes)) → \(Formatting.megabytes($0.peak))" }.joined(
        separator: ", ")
    table.add(
        "memory growth", measured: "max RSS of `generate` over 1 app, half, all: \(growth)",
        result: String(format: "%.1f then %.1f bytes per input byte", perByteHalf, perByteFull),
        target: "linear (full ≤ 1.5× half's slope)",
        passed: perByteFull <= 1.5 * max(perByteHalf, 1))
    table.add(
        "both cores", measured: "CPU time ÷ wall time of `lint` over the corpus",
        result: String(format: "%.2f", results.lintCPUPerWall), target: "> 1.5", passed: results.lintCPUPerWall > 1.5)
    let runtimeRatio = runtime.rebuild / runtime.change
    table.add(
        "runtime, one change",
        measured:
            "full rebuild of a \(runtime.nodes)-node screen ÷ one tap that changes one state value (\(Formatting.milliseconds(runtime.rebuild)) vs \(Formatting.milliseconds(runtime.change)))",
        result: Formatting.ratio(runtimeRatio), target: "≥ 100×", passed: runtimeRatio >= 100)
    let app = "the corpus's \(server.screens) screens as one app"
    table.add(
        "lsp, edit to diagnostics",
        measured:
            "\(app) open in `construkt-gen lsp`, one screen edited 200 times (every other edit an unknown name): `didChange` to its `publishDiagnostics`, p50 \(Formatting.milliseconds(server.changeP50)), p95",
        result: Formatting.milliseconds(server.changeP95), target: "≤ 30 ms", passed: server.changeP95 <= 0.030)
    table.add(
        "lsp, completion", measured: "completion inside `${` on that screen, 200 requests, p95",
        result: Formatting.milliseconds(server.completionP95), target: "≤ 20 ms", passed: server.completionP95 <= 0.020)
    table.add(
        "lsp, memory", measured: "resident memory of the server holding \(app), after the edits",
        result: Formatting.megabytes(server.residentBytes), target: "none: what it costs", passed: nil)
    let serverRatio = server.lintOneEdit / server.changeP50
    table.add(
        "lsp vs lint",
        measured:
            "the same edit checked by `lint` of that screen as a whole process (\(Formatting.milliseconds(server.lintOneEdit)), its app loaded) ÷ the server's p50",
        result: Formatting.ratio(serverRatio), target: "none: what the server earns", passed: nil)
    print("")
    print(
        String(
            format:
                "medians of %d rounds: baseline %.1f ms (all) / %.1f ms (generate's files), YAML layer %.1f ms, generate's writes %.1f ms, lint %.1f ms, generate %.1f ms (CPU/wall %.2f)",
            rounds, results.baselineAll * 1000, results.baselineScope * 1000, results.yamlLayer * 1000,
            fileWrites * 1000, results.lint * 1000, results.generate * 1000, results.generateCPUPerWall))
    print(
        String(
            format:
                "load average (1 min) before and after: %.2f, %.2f on %d cores: other processes share the machine, so wall times stretch and CPU ÷ wall shows only the cores left free",
            loadBefore, loadAfter, ProcessInfo.processInfo.activeProcessorCount))
    print("")
    print(table.markdown)
} catch {
    FileHandle.standardError.write(Data("construkt-bench: \(error)\n".utf8))
    exit(1)
}
