/// The types the generator gives params, state, fields and expressions: a subset of the
/// language's types (Docs/language.md, A screen file) that it knows how to write values and expressions of.
indirect enum ValueType: Equatable {
    case int, double, float, cgFloat, bool, string
    /// Foundation's values written as text (Docs/language.md, Types): the foundationValues family.
    case url, date, uuid
    case optional(ValueType)
    case array(ValueType)
    /// A dictionary (the dictionaries family): keyed by String, Int or an enum when written out,
    /// by a Double only when it starts empty.
    case dictionary(key: ValueType, value: ValueType)
    case model(String)
    case enumeration(String)

    /// The spelling in a YAML file.
    var yaml: String {
        switch self {
        case .int: "Int"
        case .double: "Double"
        case .float: "Float"
        case .cgFloat: "CGFloat"
        case .bool: "Bool"
        case .string: "String"
        case .url: "URL"
        case .date: "Date"
        case .uuid: "UUID"
        case .optional(let wrapped): "\(wrapped.yaml)?"
        case .array(let element): "[\(element.yaml)]"
        case .dictionary(let key, let value): "[\(key.yaml): \(value.yaml)]"
        case .model(let name), .enumeration(let name): name
        }
    }

    var isNumber: Bool { [.int, .double, .float, .cgFloat].contains(self) }
    var isFloating: Bool { [.double, .float, .cgFloat].contains(self) }

    /// A URL, Date or UUID: text in YAML, made by a failable initializer in the Swift.
    var isFoundation: Bool { [.url, .date, .uuid].contains(self) }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    var isDictionary: Bool {
        if case .dictionary = self { return true }
        return false
    }

    var element: ValueType? {
        if case .array(let element) = self { return element }
        return nil
    }
}

/// A name an expression can read, with its type and whether reading it makes the value live.
struct ScopeName {
    let name: String
    let type: ValueType
    let isLive: Bool
    var isDerived = false
}

/// The names visible at one place of a screen.
struct Scope {
    var names: [ScopeName] = []

    func of(_ type: ValueType, liveAllowed: Bool) -> [ScopeName] {
        names.filter { $0.type == type && (liveAllowed || !$0.isLive) }
    }

    func adding(_ name: ScopeName) -> Scope {
        var copy = self
        copy.names.append(name)
        return copy
    }

    /// The scope with `name` hiding any name it shares, as an event's `value` hides a state named
    /// `value` in the event's statements (Docs/language.md, Names).
    func hiding(_ name: ScopeName) -> Scope {
        var copy = self
        copy.names.removeAll { $0.name == name.name }
        copy.names.append(name)
        return copy
    }

    /// The scope without any name `name`: one an event's `value` hides where the generator does
    /// not read that value.
    func without(_ name: String) -> Scope {
        Scope(names: names.filter { $0.name != name })
    }
}
