/// The markdown table the benchmark prints: one row per measure, with what exactly was measured,
/// the result, the target and whether it is met; a row without a target only shows where the time
/// goes.
struct BenchmarkTable {
    struct Row {
        var measure: String
        var measured: String
        var result: String
        var target: String
        /// `nil` for a row without a target.
        var passed: Bool?
    }

    var rows: [Row] = []

    mutating func add(_ measure: String, measured: String, result: String, target: String, passed: Bool?) {
        rows.append(Row(measure: measure, measured: measured, result: result, target: target, passed: passed))
    }

    var markdown: String {
        var lines = ["| measure | what was measured | result | target | status |", "|---|---|---|---|---|"]
        for row in rows {
            lines.append(
                "| \(row.measure) | \(row.measured) | \(row.result) | \(row.target) | \(row.passed.map { $0 ? "PASS" : "FAIL" } ?? "—") |"
            )
        }
        return lines.joined(separator: "\n")
    }
}
