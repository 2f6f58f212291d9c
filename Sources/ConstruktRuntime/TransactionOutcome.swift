/// What became of one transaction (an action sent, an event fired, a lifecycle hook): committed,
/// or rejected with nothing changed (Docs/language.md, Events and statements, the Zelkova rule).
public enum TransactionOutcome: Hashable, Sendable {
    case committed(name: String)
    case rejected(Rejection)

    /// The rejection, when the transaction was rejected.
    public var rejection: Rejection? {
        if case .rejected(let rejection) = self { return rejection }
        return nil
    }
}

/// A rejected transaction: what was run, the actions it was inside when a statement failed
/// (outermost first), and why.
public struct Rejection: Hashable, Sendable, CustomStringConvertible {
    /// The transaction's name: the action sent, or the event that fired (`ButtonView.onTap`).
    public var transaction: String
    /// The actions running when the statement failed, outermost first (`send:` nests them).
    public var actions: [String]
    public var reason: String

    public var description: String {
        let path = actions.isEmpty ? "" : " (in \(actions.joined(separator: " → ")))"
        return "\(transaction) was rejected\(path): \(reason)"
    }
}
