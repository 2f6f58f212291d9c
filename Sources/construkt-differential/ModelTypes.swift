/// A `types:` entry the generator made: a struct with fields or a String-backed enum.
struct ModelType {
    let name: String
    let fields: [(name: String, type: ValueType)]
    let cases: [String]

    var isEnum: Bool { !cases.isEmpty }
}

/// Makes an app's model types: structs (each with an `id: Int` first, so lists have identity),
/// with optional, array and nested-model fields, and enums.
struct ModelTypeGenerator {
    static let caseWords = ["low", "medium", "high", "draft", "open", "closed", "red", "green", "blue"]

    static func make(
        _ random: inout SeededRandom, names: inout NamePool, prefix: String, families: Set<ConstructFamily>
    ) -> [ModelType] {
        var models: [ModelType] = []
        if families.contains(.enums) {
            for _ in 0..<random.int(1...2) {
                let cases = Array(random.shuffled(caseWords).prefix(random.int(2...4)))
                models.append(ModelType(name: names.upper(&random, prefix: prefix), fields: [], cases: cases))
            }
        }
        guard families.contains(.models) else { return models }
        for _ in 0..<random.int(1...3) {
            var fields: [(name: String, type: ValueType)] = [(name: "id", type: .int)]
            var local = NamePool(
                collisions: false, endingInTry: families.contains(.namesEndingInTry),
                builtIns: families.contains(.fieldsNamedLikeBuiltIns)
            )
            local.reserve("id")
            for _ in 0..<random.int(1...4) {
                var choices: [ValueType] = [
                    .string, .int, .double, .bool, .optional(.string), .array(.string), .optional(.int),
                ]
                if let nested = models.last(where: { !$0.isEnum }) {
                    choices.append(.optional(.model(nested.name)))
                    choices.append(.model(nested.name))
                }
                if let enumeration = models.first(where: \.isEnum) {
                    choices.append(.enumeration(enumeration.name))
                }
                // A Date or UUID field only as an optional, which a model made in an expression may leave nil.
                if families.contains(.foundationValues) { choices += [.url, .optional(.date), .optional(.uuid)] }
                if families.contains(.dictionaries) {
                    choices += [
                        .dictionary(key: .string, value: .int),
                        .optional(.dictionary(key: .int, value: .string)),
                    ]
                }
                fields.append((name: local.lower(&random), type: random.pick(choices)))
            }
            let name = names.upper(&random, prefix: prefix)
            if families.contains(.recursiveModels) && random.chance(25) {
                // A model that holds itself (a parent, a reply): its Swift is a class.
                fields.append((name: local.lower(&random), type: .optional(.model(name))))
            }
            models.append(ModelType(name: name, fields: fields, cases: []))
        }
        return models
    }
}
