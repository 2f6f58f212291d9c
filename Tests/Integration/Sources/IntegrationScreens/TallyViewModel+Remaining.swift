/// Hand-written Swift beside the generated files: it extends a generated view model, as an app's
/// own code would.
extension TallyViewModel {
    /// How many taps are left before the limit.
    var remaining: Int { max(limit - taps, 0) }
}
