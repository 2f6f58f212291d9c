import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics
import ConstruktYAML

/// Coverage-driven generation: every cell of the coverage table is written alone as a small app
/// and checked in process, as `lint` checks it. A cell lint refuses is marked with the rule's code
/// and message; one that cannot be written at all, with the reason; each lint-clean one goes
/// into a bundle app (`cov-<k>`, cells in table order), which the differential script then
/// generates, type-checks in every Swift mode and runs, as it does the random apps.
struct CoverageRun {
    let catalog: ComponentCatalog
    /// How many cells one bundle app holds.
    var bundleSize = 150

    /// A bundle: its type prefix (`C3`) and its cells.
    struct Bundle {
        let prefix: String
        let cells: [CoverageCell]
        let app: ProbeApp
    }

    /// Every cell's mark; the bundles of lint-clean cells, which must generate and compile; and the
    /// bundles of the cells lint refuses (`R1`, …), which lint must refuse whole, without a crash,
    /// and generate must write nothing of.
    func run() -> (marks: [(CoverageCell, CoverageMark)], bundles: [Bundle], refused: [Bundle]) {
        let cells = CoverageUniverse(catalog: catalog).cells
        var marks: [CoverageMark?] = Array(repeating: nil, count: cells.count)
        var probes: [(index: Int, app: ProbeApp)] = []
        let writer = ProbeWriter(catalog: catalog, prefix: "P")
        for (index, cell) in cells.enumerated() {
            do {
                probes.append((index, ProbeApp(prefix: "P", parts: try writer.parts(for: cell, number: 1))))
            } catch {
                marks[index] = .impossible(error.reason)
            }
        }
        var runnable = Set<Int>()
        for chunk in stride(from: 0, to: probes.count, by: 200).map({ Array(probes[$0..<min($0 + 200, probes.count)]) })
        {
            for (index, refusal, scenarioRuns) in Self.firstErrors(of: chunk) {
                marks[index] = refusal.map { .rejected(code: $0.code.id, reason: $0.message) } ?? .generated
                if scenarioRuns { runnable.insert(index) }
            }
        }
        // The cells a scenario can give values to first, so that only the last bundles go without one.
        let accepted = cells.indices.filter { if case .generated? = marks[$0] { true } else { false } }
        let ordered = accepted.filter(runnable.contains) + accepted.filter { !runnable.contains($0) }
        let refused = cells.indices.filter { if case .rejected? = marks[$0] { true } else { false } }
        let bundles = bundled(ordered, of: cells, prefix: "C") { indices in indices.allSatisfy(runnable.contains) }
        return (
            zip(cells, marks.map { $0 ?? .impossible("not probed") }).map { ($0, $1) }, bundles,
            bundled(refused, of: cells, prefix: "R") { _ in false }
        )
    }

    /// The cells at `indices` in apps of `bundleSize` cells, each written again as it was alone;
    /// `hasScenario` says which get their scenario.
    private func bundled(
        _ indices: [Int], of cells: [CoverageCell], prefix letter: String, hasScenario: ([Int]) -> Bool
    ) -> [Bundle] {
        var bundles: [Bundle] = []
        for start in stride(from: 0, to: indices.count, by: bundleSize) {
            let prefix = letter + "\(bundles.count + 1)"
            let chosen = Array(indices[start..<min(start + bundleSize, indices.count)])
            let members = chosen.map { cells[$0] }
            let bundleWriter = ProbeWriter(catalog: catalog, prefix: prefix)
            var parts = ProbeParts()
            for (number, cell) in members.enumerated() {
                if let cellParts = try? bundleWriter.parts(for: cell, number: number + 1) { parts.merge(cellParts) }
            }
            bundles.append(
                Bundle(
                    prefix: prefix, cells: members,
                    app: ProbeApp(prefix: prefix, parts: parts, hasScenario: hasScenario(chosen))))
        }
        return bundles
    }

    /// Each probe app checked as lint checks it: the first error of its program in reading order
    /// (nil when it is clean), and whether its scenario checks too.
    private static func firstErrors(of probes: [(index: Int, app: ProbeApp)]) -> [(Int, Diagnostic?, Bool)] {
        var documents: [YAMLDocument] = []
        var broken: [String: Diagnostic] = [:]
        for (index, app) in probes {
            let folder = "probe-\(index)"
            let files = [("construkt.yaml", "imports: [ConstruktKit]\n")] + app.files
            for (name, text) in files {
                let loaded = YAMLLoader.load(SourceFile(path: folder + "/" + name, text: text))
                if let document = loaded.document {
                    documents.append(document)
                } else if let error = loaded.diagnostics.first(where: { $0.severity == .error }) {
                    broken[folder] = broken[folder] ?? error
                }
            }
        }
        let diagnostics = FrontEnd.check(documents).diagnostics.filter { $0.severity == .error }.sortedForReport()
        var first = broken
        var failingScenarios = Set<String>()
        for diagnostic in diagnostics {
            let folder = String(diagnostic.location.path.prefix { $0 != "/" })
            if diagnostic.location.path.hasSuffix(".scenario.yaml") {
                failingScenarios.insert(folder)
            } else if first[folder] == nil {
                first[folder] = diagnostic
            }
        }
        return probes.map { ($0.index, first["probe-\($0.index)"], !failingScenarios.contains("probe-\($0.index)")) }
    }
}
