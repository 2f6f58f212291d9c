/// One bound an `expect`'s `frame:` sets on where the node it finds is laid out: `height: "> 0"`
/// holds when the node is more than 0 points high; a bare number (`width: 60`) means `== 60`.
public struct FrameBound: Hashable, Sendable, CustomStringConvertible {
    /// What of the frame a bound reads, in points from the screen's top-left corner.
    public enum Measure: String, CaseIterable, Sendable {
        case x, y, width, height
    }

    /// How the laid-out length compares with the written one.
    public enum Comparison: String, CaseIterable, Sendable {
        case less = "<"
        case lessOrEqual = "<="
        case equal = "=="
        case greaterOrEqual = ">="
        case greater = ">"

        /// Whether `measured` compares so with `bound`; `==` allows a hundredth of a point either way.
        public func holds(_ measured: Double, _ bound: Double) -> Bool {
            switch self {
            case .less: measured < bound
            case .lessOrEqual: measured <= bound
            case .equal: abs(measured - bound) < 0.01
            case .greaterOrEqual: measured >= bound
            case .greater: measured > bound
            }
        }
    }

    public var measure: Measure
    public var comparison: Comparison
    public var value: Double

    public init(measure: Measure, comparison: Comparison, value: Double) {
        self.measure = measure
        self.comparison = comparison
        self.value = value
    }

    /// Reads `> 0`, `>= 12.5`, `== 60` or `60`; `nil` when the text is none of them.
    public init?(measure: Measure, text: String) {
        let trimmed = text.drop { $0 == " " }
        let comparison =
            Comparison.allCases.sorted { $0.rawValue.count > $1.rawValue.count }
            .first { trimmed.hasPrefix($0.rawValue) }
        let number = trimmed.dropFirst(comparison?.rawValue.count ?? 0).drop { $0 == " " }
        guard let value = Double(String(number)), value.isFinite else { return nil }
        self.init(measure: measure, comparison: comparison ?? .equal, value: value)
    }

    /// `height > 0`.
    public var description: String {
        let number = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        return "\(measure.rawValue) \(comparison.rawValue) \(number)"
    }
}
