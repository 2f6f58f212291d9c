/// Where a `scroll` step moves a scroll view: to a vertical content offset, or to its end.
public enum ScrollMove: Sendable, Equatable, CustomStringConvertible {
    case offset(Double)
    case end

    public var description: String {
        switch self {
        case .offset(let points): "offset \(points)"
        case .end: "the end"
        }
    }
}
