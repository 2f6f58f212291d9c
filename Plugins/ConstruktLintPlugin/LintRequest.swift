import PackagePlugin

/// What `construkt-lint` was asked for: `--target NAME…`, `--format FORMAT`, `--strict`, and paths.
struct LintRequest {
    let targetNames: [String]
    let format: String?
    let strict: Bool
    let paths: [String]

    init(arguments: [String]) {
        var extractor = ArgumentExtractor(arguments)
        targetNames = extractor.extractOption(named: "target")
        format = extractor.extractOption(named: "format").last
        strict = extractor.extractFlag(named: "strict") > 0
        paths = extractor.remainingArguments
    }
}
