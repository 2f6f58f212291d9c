/// What the statements written so far need their view model (or coordinator) to declare beside
/// them: the Int overflow check, the checked list index, the rejection of `back`/`dismiss` with
/// nowhere to go, and `transact(_:)` itself for a view that runs statements. Each writer collects
/// its own, and the one that writes the helpers gets the union (`TransactionHelpers`).
struct TransactionNeeds: OptionSet, Sendable {
    let rawValue: Int

    /// `checked(_:)`, which rejects an Int operation that would trap.
    static let overflowCheck = TransactionNeeds(rawValue: 1 << 0)
    /// `checked(index:in:)`, which rejects an index out of a list's bounds.
    static let indexCheck = TransactionNeeds(rawValue: 1 << 1)
    /// `rejectNavigation()`, for `back` or `dismiss` in an app without routes.
    static let navigationRejection = TransactionNeeds(rawValue: 1 << 2)
    /// `transact(_:)`, which a screen without actions needs when its view runs statements.
    static let transaction = TransactionNeeds(rawValue: 1 << 3)
    /// The transaction's count of nested actions, which rejects it past `SendGraph.maximumDepth`,
    /// where actions may send each other round.
    static let nestingLimit = TransactionNeeds(rawValue: 1 << 4)
}
