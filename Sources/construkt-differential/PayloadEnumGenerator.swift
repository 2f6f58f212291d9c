import Foundation

/// Writes the `payloadEnums` family's types and screen parts.
struct PayloadEnumGenerator {
    let context: GenerationContext

    static let caseWords = ["idle", "loading", "loaded", "failed", "empty", "ready", "paused"]

    /// One or two enums with payloads; the first case of each carries nothing, so a state of it
    /// needs no default. With `foundation` (the foundationValues family), a field may be a URL or
    /// a UUID too.
    static func make(
        _ random: inout SeededRandom, names: inout NamePool, prefix: String, models: [ModelType], foundation: Bool
    ) -> [PayloadEnumType] {
        (0..<random.int(1...2)).map { _ in
            let words = Array(random.shuffled(caseWords).prefix(random.int(2...4)))
            var fieldChoices: [ValueType] = [.string, .int, .array(.string), .optional(.string)]
            if let model = models.first(where: { !$0.isEnum }) { fieldChoices.append(.model(model.name)) }
            if foundation { fieldChoices += [.url, .uuid] }
            let cases = words.enumerated().map { index, word in
                guard index > 0, random.chance(75) else { return PayloadEnumType.Case(name: word, payload: []) }
                let payload = (0..<random.int(1...2)).map { _ in
                    (name: names.lower(&random, hint: "payload"), type: random.pick(fieldChoices))
                }
                return PayloadEnumType.Case(name: word, payload: payload)
            }
            return PayloadEnumType(name: names.upper(&random, prefix: prefix + "Load"), cases: cases)
        }
    }

    /// The enums' lines of the types file.
    static func write(_ enumerations: [PayloadEnumType], into yaml: inout YAMLText) {
        for enumeration in enumerations {
            yaml.line(1, "\(enumeration.name):")
            yaml.line(2, "cases:")
            for declared in enumeration.cases {
                guard !declared.payload.isEmpty else {
                    yaml.line(3, "\(declared.name):")
                    continue
                }
                yaml.line(
                    3,
                    "\(declared.name): { "
                        + declared.payload.map { "\($0.name): \"\($0.type.yaml)\"" }.joined(separator: ", ") + " }")
            }
        }
    }

    /// Plans a screen's part: its state, note and actions' names.
    func plan() -> PayloadEnumPart? {
        guard context.has(.payloadEnums),
            let enumeration = context.payloadEnums.first.map({
                context.chance(50) ? $0 : context.pick(context.payloadEnums)
            })
        else { return nil }
        let part = PayloadEnumPart(
            enumeration: enumeration, state: context.names.lower(&context.random, hint: "load"),
            note: context.names.lower(&context.random, hint: "note"),
            recorder: context.names.lower(&context.random, hint: "record"), recorderId: "record\(context.prefix)"
        )
        for (index, declared) in enumeration.cases.enumerated() where index > 0 || context.chance(50) {
            let action = context.names.lower(&context.random, hint: "show")
            let value = payloadValue(declared)
            part.setters.append(
                (action: action, id: "set\(index)", caseName: declared.name, value: value.yaml, shown: value.shown))
        }
        return part
    }

    /// The part's state lines, under `state:`.
    func writeState(_ part: PayloadEnumPart, into yaml: inout YAMLText) {
        yaml.line(1, "\(part.state): \(part.enumeration.name)")
        yaml.line(1, "\(part.note): String")
    }

    /// The part's actions, under `actions:`: each setter, half of them written as expressions,
    /// and the recorder's `switch` statement.
    func writeActions(_ part: PayloadEnumPart, into yaml: inout YAMLText) {
        for setter in part.setters {
            let declared = part.enumeration.cases.first { $0.name == setter.caseName }
            if let declared,
                declared.payload.allSatisfy({ [.int, .string, .optional(.string), .array(.string)].contains($0.type) }),
                context.chance(50)
            {
                yaml.line(
                    1,
                    "\(setter.action): [ { set: \(part.state), to: \(YAMLText.expression(expressionForm(setter.value, of: declared))) } ]"
                )
            } else {
                yaml.line(1, "\(setter.action): [ { set: \(part.state), to: \(setter.value) } ]")
            }
        }
        yaml.line(1, "\(part.recorder):")
        yaml.line(2, "- switch: $\(part.state)")
        yaml.line(3, "cases:")
        let listed = listedCases(part.enumeration, percent: 70)
        part.recorded = Set(listed.map(\.name))
        for declared in listed {
            yaml.line(4, "\(declared.name): [ { set: \(part.note), to: \"\(shownText(declared))\" } ]")
        }
        if listed.count < part.enumeration.cases.count {
            yaml.line(3, "default: [ { set: \(part.note), to: other } ]")
        }
    }

