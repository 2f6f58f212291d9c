import ConstruktDiagnostics

/// The names an expression can read at one place, each with its type and what it is.
public struct Scope: Sendable {
    /// What a name refers to; state, derived values and app state are live.
    public enum Kind: String, Hashable, Sendable {
        case param, state, derived
        case actionParam = "action param"
        case loopVariable = "loop variable"
        case appState = "app state"
        /// A closure's parameter (`genre` in `{ genre in genre.name }`, or `$0`), read only in its body.
        case closureParameter = "closure parameter"
        /// A payload field in a branch of a `switch` that keeps its branches: it follows the value
        /// while its case is shown.
        case payloadField = "payload field"
        /// A component's param written `live: true`: read as state is, set only by its argument.
        case liveParam = "live param"
        /// A carousel cell's distance from the carousel's centre (`centerDistance: distance`),
        /// which follows the scroll.
        case centerDistance = "carousel distance"

        public var isLive: Bool {
            self == .state || self == .derived || self == .appState || self == .payloadField || self == .liveParam
                || self == .centerDistance
        }
    }

    /// One name in scope.
    public struct Entry: Sendable {
        public var kind: Kind
        public var type: ValueType
    }

    public private(set) var entries: [String: Entry] = [:]
    /// Names declared with a type that did not resolve: reading them reports nothing more.
    public private(set) var unresolved: Set<String> = []
    /// Names bound nearby but not here (a list's loop variable in its section's header), with the
    /// help that says where they can be read.
    public private(set) var outOfReach: [String: String] = [:]

    /// Names a switch branch's payload field shares with a name in scope, which a read there
    /// could mean either of: reading one is an error (CK0423) with this message.
    public private(set) var clashes: [String: String] = [:]

    /// Derived values that read no value that changes (`limit: ${10}`): a condition reading only
    /// those never changes either.
    public private(set) var constants: Set<String> = []

    public init() {}

    /// Marks a derived value as never changing.
    public mutating func markConstant(_ name: String) {
        constants.insert(name)
    }

    /// The same scope with one more name; an inner name hides an outer one.
    public func adding(_ name: String, _ kind: Kind, _ type: ValueType) -> Scope {
        var copy = self
        copy.add(name, kind, type)
        return copy
    }

    /// Adds a name in place (no copy of the table when this scope is its only owner); an inner
    /// name hides an outer one.
    public mutating func add(_ name: String, _ kind: Kind, _ type: ValueType) {
        entries[name] = Entry(kind: kind, type: type)
    }

    /// The same scope with a closure's parameters, which hide any outer name as Swift's do: an
    /// outer name's clash or unresolved type no longer speaks for them.
    public func addingClosureParameters(_ parameters: [(name: String, type: ValueType)]) -> Scope {
        var copy = self
        for parameter in parameters {
            copy.add(parameter.name, .closureParameter, parameter.type)
            copy.clashes[parameter.name] = nil
            copy.unresolved.remove(parameter.name)
            copy.outOfReach[parameter.name] = nil
        }
        return copy
    }

    /// Adds a name whose declared type was already reported as wrong.
    public mutating func addUnresolved(_ name: String) {
        unresolved.insert(name)
    }

    /// Marks `name` as bound nearby but not here, for a reader of it to get `help`.
    public mutating func markOutOfReach(_ name: String, help: String) {
        if entries[name] == nil { outOfReach[name] = help }
    }

    /// Marks `name` as one a reader here could mean two things by.
    public mutating func markClash(_ name: String, message: String) {
        clashes[name] = message
    }

    public subscript(name: String) -> Entry? { entries[name] }
}
