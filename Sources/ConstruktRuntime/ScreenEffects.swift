/// What a shown screen did that the app acts on: its transactions' outcomes for the app's record,
/// its signals for `on:` wiring, and its navigation statements.
struct ScreenEffects: Sendable {
    var destination: String
    var outcomes: [TransactionOutcome]
    var emissions: [SignalEmission]
    var navigation: [NavigationRequest]
}
