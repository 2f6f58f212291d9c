/// What a running screen or `component:` instance did over some time: its transactions' outcomes,
/// the signals they emitted and the navigation statements they ran, each in order.
struct InstanceEffects: Sendable {
    /// How many of each there were at some moment, to take only what came after.
    struct Marks: Sendable {
        var outcomes = 0
        var emissions = 0
        var navigation = 0
    }

    var outcomes: [TransactionOutcome]
    var emissions: [SignalEmission]
    var navigation: [NavigationRequest]
}
