import ConstruktRuntime

/// Scenario results as JUnit XML, the format CI systems show test results from: one test case
/// per scenario, named by the scenario and classed by its file, with the failure's text.
enum JUnitReport {
    static func xml(_ results: [ScenarioResult]) -> String {
        let failures = results.filter { !$0.passed }.count
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"construkt-gen test\" tests=\"\(results.count)\" failures=\"\(failures)\">",
            "  <testsuite name=\"scenarios\" tests=\"\(results.count)\" failures=\"\(failures)\">",
        ]
        for result in results {
            let opening = "    <testcase name=\"\(escape(result.name))\" classname=\"\(escape(result.path))\""
            guard let failure = result.failure else {
                lines.append(opening + "/>")
                continue
            }
            lines.append(opening + ">")
            lines.append(
                "      <failure message=\"expected \(escape(failure.expected))\">\(escape(failure.description))</failure>"
            )
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
