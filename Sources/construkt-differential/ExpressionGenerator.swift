/// Writes random, well-typed expressions (Docs/language.md, Values): literals, names, member paths, every
/// operator and built-in, over the names a scope holds. Binary operations are parenthesised, so
/// the text reads the same whatever Swift's precedence.
struct ExpressionGenerator {
    let models: [String: ModelType]
    let families: Set<ConstructFamily>

    static let words = ["alpha", "beta", "gamma", "delta", "omega", "kappa"]
    /// As many words as `words`, so that a seed draws the same, most of them beyond ASCII: accents
    /// (precomposed and combining), Greek, CJK, an emoji and a joined emoji (the nonAsciiText family).
    static let nonAsciiWords = ["alpha", "bêta", "γάμμα", "de\u{301}lta", "omega🎉", "仮名👩‍💻"]

    /// The words the text literals and typed texts are drawn from.
    var words: [String] { families.contains(.nonAsciiText) ? Self.nonAsciiWords : Self.words }

    /// An expression of `type`; it reads live names only when `live` is true.
    func make(_ type: ValueType, scope: Scope, live: Bool, depth: Int = 2, random: inout SeededRandom) -> String {
        let atLeaf = depth <= 0 || !families.contains(.expressions) || random.chance(35)
        if atLeaf { return self.leaf(type, scope: scope, live: live, random: &random) }
        let next = depth - 1
        func sub(_ type: ValueType) -> String { make(type, scope: scope, live: live, depth: next, random: &random) }
        if families.contains(.foundationValues), random.chance(10),
            let read = foundation(type, scope: scope, live: live, random: &random)
        {
            return read
        }
        switch type {
        case .int:
            if families.contains(.listShaping) && random.chance(8) {
                // A range from a possibly larger start is empty, as Swift's `stride` is.
                switch random.int(0...5) {
                case 5: return "(\(sub(.array(.int))).\(random.pick(["max", "min"]))() ?? \(random.int(-1...2)))"
                case 0: return "(\(sub(.int)) \(random.pick(["..<", "..."])) \(sub(.int))).count"
                case 1: return "(\(sub(.array(.int))) + \(sub(.array(.int)))).count"
                case 2: return closure(.int, scope: scope, live: live, depth: next, random: &random)
                // A literal written before the branch that gives it its type.
                case 3: return "(\(sub(.bool)) ? [] : \(sub(.array(.int)))).count"
                default:
                    return random.chance(50)
                        ? "(\(sub(.array(.int))).firstIndex(of: \(sub(.int))) ?? \(random.int(-1...2)))"
                        : "(\(sub(.array(.string))).firstIndex(of: \(sub(.string))) ?? \(random.int(-1...2)))"
                }
            }
            switch random.int(0...10) {
            case 10:
                let text = random.chance(50) ? sub(.string) : "'\(random.int(-9...99))'"
                return "(Int(\(text)) ?? \(random.int(0...9)))"
            case 0: return "(\(sub(.int)) + \(sub(.int)))"
            case 1: return "(\(sub(.int)) - \(sub(.int)))"
            case 2: return "(\(sub(.int)) * \(random.int(1...3))" + ")"
            case 3: return "(\(sub(.int)) / \(random.int(1...4)))"
            case 4: return "(\(sub(.int)) % \(random.int(2...5)))"
            case 5: return "\(random.pick(["min", "max"]))(\(sub(.int)), \(sub(.int)))"
            case 6: return "\(collection(scope: scope, live: live, random: &random)).count"
            case 7: return "(\(sub(.bool)) ? \(sub(.int)) : \(sub(.int)))"
            case 8:
                let optionals = paths(to: .optional(.int), scope: scope, live: live)
                return optionals.isEmpty ? sub(.int) : "(\(random.pick(optionals)) ?? \(random.int(0...9)))"
            default: return families.contains(.unaryMinus) ? "-(\(sub(.int)))" : "(0 - \(sub(.int)))"
            }
        case .double, .float, .cgFloat:
            // Lint gives a literal the Float type only directly, not through min/max or arithmetic
            // of literals, so (unless floatLiteralsThroughMinMax) a Float operation starts with a name.
            let names = paths(to: type, scope: scope, live: live)
            let literalsTyped = type == .double || families.contains(.floatLiteralsThroughMinMax)
            if !literalsTyped && names.isEmpty { return leaf(type, scope: scope, live: live, random: &random) }
            let first = literalsTyped ? sub(type) : random.pick(names)
            if families.contains(.scrolling), type != .float, random.chance(10) {
                return "progress(\(first), \(random.int(1...200)))"
            }
            switch random.int(0...(type == .double ? 7 : 4)) {
            // An Int literal written before the Double that makes the list a [Double].
            case 7: return "([\(random.int(0...9)), \(sub(type))].last ?? 0.5)"
            case 5: return "(Double(\(random.chance(50) ? sub(.string) : "'\(random.int(0...99)).5'")) ?? 1.5)"
            case 6: return "Double(\(sub(.int)))"
            case 0: return "(\(first) + \(sub(type)))"
            case 1: return "(\(first) - \(sub(type)))"
            case 2: return "(\(first) * \(sub(type)))"
            case 3: return "\(random.pick(["min", "max"]))(\(first), \(sub(type)))"
            default: return "(\(sub(.bool)) ? \(sub(type)) : \(sub(type)))"
            }
        case .bool:
            if families.contains(.listShaping) && random.chance(4) {
                return closure(.bool, scope: scope, live: live, depth: next, random: &random)
            }
            if families.contains(.listShaping) && random.chance(6) {
                let text = random.chance(50) ? sub(.string) : "'\(random.pick(["#FF3B30", "5AC8FA80", "#12", "red"]))'"
                return "(Color(hex: \(text)) \(random.pick(["==", "!="])) nil)"
            }
            switch random.int(0...8) {
            case 0: return "!(\(sub(.bool)))"
            case 1: return "(\(sub(.bool)) && \(sub(.bool)))"
            case 2: return "(\(sub(.bool)) || \(sub(.bool)))"
            case 3: return "(\(sub(.int)) \(random.pick(["<", "<=", ">", ">=", "==", "!="])) \(sub(.int)))"
            case 4: return "(\(sub(.string)) \(random.pick(["==", "!="])) \(sub(.string)))"
            case 5: return "\(collection(scope: scope, live: live, random: &random)).isEmpty"
            case 6:
                let optionals = scope.names.filter { $0.type.isOptional && (live || !$0.isLive) }
                guard !optionals.isEmpty else { return sub(.bool) }
                return "(\(random.pick(optionals).name) \(random.pick(["==", "!="])) nil)"
            case 7:
                let doubles = scope.of(.double, liveAllowed: live)
                guard !doubles.isEmpty || families.contains(.floatLiteralCompare) else { return sub(.bool) }
                let left = doubles.isEmpty ? "2.5" : random.pick(doubles).name
                return "(\(left) \(random.pick(["<", ">="])) \(sub(.double)))"
            default:
                let enums = scope.names.filter {
                    if case .enumeration = $0.type { return live || !$0.isLive }
                    return false
                }
                guard let chosen = enums.first, case .enumeration(let name) = chosen.type, let model = models[name]
                else { return sub(.bool) }
                return "(\(chosen.name) == '\(random.pick(model.cases))')"
            }
        case .string:
            if families.contains(.listShaping) && random.chance(10) {
                let fields = stringFieldLists(scope: scope, live: live)
                if !fields.isEmpty && random.chance(60) {
                    return "\(random.pick(fields)).joined('\(random.pick([", ", "/"]))')"
                }
                if random.chance(40) { return closure(.string, scope: scope, live: live, depth: next, random: &random) }
                return "(\(sub(.array(.string))) + \(sub(.array(.string)))).joined('-')"
            }
            switch random.int(0...9) {
            case 7: return "\(sub(.array(.string))).joined('\(random.pick([", ", "-", ""]))')"
            case 8:
                return
                    "\(sub(.string)).\(random.pick(["prefix", "suffix"]))(\(random.chance(70) ? "\(random.int(0...4))" : sub(.int)))"
            case 9:
                return
                    "(\(sub(.array(.string))).\(random.pick(["prefix", "suffix"]))(\(random.int(0...3))).\(random.pick(["first", "last"])) ?? '')"
            case 0: return "(\(sub(.string)) + \(sub(.string)))"
            case 1:
                return
                    "\(sub(.string)).\(random.pick(families.contains(.listShaping) ? ["uppercased()", "lowercased()", "trimmed()"] : ["uppercased()", "lowercased()"]))"
            case 2: return "format(\(sub(.double)), '%.\(random.int(0...2))f')"
            case 3, 6:
                let optionals = paths(to: .optional(.string), scope: scope, live: live)
                return optionals.isEmpty ? sub(.string) : "(\(random.pick(optionals)) ?? \(sub(.string)))"
            case 4: return "(\(sub(.array(.string))).\(random.pick(["first", "last"])) ?? '')"
            case 5: return "(\(sub(.bool)) ? \(sub(.string)) : \(sub(.string)))"
            default: return "'\(random.pick(words))'"
            }
        case .optional(let wrapped):
            if case .array = wrapped { return leaf(type, scope: scope, live: live, random: &random) }
            let arrays = scope.of(.array(wrapped), liveAllowed: live)
            if !arrays.isEmpty && random.chance(50) {
                return "\(random.pick(arrays).name).\(random.pick(["first", "last"]))"
            }
            return leaf(type, scope: scope, live: live, random: &random)
        default:
            return leaf(type, scope: scope, live: live, random: &random)
        }
    }

