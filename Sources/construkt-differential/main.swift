import ConstruktCatalog
import Foundation

// construkt-differential: writes seeded random apps that are valid by the spec, each in a folder
// `app-<seed>` with a `construkt.yaml`; the parity harness of its screens in `app-<seed>.parity`
// (ParityHarnessWriter); and (with --mutants) a one-edit mutant of each in `app-<seed>.mutant`
// and up to sixteen more in `app-<seed>.mutant2` to `.mutant17` (TextMutation, TypedMutation,
// RuleMutation), each with a MUTATION file naming the changed file, the line where lint must report
// an error, and the kind of edit. Scripts/differential.sh runs them through construkt-gen, swiftc
// and the runtime.
let usage = """
    usage: construkt-differential --out DIR [--seed S] [--count N] [--families LIST] [--mutants]
           construkt-differential --list-families
           construkt-differential --coverage DIR
           construkt-differential --coverage-report DIR
    LIST: comma-separated family names, each optionally prefixed with + or -, starting from the
    default set (or from `all`, `none`).
    """

struct Options {
    var output: String?
    var seed: UInt64 = 1
    var count = 1
    var families = ConstructFamily.defaults
    var mutants = false
    var listFamilies = false
    /// Where the coverage bundles and CELLS.tsv go (CoverageRun), or where the report reads them.
    var coverage: String?
    var coverageReport: String?

    init(_ arguments: [String]) throws {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            func value() throws -> String {
                guard let next = iterator.next() else { throw GeneratorError.usage("\(argument) needs a value") }
                return next
            }
            switch argument {
            case "--out": output = try value()
            case "--seed": seed = try UInt64(value()).orThrow("--seed takes a number")
            case "--count": count = try Int(value()).orThrow("--count takes a number")
            case "--families": families = try ConstructFamily.parse(value())
            case "--mutants": mutants = true
            case "--list-families": listFamilies = true
            case "--coverage": coverage = try value()
            case "--coverage-report": coverageReport = try value()
            default: throw GeneratorError.usage("unknown argument \(argument)")
            }
        }
    }
}

extension Optional {
    func orThrow(_ message: String) throws -> Wrapped {
        guard let self else { throw GeneratorError.usage(message) }
        return self
    }
}

/// A mutant's files, and its MUTATION file: the file changed, the line lint must report an error
/// on, and what the edit was.
func writeMutant(
    _ files: [(name: String, text: String)], config: String, changed: String, errorLine: Int, kind: String,
    to folder: URL
) throws {
    try write(files, config: config, to: folder)
    try "\(changed)\n\(errorLine)\n\(kind)\n".write(
        to: folder.appendingPathComponent("MUTATION"), atomically: true, encoding: .utf8)
}

func write(
    _ files: [(name: String, text: String)], config: String = "imports: [ConstruktKit]\naccessLevel: internal\n",
    to folder: URL
) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try config.write(to: folder.appendingPathComponent("construkt.yaml"), atomically: true, encoding: .utf8)
    for file in files {
        try file.text.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
    }
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    if options.listFamilies {
        for family in ConstructFamily.allCases {
            print(family.isOnByDefault ? "on   \(family.rawValue)" : "off  \(family.rawValue): \(family.offByDefault)")
        }
        exit(0)
    }
    if let folder = options.coverage {
        let (marks, bundles, refused) = CoverageRun(catalog: CatalogLoader.construktKit.catalog).run()
        let root = URL(fileURLWithPath: folder)
        var bundleOf: [String: String] = [:]
        for bundle in bundles {
            try write(bundle.app.files, to: root.appendingPathComponent("cov-\(bundle.prefix)"))
            for cell in bundle.cells { bundleOf[cell.id] = "cov-\(bundle.prefix)" }
        }
        for bundle in refused {
            try write(bundle.app.files, to: root.appendingPathComponent("refused-\(bundle.prefix)"))
        }
        try CoverageReport.tsv(marks, bundleOf: bundleOf).write(
            to: root.appendingPathComponent("CELLS.tsv"), atomically: true, encoding: .utf8)
        exit(0)
    }
    if let folder = options.coverageReport {
        let root = URL(fileURLWithPath: folder)
        let cells = try String(contentsOf: root.appendingPathComponent("CELLS.tsv"), encoding: .utf8)
        let failed = (try? String(contentsOf: root.appendingPathComponent("FAILED"), encoding: .utf8)) ?? ""
        let report = CoverageReport(tsv: cells, failedBundles: Set(failed.split(separator: "\n").map(String.init)))
        try report.markdown.write(to: root.appendingPathComponent("COVERAGE.md"), atomically: true, encoding: .utf8)
        print(report.summary + "  the whole table: \(root.appendingPathComponent("COVERAGE.md").path)")
        exit(report.blank == 0 && report.failed == 0 ? 0 : 1)
    }
    guard let output = options.output else { throw GeneratorError.usage("--out is required") }
    let generator = AppGenerator(catalog: CatalogLoader.construktKit.catalog, families: options.families)
    let root = URL(fileURLWithPath: output)
    for offset in 0..<options.count {
        let seed = options.seed + UInt64(offset)
        let app = generator.make(seed: seed)
        let folder = root.appendingPathComponent("app-\(seed)")
        try write(app.files.map { ($0.fileName, $0.text) }, config: app.config, to: folder)
        if let harness = app.harness {
            let parityFolder = root.appendingPathComponent("app-\(seed).parity")
            try FileManager.default.createDirectory(at: parityFolder, withIntermediateDirectories: true)
            try harness.write(
                to: parityFolder.appendingPathComponent("A\(seed)Parity.swift"), atomically: true, encoding: .utf8)
        }
        if options.mutants, let mutant = MutantWriter.mutate(app) {
            let files = mutant.files.map {
                $0.fileName == mutant.changedFile ? ($0.fileName, mutant.changedText) : ($0.fileName, $0.text)
            }
            try writeMutant(
                files, config: app.config, changed: mutant.changedFile, errorLine: mutant.errorLine,
                kind: mutant.kind.rawValue, to: root.appendingPathComponent("app-\(seed).mutant"))
        }
        if options.mutants {
            let edits =
                TextMutation.mutants(of: app, count: 3).map {
                    (name: $0.mutation.name, file: $0.file, text: $0.text, errorLine: $0.errorLine)
                }
                + TypedMutation.mutants(of: app, count: 3)
                + RuleMutation.mutants(of: app, count: 6)
            for (number, mutant) in edits.enumerated() {
                let files = app.files.map {
                    $0.fileName == mutant.file ? ($0.fileName, mutant.text) : ($0.fileName, $0.text)
                }
                try writeMutant(
                    files, config: app.config, changed: mutant.file, errorLine: mutant.errorLine, kind: mutant.name,
                    to: root.appendingPathComponent("app-\(seed).mutant\(number + 2)"))
            }
        }
    }
} catch GeneratorError.usage(let message) {
    FileHandle.standardError.write(Data("error: \(message)\n\(usage)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
