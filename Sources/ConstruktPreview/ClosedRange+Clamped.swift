extension ClosedRange where Bound == Double {
    /// The value brought into the range (NaN to its lower bound).
    func clamped(_ value: Double) -> Double {
        value.isNaN ? lowerBound : Swift.min(upperBound, Swift.max(lowerBound, value))
    }
}