    /// The part's nodes in the root stack: the setters' buttons and the recorder's, the note, a
    /// live `switch` node (with `keptBranches`, half of the time one that keeps its branches, a
    /// branch with a payload then reading it live beside the note and noting it from a button),
    /// a comparison with a case and a model made by its initializer.
    func writeNodes(_ part: PayloadEnumPart, plan: ScreenPlan, into yaml: inout YAMLText, indent: Int) {
        for setter in part.setters {
            plan.buttonIds.append(setter.id)
            yaml.line(
                indent,
                "- ButtonView: { title: \(setter.action.capitalizedFirst), id: \(setter.id), onTap: \(setter.action) }")
        }
        plan.buttonIds.append(part.recorderId)
        yaml.line(indent, "- ButtonView: { title: Record, id: \(part.recorderId), onTap: \(part.recorder) }")
        yaml.line(indent, "- LabelView: \"Note: ${\(part.note)}\"")
        yaml.line(indent, "- switch: $\(part.state)")
        let keeps = context.has(.keptBranches) && context.chance(50)
        if keeps { yaml.line(indent + 1, "keepBranches: true") }
        yaml.line(indent + 1, "cases:")
        let listed = listedCases(part.enumeration, percent: 75)
        for (index, declared) in listed.enumerated() {
            if keeps, !declared.payload.isEmpty, context.chance(60) {
                let id = "keep\(context.prefix)\(index)"
                part.keptButtons[declared.name] = id
                yaml.line(indent + 2, "\(declared.name):")
                yaml.line(indent + 3, "- LabelView: \"\(shownText(declared)) ${\(part.note)}\"")
                yaml.line(
                    indent + 3,
                    "- ButtonView: { title: Keep, id: \(id), onTap: { set: \(part.note), to: \"\(shownText(declared))\" } }"
                )
            } else if context.chance(25) {
                yaml.line(indent + 2, "\(declared.name):")
                yaml.line(indent + 3, "- LabelView: \"\(shownText(declared))\"")
                yaml.line(indent + 3, "- DividerView:")
            } else {
                yaml.line(indent + 2, "\(declared.name): [ { LabelView: \"\(shownText(declared))\" } ]")
            }
        }
        if listed.count < part.enumeration.cases.count {
            yaml.line(indent + 1, "default: [ { LabelView: \"Other \(part.enumeration.name)\" } ]")
        }
        let first = part.enumeration.cases[0].name
        yaml.line(indent, "- LabelView: \"${\(part.state) == .\(first) ? 'At \(first)' : 'Past \(first)'}\"")
        if let read = payloadRead(part) { yaml.line(indent, "- LabelView: \"Read ${\(read)}\"") }
        if let model = context.structs.first {
            yaml.line(indent, "- LabelView: \"Made ${\(construction(model, depth: 0)).id}\"")
        }
    }

    /// A field of a case's payload read in an expression (`load.loaded?.movies.count ?? 0`), as
    /// text, for a case whose payload has a field of a type it shows.
    private func payloadRead(_ part: PayloadEnumPart) -> String? {
        for declared in part.enumeration.cases {
            for field in declared.payload {
                let read = "\(part.state).\(declared.name)?.\(field.name)"
                switch field.type {
                case .string, .optional(.string): return "\(read) ?? '-'"
                case .int: return "format(\(read) ?? -1, '%d')"
                case .array: return "format(\(read).count ?? -1, '%d')"
                default: continue
                }
            }
        }
        return nil
    }

    /// Steps a scenario takes after its walk: each setter's button, then the state's case and the
    /// note the recorder writes; where a kept branch of the case notes its payload, its button
    /// and the note it writes, which the branch shows too.
    func expectations(_ part: PayloadEnumPart) -> [String] {
        part.setters.flatMap { setter in
            var steps = [
                "- tap: { id: \(setter.id) }",
                "- expect: { state: { \(part.state): \(setter.value) } }",
                "- tap: { id: \(part.recorderId) }",
                "- expect: { text: \"Note: \(noteText(setter, part: part))\" }",
            ]
            if let kept = part.keptButtons[setter.caseName] {
                steps += [
                    "- tap: { id: \(kept) }",
                    "- expect: { text: \"Note: \(setter.shown)\" }",
                    "- expect: { text: \"\(setter.shown) \(setter.shown)\" }",
                ]
            }
            return steps
        }
    }

    /// What the recorder's `switch` statement notes for a setter's value: its case's text, with
    /// the payload shown as the value has it, or `other` where the statement has no such case.
    private func noteText(
        _ setter: (action: String, id: String, caseName: String, value: String, shown: String), part: PayloadEnumPart
    ) -> String {
        part.recorded.contains(setter.caseName) ? setter.shown : "other"
    }

    /// The cases a `switch` lists: each with `percent` chance, and at least one.
    private func listedCases(_ enumeration: PayloadEnumType, percent: Int) -> [PayloadEnumType.Case] {
        let listed = enumeration.cases.filter { _ in context.chance(percent) }
        return listed.isEmpty ? [context.pick(enumeration.cases)] : listed
    }

