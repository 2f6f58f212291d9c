import ConstruktChecker

/// A screen's derived values (Docs/language.md, A screen file) with what each one read: the state and derived
/// values it depended on the last time it was computed. After a state change only the derived
/// values that read a changed name are computed again, and a derived value whose result changed
/// counts as changed for those after it (the fine-grained dependencies of the generated view model).
public struct DerivedValues: Sendable {
    private let definitions: [CheckedScreen.Derived]
    /// The current value of each derived value.
    public private(set) var values: [String: RuntimeValue] = [:]
    /// The state and derived names each derived value read when it was last computed.
    public private(set) var dependencies: [String: Set<String>] = [:]
    /// The derived values the last update computed again, in declaration order.
    public private(set) var lastRecomputed: [String] = []

    /// Computes every derived value in declaration order; `read` supplies params and state.
    init(_ definitions: [CheckedScreen.Derived], read: @escaping Evaluator.NameReader) throws {
        self.definitions = definitions
        try update(changed: nil, read: read)
    }

    /// Computes again the derived values that read a name in `changed` (all of them for `nil`).
    mutating func update(changed: Set<String>?, read: @escaping Evaluator.NameReader) throws {
        var changed = changed
        lastRecomputed = []
        for definition in definitions {
            if let names = changed, dependencies[definition.name, default: []].isDisjoint(with: names) { continue }
            var reads: Set<String> = []
            let current = values
            let evaluator = Evaluator { name, kind in
                if kind.isLive { reads.insert(name) }
                if kind == .derived {
                    guard let value = current[name] else {
                        throw RuntimeFailure("derived value '\(name)' is read before it is computed")
                    }
                    return value
                }
                return try read(name, kind)
            }
            let value = try evaluator.evaluate(definition.value)
            lastRecomputed.append(definition.name)
            dependencies[definition.name] = reads
            if values[definition.name] != value {
                values[definition.name] = value
                changed?.insert(definition.name)
            }
        }
    }
}
