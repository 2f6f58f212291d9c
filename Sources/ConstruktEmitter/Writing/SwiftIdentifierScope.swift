/// The identifiers declared in one Swift scope (a type's members, a function's locals), so that two
/// declarations that would end up with the same identifier are reported instead of emitted.
///
/// `SwiftIdentifier` never rewrites a name, but the emitter also derives identifiers of its own
/// (a binding next to a state, a parameter next to a property), and one construkt name can reach a
/// scope from two declarations; this check runs on the identifiers after all of that.
public struct SwiftIdentifierScope: Sendable {
    /// Each declared identifier's name with what declared it.
    private var origins: [String: String] = [:]

    public init() {}

    /// Declares `identifier` for `origin`, a description written by the emitter such as
    /// `state 'count'`; throws when the scope already holds that identifier.
    public mutating func declare(_ identifier: SwiftIdentifier, for origin: String) throws(SwiftIdentifierCollision) {
        if let first = origins[identifier.name] {
            throw SwiftIdentifierCollision(identifier: identifier, firstOrigin: first, secondOrigin: origin)
        }
        origins[identifier.name] = origin
    }
}
