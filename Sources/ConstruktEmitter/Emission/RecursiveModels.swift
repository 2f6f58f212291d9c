import ConstruktChecker

/// The app's models that hold themselves other than through a list or a dictionary: `Comment {
/// parent: Comment? }`, or `A { b: B? }` with `B { a: A? }`. A Swift struct cannot (it would have
/// infinite size), so `TypesFileEmitter` writes each of them as a `final class` of `let`s, with the
/// initializer, `==` and `hash(into:)` a struct would get for free: a value still, since nothing in
/// it can change.
///
/// An enum with payloads that reaches itself so (through its payloads' models and enums) is written
/// `indirect`, which breaks the cycle; its models then stay structs.
struct RecursiveModels: Sendable {
    private let names: Set<String>
    private let indirectEnumerations: Set<String>
    /// Every model of the app, as it was made from them: which of them are Codable depends on the
    /// fields of the models they hold (`CodableTypes`).
    let all: [CheckedModelType]

    /// No model of the app holds itself.
    static let none = RecursiveModels(names: [])

    private init(names: Set<String>) {
        self.names = names
        indirectEnumerations = []
        all = []
    }

    /// The models of `types` that reach themselves through their fields' models, optionals unwrapped.
    init(_ types: [CheckedModelType]) {
        all = types
        var edges: [String: Set<String>] = [:]
        var enumerationEdges: [String: Set<String>] = [:]
        for type in types {
            switch type.kind {
            case .structure(let fields, external: false):
                edges[type.name] = Set(fields.compactMap { Self.heldModel($0.type) })
                enumerationEdges[type.name] = Set(fields.compactMap { Self.held($0.type) })
            case .payloadEnumeration(let cases):
                enumerationEdges[type.name] = Set(cases.flatMap(\.payload).compactMap { Self.held($0.type) })
            default:
                continue
            }
        }
        names = Set(edges.keys.filter { Self.reaches($0, through: edges) })
        indirectEnumerations = Set(
            types.filter { if case .payloadEnumeration = $0.kind { true } else { false } }.map(\.name)
                .filter { Self.reaches($0, through: enumerationEdges) })
    }

    /// Whether `start` reaches itself along `edges`.
    private static func reaches(_ start: String, through edges: [String: Set<String>]) -> Bool {
        var seen: Set<String> = []
        var next = Array(edges[start] ?? [])
        while let name = next.popLast() {
            if name == start { return true }
            if seen.insert(name).inserted { next += edges[name] ?? [] }
        }
        return false
    }

    /// Whether the enum with payloads `name` holds itself, and so is written `indirect`.
    func holdsItself(enumeration name: String) -> Bool {
        indirectEnumerations.contains(name)
    }

    /// The model or enum with payloads a field of this type holds in place.
    private static func held(_ type: ValueType) -> String? {
        switch type {
        case .model(let name), .payloadEnumeration(let name): return name
        case .optional(let wrapped): return held(wrapped)
        default: return nil
        }
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