    /// A list's built-in taking a closure, of `type` (an Int, a Bool or a String): shorthand
    /// closures read sub-expressions of the scope beside `$0`; closures that name their
    /// parameters read only those, as a name of the scope could be theirs.
    private func closure(_ type: ValueType, scope: Scope, live: Bool, depth: Int, random: inout SeededRandom)
        -> String
    {
        func sub(_ type: ValueType) -> String { make(type, scope: scope, live: live, depth: depth, random: &random) }
        switch type {
        case .int:
            switch random.int(0...4) {
            case 0: return "\(sub(.array(.int))).filter { $0 \(random.pick(["<", ">", "!="])) \(sub(.int)) }.count"
            case 1: return "\(sub(.array(.int))).reduce(\(sub(.int))) { most, next in max(most, next) }"
            case 2: return "(\(sub(.array(.int))).first(where: { $0 > \(sub(.int)) }) ?? \(random.int(-1...2)))"
            case 3: return "(\(sub(.array(.int))).sorted(by: { $0 > $1 }).first ?? \(random.int(-1...2)))"
            default: return "(\(sub(.array(.string))).map { text in text.count }.last ?? \(random.int(0...2)))"
            }
        case .bool:
            return random.chance(50)
                ? "\(sub(.array(.int))).contains(where: { $0 == \(sub(.int)) })"
                : "\(sub(.array(.string))).contains { text in text.isEmpty }"
        default:
            return random.chance(50)
                ? "\(sub(.array(.string))).map { $0 + \(sub(.string)) }.joined(', ')"
                : "\(sub(.array(.string))).filter { !$0.isEmpty }.sorted { a, b in a < b }.joined('-')"
        }
    }

