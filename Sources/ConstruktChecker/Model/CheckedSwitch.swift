/// A checked `switch` (a node or a statement): the value switched over, an enum from `types:`,
/// each case written with the payload fields its branch names, and the `default:` branch when one
/// is written and some case is left to it.
public struct CheckedSwitch<Body: Sendable>: Sendable {
    /// A case and what it holds; `payload` lists the case's fields in declaration order, each a
    /// name its branch reads as a local.
    public struct Case: Sendable {
        public var name: String
        public var payload: [String]
        public var body: Body
        /// The payload fields' types, in `payload`'s order.
        public var payloadTypes: [ValueType] = []
    }

    public var subject: TypedValue
    public var cases: [Case]
    public var fallback: Body?
    /// Whether a branch once built is kept and shown again, its payload fields following the
    /// value (`keepBranches: true` on a node over a live value).
    public var keepsBranches = false
}

extension CheckedSwitch.Case: Equatable where Body: Equatable {}
extension CheckedSwitch.Case: Hashable where Body: Hashable {}
extension CheckedSwitch: Equatable where Body: Equatable {}
extension CheckedSwitch: Hashable where Body: Hashable {}

extension CheckedSwitch {
    /// Every branch's body: the cases' in order, then `default:`'s.
    public var bodies: [Body] {
        cases.map(\.body) + (fallback.map { [$0] } ?? [])
    }
}
