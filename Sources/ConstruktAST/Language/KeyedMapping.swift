/// A mapping of the language with a fixed set of keys (a screen file, a destination, a finder, a
/// statement): what its keys are, which are required, and which of them are alternatives.
public struct KeyedMapping: Sendable {
    public let title: String
    public let doc: String
    public let keys: [LanguageKey]
    /// Exactly one of these keys is written (a scenario's subject).
    public let exactlyOneOf: [String]
    /// At least one of these keys is written (a finder's criteria).
    public let atLeastOneOf: [String]

    public init(
        title: String, doc: String, keys: [LanguageKey], exactlyOneOf: [String] = [], atLeastOneOf: [String] = []
    ) {
        self.title = title
        self.doc = doc
        self.keys = keys
        self.exactlyOneOf = exactlyOneOf
        self.atLeastOneOf = atLeastOneOf
    }

    /// The keys' names, in the order the language documents them.
    public var names: [String] { keys.map(\.name) }

    /// The names of the keys that must be written.
    public var requiredNames: [String] { keys.filter(\.isRequired).map(\.name) }

    public func key(_ name: String) -> LanguageKey? {
        keys.first { $0.name == name }
    }

    /// The first key, which names a statement or a step (`set`, `tap`).
    public var keyword: String { keys.first?.name ?? "" }
}
