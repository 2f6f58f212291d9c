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
    /// The enums declared with `cases:` (the `payloadEnums` family).
    var payloadEnums: [PayloadEnumType] = []

    init(seed: UInt64, families: Set<ConstructFamily>, catalog: ComponentCatalog, prefix: String) {
        random = SeededRandom(seed: seed)
        names = NamePool(
            collisions: families.contains(.collisionNames), endingInTry: families.contains(.namesEndingInTry))
        self.families = families
        self.catalog = catalog
        self.prefix = prefix
    }

    func has(_ family: ConstructFamily) -> Bool { families.contains(family) }

    func chance(_ percent: Int) -> Bool { random.chance(percent) }

    func int(_ range: ClosedRange<Int>) -> Int { random.int(range) }

    func pick<T>(_ items: [T]) -> T { random.pick(items) }

    var expressions: ExpressionGenerator {
        ExpressionGenerator(
            models: Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
            families: families)
    }

    func expression(_ type: ValueType, scope: Scope, live: Bool, depth: Int = 2) -> String {
        expressions.make(type, scope: scope, live: live, depth: depth, random: &random)
    }

    func literal(_ type: ValueType) -> String {
        expressions.literal(type, random: &random)
    }

    /// The words text literals, string values and typed texts are drawn from.
    var words: [String] { expressions.words }

    var structs: [ModelType] { models.filter { !$0.isEnum } }
    var enums: [ModelType] { models.filter(\.isEnum) }

    /// A value of `type` written out in full (a default, a feed, a param, an argument).
    func plainValue(_ type: ValueType, depth: Int = 0) -> PlainValue {
        switch type {
        case .int: return .int(int(0...9))
        case .double, .float, .cgFloat: return .double("\(int(0...9)).5")
        case .bool: return .bool(chance(50))
        case .string: return .string(pick(words))
        case .url, .date, .uuid: return .foundation(type, text: FoundationValues.text(of: type, random: &random))
        case .optional(let wrapped): return plainValue(wrapped, depth: depth + 1)
        case .array(let element):
            let count = depth < 2 ? int(0...2) : 0
            return .array((0..<count).map { _ in plainValue(element, depth: depth + 1) }, element: element)
        case .dictionary(let key, let value):
            return .dictionary(dictionaryKeys(key).map { ($0, plainValue(value, depth: depth + 1)) }, type: type)
        case .enumeration(let name):
            return .enumCase(type: name, name: pick(models.first { $0.name == name }?.cases ?? ["low"]))
        case .model(let name):
            let fields = models.first { $0.name == name }?.fields ?? []
            return .record(
                type: name,
                fields: fields.filter { !$0.type.isOptional }.map { ($0.name, plainValue($0.type, depth: depth + 1)) })
        }
    }

    /// Up to two distinct keys of a dictionary written out; none of a type a mapping cannot key.
    private func dictionaryKeys(_ type: ValueType) -> [PlainValue] {
        let count = int(0...2)
        switch type {
        case .string: return Array(random.shuffled(words).prefix(count)).map { .string($0) }
        case .int: return Array(random.shuffled(Array(0...9)).prefix(count)).map { .int($0) }
        case .enumeration(let name):
            let cases = models.first { $0.name == name }?.cases ?? []
            return Array(random.shuffled(cases).prefix(count)).map { .enumCase(type: name, name: $0) }
        default: return []
        }
    }

    func yamlValue(_ type: ValueType) -> String {
        plainValue(type).yaml
    }
}