    /// A case's value as YAML, and the text `shownText` makes of it.
    private func payloadValue(_ declared: PayloadEnumType.Case) -> (yaml: String, shown: String) {
        guard !declared.payload.isEmpty else { return (declared.name, declared.name) }
        var fields: [String] = []
        var shown: [String] = []
        for field in declared.payload {
            switch field.type {
            case .int:
                let number = context.int(0...99)
                fields.append("\(field.name): \(number)")
                shown.append("\(number)")
            case .array:
                let count = context.int(0...2)
                fields.append(
                    "\(field.name): ["
                        + (0..<count).map { _ in context.pick(context.words) }.joined(separator: ", ") + "]"
                )
                shown.append("\(count)")
            case .optional:
                if context.chance(50) {
                    let word = context.pick(context.words)
                    fields.append("\(field.name): \(word)")
                    shown.append(word)
                } else {
                    shown.append("none")
                }
            case .url, .uuid:
                let text = FoundationValues.text(of: field.type, random: &context.random)
                fields.append("\(field.name): \"\(text)\"")
                // Swift's String(uuid) is upper case, as the runtime's is.
                shown.append(field.type == .uuid ? text.uppercased() : text)
            case .model:
                let id = context.int(1...9)
                let model = context.structs.first
                let rest =
                    model?.fields.dropFirst().filter { !$0.type.isOptional }.map {
                        "\($0.name): \(context.plainValue($0.type).yaml)"
                    } ?? []
                fields.append("\(field.name): { " + (["id: \(id)"] + rest).joined(separator: ", ") + " }")
                shown.append("\(id)")
            default:
                let word = context.pick(context.words)
                fields.append("\(field.name): \(word)")
                shown.append(word)
            }
        }
        return (
            "{ \(declared.name): { " + fields.joined(separator: ", ") + " } }",
            declared.name + " " + shown.joined(separator: " ")
        )
    }

    /// A case's branch text: its name, then each payload field shown.
    private func shownText(_ declared: PayloadEnumType.Case) -> String {
        let shown = declared.payload.map { field -> String in
            switch field.type {
            case .array: return "${\(field.name).count}"
            case .optional: return "${\(field.name) ?? 'none'}"
            case .model: return "${\(field.name).id}"
            case .url: return "${\(field.name).absoluteString}"
            case .uuid: return "${String(\(field.name))}"
            default: return "${\(field.name)}"
            }
        }
        return ([declared.name] + shown).joined(separator: " ")
    }

    /// A setter's YAML value as an expression: `.idle`, or `.loaded(items: ['a'], count: 3)`.
    private func expressionForm(_ value: String, of declared: PayloadEnumType.Case) -> String {
        guard !declared.payload.isEmpty else { return "." + declared.name }
        let inner = value.dropFirst("{ \(declared.name): { ".count).dropLast(" } }".count)
        var arguments: [String] = []
        for field in declared.payload {
            guard let range = inner.range(of: "\(field.name): ") else { continue }
            var rest = inner[range.upperBound...]
            var depth = 0
            var end = rest.endIndex
            for index in rest.indices {
                let character = rest[index]
                if character == "[" || character == "{" { depth += 1 }
                if character == "]" || character == "}" { depth -= 1 }
                if character == ",", depth == 0 {
                    end = index
                    break
                }
            }
            rest = rest[..<end]
            arguments.append("\(field.name): " + Self.expressionLiteral(String(rest), type: field.type))
        }
        return ".\(declared.name)(" + arguments.joined(separator: ", ") + ")"
    }

    /// A YAML value of a payload field as an expression literal.
    private static func expressionLiteral(_ yaml: String, type: ValueType) -> String {
        switch type {
        case .int: return yaml
        case .array:
            let words = yaml.dropFirst().dropLast().split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }.filter { !$0.isEmpty }
            return words.isEmpty ? "[]" : "[" + words.map { "'\($0)'" }.joined(separator: ", ") + "]"
        default: return "'\(yaml)'"
        }
    }

    /// A model made by its initializer, every field that is not optional given.
    private func construction(_ model: ModelType, depth: Int) -> String {
        let fields = model.fields.filter { !$0.type.isOptional || context.chance(30) }.map { field -> String in
            "\(field.name): " + fieldLiteral(field.type, depth: depth)
        }
        return model.name + "(" + fields.joined(separator: ", ") + ")"
    }

    private func fieldLiteral(_ type: ValueType, depth: Int) -> String {
        switch type {
        case .int: return "\(context.int(0...9))"
        case .double, .float, .cgFloat: return "\(context.int(0...9)).5"
        case .bool: return context.chance(50) ? "true" : "false"
        case .string: return "'\(context.pick(context.words))'"
        // A string literal is a URL where one is expected, `[:]` an empty dictionary; a Date and a
        // UUID have no literal in an expression, and a model holds them only as optionals
        // (ModelTypeGenerator).
        case .url: return "'\(FoundationValues.text(of: .url, random: &context.random))'"
        case .dictionary: return "[:]"
        case .date, .uuid, .optional(.date), .optional(.uuid): return "nil"
        case .optional(let wrapped): return fieldLiteral(wrapped, depth: depth)
        case .array(let element):
            return depth < 1 && context.chance(50) ? "[\(fieldLiteral(element, depth: depth + 1))]" : "[]"
        case .enumeration(let name):
            return "'\(context.pick(context.models.first { $0.name == name }?.cases ?? ["low"]))'"
        case .model(let name):
            guard let nested = context.models.first(where: { $0.name == name }) else { return "nil" }
            return construction(nested, depth: depth + 1)
        }
    }
}
