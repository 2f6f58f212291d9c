import ConstruktDiagnostics
import ConstruktYAML

/// A length of time written in a file: `0.5s`, `500ms`, `2s`, or a plain number of seconds.
public struct TimeSpan: Hashable, Sendable {
    /// The length in seconds, above zero.
    public var seconds: Double
    public var range: SourceRange

    public init(seconds: Double, range: SourceRange) {
        self.seconds = seconds
        self.range = range
    }

    /// The seconds a duration's text stands for, or `nil` when it is not one: digits with an
    /// optional fraction, then `s`, `ms` or nothing (seconds), a whole number of milliseconds.
    /// Zero, negative and unbounded lengths are not durations.
    public static func seconds(in text: String) -> Double? {
        var number = Substring(text)
        var scale = 1.0
        if number.hasSuffix("ms") {
            number = number.dropLast(2)
            scale = 0.001
        } else if number.hasSuffix("s") {
            number = number.dropLast()
        }
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            number.filter({ $0 == "." }).count <= 1, number.first != ".", number.last != ".",
            let value = Double(number), value > 0, value <= 86_400 / scale
        else { return nil }
        // A whole number of milliseconds, the unit the clocks count in.
        let milliseconds = value * scale * 1000
        guard abs(milliseconds - milliseconds.rounded()) < 1e-6 else { return nil }
        return milliseconds.rounded() / 1000
    }

    /// `2s` or `500ms`: how `seconds` is written, in milliseconds unless they make whole seconds.
    public static func text(_ seconds: Double) -> String {
        let milliseconds = Int((seconds * 1000).rounded())
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000)s" : "\(milliseconds)ms"
    }
}
