import Foundation

/// How the table writes numbers: ratios with two decimals, times in ms (two decimals under 1 ms,
/// where one would print a tap as 0.0 ms), sizes in MB.
enum Formatting {
    static func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }
    static func milliseconds(_ seconds: Double) -> String {
        String(format: seconds < 0.001 ? "%.2f ms" : "%.1f ms", seconds * 1000)
    }
    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }
}