    /// A literal, a name, or a member path ending in `type`.
    func leaf(_ type: ValueType, scope: Scope, live: Bool, random: inout SeededRandom) -> String {
        let paths = self.paths(to: type, scope: scope, live: live)
        let hasLiteral = type != .date && type != .uuid
        if !paths.isEmpty && (!hasLiteral || random.chance(70)) { return random.pick(paths) }
        return literal(type, random: &random)
    }

    func literal(_ type: ValueType, random: inout SeededRandom) -> String {
        switch type {
        case .int: return String(random.int(0...20))
        case .double: return "\(random.int(0...20)).\(random.pick([0, 5, 25]))"
        case .float, .cgFloat:
            let whole = random.int(0...20)
            return families.contains(.floatLiteralsThroughMinMax) ? "\(whole).5" : String(whole)
        case .bool: return random.pick(["true", "false"])
        case .string: return "'\(random.pick(words))'"
        case .url: return "'\(FoundationValues.text(of: .url, random: &random))'"
        // The empty dictionary; as a model, a Date and a UUID have no literal in an expression:
        // they are read from a name.
        case .dictionary: return "[:]"
        case .optional, .date, .uuid: return "nil"
        case .array(let element):
            switch element {
            case .int, .string, .bool, .double:
                return
                    "[\((0..<random.int(1...3)).map { _ in literal(element, random: &random) }.joined(separator: ", "))]"
            default: return "[]"
            }
        case .enumeration(let name): return "'\(random.pick(models[name]?.cases ?? ["low"]))'"
        case .model: return "nil"
        }
    }

    /// A String, array or dictionary name to read `.count` or `.isEmpty` of.
    private func collection(scope: Scope, live: Bool, random: inout SeededRandom) -> String {
        let candidates = scope.names.filter {
            ($0.type == .string || $0.type.element != nil || $0.type.isDictionary) && (live || !$0.isLive)
        }
        return candidates.isEmpty ? "'\(random.pick(words))'" : random.pick(candidates).name
    }

    /// Every name and `a.b`/`a?.b` path (two steps at most) whose type is `type`.
    func paths(to type: ValueType, scope: Scope, live: Bool) -> [String] {
        var result: [String] = []
        for name in scope.names where live || !name.isLive {
            if name.type == type { result.append(name.name) }
            for (path, pathType) in members(of: name.type, path: name.name, depth: 2) where pathType == type {
                result.append(path)
            }
        }
        return result
    }

    /// `items.map(\\.name)` for every list of models in scope and String field of its model.
    private func stringFieldLists(scope: Scope, live: Bool) -> [String] {
        var result: [String] = []
        for name in scope.names where live || !name.isLive {
            guard case .array(.model(let model)) = name.type else { continue }
            for field in models[model]?.fields ?? [] where field.type == .string {
                result.append("\(name.name).map(\\.\(field.name))")
            }
        }
        return result
    }

    private func members(of type: ValueType, path: String, depth: Int) -> [(String, ValueType)] {
        guard depth > 0 else { return [] }
        var result: [(String, ValueType)] = []
        switch type {
        case .model(let name):
            for field in models[name]?.fields ?? [] {
                let fieldPath = "\(path).\(field.name)"
                result.append((fieldPath, field.type))
                result += members(of: field.type, path: fieldPath, depth: depth - 1)
            }
        case .optional(.model(let name)) where families.contains(.optionalChains) || depth == 2:
            for field in models[name]?.fields ?? [] where !field.type.isOptional {
                if case .model = field.type, !families.contains(.optionalChains) { continue }
                result.append(("\(path)?.\(field.name)", .optional(field.type)))
            }
        default:
            break
        }
        return result
    }
}
