extension Evaluator {
    /// `progress(value, distance)`: the quotient clamped to 0…1 with Swift's own `min` and `max`,
    /// as the generated `Swift.min(Swift.max(value / distance, 0), 1)` does (a zero distance
    /// gives 1 for a positive value, 0 for a negative one, and NaN for zero, on both sides).
    public static func progress(_ value: Double, over distance: Double) -> Double {
        Swift.min(Swift.max(value / distance, 0), 1)
    }
}
