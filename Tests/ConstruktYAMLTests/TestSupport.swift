import ConstruktDiagnostics
import ConstruktYAML

/// Loads in-memory text as `test.yaml`.
func load(_ text: String, limits: YAMLLimits = .standard) -> YAMLLoadResult {
    YAMLLoader.load(SourceFile(path: "test.yaml", text: text), limits: limits)
}

/// Loads raw bytes as `test.yaml`.
func load(bytes: [UInt8], limits: YAMLLimits = .standard) -> YAMLLoadResult {
    YAMLLoader.load(SourceFile(path: "test.yaml", bytes: bytes), limits: limits)
}

/// Runs `body` and returns its result with the time it took.
func timed<T>(_ body: () -> T) -> (result: T, duration: Duration) {
    let clock = ContinuousClock()
    var result: T?
    let duration = clock.measure { result = body() }
    return (result!, duration)
}

extension YAMLLoadResult {
    /// Each diagnostic as "CODE line:column", in report order.
    var summary: [String] {
        diagnostics.map { "\($0.code.id) \($0.location.range.start)" }
    }

    /// The first diagnostic, for tests that expect exactly one.
    var only: Diagnostic? {
        diagnostics.count == 1 ? diagnostics[0] : nil
    }
}

extension Diagnostic {
    /// "line:column-line:column" of the primary range.
    var rangeText: String { location.range.description }
}
