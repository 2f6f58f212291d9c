import ConstruktCatalog

/// What every part of one app's generation shares: the random source, the names taken, the
/// enabled families, the catalog and the app's model types.
final class GenerationContext {
    var random: SeededRandom
    var names: NamePool
    let families: Set<ConstructFamily>
    let catalog: ComponentCatalog
    let prefix: String
    var models: [ModelType] = []

    init(seed: UInt64, families: Set<ConstructFamily>, catalog: ComponentCatalog, prefix: String) {
        random = SeededRandom(seed: seed)
        names = NamePool(collisions: families.contains(.collisionNames))
        self.families = families
        self.catalog = catalog
        self.prefix = prefix
    }

    func has(_ family: ConstructFamily) -> Bool { families.contains(family) }

    func chance(_ percent: Int) -> Bool { random.chance(percent) }

    func int(_ range: ClosedRange<Int>) -> Int { random.int(range) }

    func pick<T>(_ items: [T]) -> T { random.pick(items) }

    var expressions: ExpressionGenerator {
        ExpressionGenerator(models: Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }), families: families)
    }

    func expression(_ type: ValueType, scope: Scope, live: Bool, depth: Int = 2) -> String {
        expressions.make(type, scope: scope, live: live, depth: depth, random: &random)
    }

    func literal(_ type: ValueType) -> String {
        expressions.literal(type, random: &random)
    }

    var structs: [ModelType] { models.filter { !$0.isEnum } }
    var enums: [ModelType] { models.filter(\.isEnum) }

    /// A value of `type` as plain YAML (a default, a feed, a param): scalars, flow sequences and
    /// flow mappings for models.
    func yamlValue(_ type: ValueType, depth: Int = 0) -> String {
        switch type {
        case .int: return String(int(0...9))
        case .double, .float, .cgFloat: return "\(int(0...9)).5"
        case .bool: return pick(["true", "false"])
        case .string: return pick(ExpressionGenerator.words)
        case .optional(let wrapped): return yamlValue(wrapped, depth: depth + 1)
        case .array(let element):
            guard depth < 2 else { return "[]" }
            return "[" + (0..<int(0...2)).map { _ in yamlValue(element, depth: depth + 1) }.joined(separator: ", ") + "]"
        case .enumeration(let name): return pick(models.first { $0.name == name }?.cases ?? ["low"])
        case .model(let name):
            let fields = models.first { $0.name == name }?.fields ?? []
            let written = fields.filter { !$0.type.isOptional }.map { "\($0.name): \(yamlValue($0.type, depth: depth + 1))" }
            return "{ " + written.joined(separator: ", ") + " }"
        }
    }
}
