import ConstruktChecker

/// The app's models that hold themselves other than through a list or a dictionary: `Comment {
/// parent: Comment? }`, or `A { b: B? }` with `B { a: A? }`. A Swift struct cannot (it would have
/// infinite size), so `TypesFileEmitter` writes each of them as a `final class` of `let`s, with the
/// initializer, `==` and `hash(into:)` a struct would get for free: a value still, since nothing in
/// it can change.
struct RecursiveModels: Sendable {
    private let names: Set<String>
    /// Every model of the app, as it was made from them: which of them are Codable depends on the
    /// fields of the models they hold (`CodableTypes`).
    let all: [CheckedModelType]

    /// No model of the app holds itself.
    static let none = RecursiveModels(names: [])

    private init(names: Set<String>) {
        self.names = names
        all = []
    }

    /// The models of `types` that reach themselves through their fields' models, optionals unwrapped.
    init(_ types: [CheckedModelType]) {
        all = types
        var edges: [String: Set<String>] = [:]
        for type in types {
            guard case .structure(let fields, external: false) = type.kind else { continue }
            edges[type.name] = Set(fields.compactMap { Self.heldModel($0.type) })
        }
        names = Set(edges.keys.filter { start in
            var seen: Set<String> = []
            var next = Array(edges[start] ?? [])
            while let name = next.popLast() {
                if name == start { return true }
                if seen.insert(name).inserted { next += edges[name] ?? [] }
            }
            return false
        })
    }

    func contains(_ name: String) -> Bool {
        names.contains(name)
    }

    /// The model a field of this type holds in place: itself or through optionals.
    private static func heldModel(_ type: ValueType) -> String? {
        switch type {
        case .model(let name): return name
        case .optional(let wrapped): return heldModel(wrapped)
        default: return nil
        }
    }
}
