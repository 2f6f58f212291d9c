/// The markdown table the benchmark prints: one row per measure, with what exactly was measured,
/// the result, the target and whether it is met.
struct BenchmarkTable {
    struct Row {
        var measure: String
        var measured: String
        var result: String
        var target: String
        var passed: Bool
    }

    var rows: [Row] = []

    mutating func add(_ measure: String, measured: String, result: String, target: String, passed: Bool) {
        rows.append(Row(measure: measure, measured: measured, result: result, target: target, passed: passed))
    }

    var markdown: String {
        var lines = ["| measure | what was measured | result | target | status |", "|---|---|---|---|---|"]
        for row in rows {
            lines.append("| \(row.measure) | \(row.measured) | \(row.result) | \(row.target) | \(row.passed ? "PASS" : "FAIL") |")
        }
        return lines.joined(separator: "\n")
    }
}
