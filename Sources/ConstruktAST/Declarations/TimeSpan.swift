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
    /// optional fraction, then `s`, `ms` or nothing (seconds). Zero, negative and unbounded
    /// lengths are not durations.
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
              let value = Double(number), value > 0, value <= 86_400 / scale else { return nil }
        return value * scale
    }

    /// `0.5s` or `500ms`: how `seconds` is read back, in the unit that needs no fraction where one does.
    public static func text(_ seconds: Double) -> String {
        let milliseconds = (seconds * 1000).rounded()
        if seconds < 1, abs(milliseconds - seconds * 1000) < 1e-9 { return "\(Int(milliseconds))ms" }
        if seconds == seconds.rounded() { return "\(Int(seconds))s" }
        return "\(seconds)s"
    }
}
