import ConstruktRuntime
import Synchronization

/// A node's style value read back into parts: the runtime keeps catalog values (fonts, colours,
/// insets, layouts) in their written form (`{size: 28, weight: .bold}`), which this reads.
indirect enum StyleValue: Hashable, Sendable {
    case number(Double)
    case text(String)
    case bool(Bool)
    case list([StyleValue])
    case fields([String: StyleValue])
    case null

    init(_ value: RuntimeValue) {
        switch value {
        case .int(let number): self = .number(Double(number))
        case .double(let number): self = .number(number)
        case .string(let text): self = .text(text)
        case .enumCase(let name), .tagged(let name, _): self = .text(name)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        case .list(let items): self = .list(items.map(StyleValue.init))
        case .record(let fields): self = .fields(fields.mapValues(StyleValue.init))
        case .written(let form):
            self = WrittenFormReader.parsed(form)
        }
    }

    var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    subscript(field: String) -> StyleValue? {
        if case .fields(let fields) = self { return fields[field] }
        return nil
    }
}

/// Reads a written form: `{key: value, …}`, `[a, b]`, `"quoted"`, numbers, `true`/`false`,
/// `nil` and bare names (an enum case's leading dot dropped). What it cannot read is kept as text.
struct WrittenFormReader {
    private let characters: [Character]
    private var position = 0

    /// The forms read so far: a layout asks for the same few written values of every node many
    /// times over (each measure reads its sizes and insets again), so each text is read once. A
    /// long-running server drawing values that follow state starts it afresh past `readFormsLimit`.
    private static let readForms = Mutex<[String: StyleValue]>([:])
    private static let readFormsLimit = 4096

    /// The value a written form says, read once per text.
    static func parsed(_ form: String) -> StyleValue {
        if let known = readForms.withLock({ $0[form] }) { return known }
        var reader = WrittenFormReader(form)
        let value = reader.value()
        readForms.withLock { forms in
            if forms.count >= readFormsLimit { forms.removeAll(keepingCapacity: true) }
            forms[form] = value
        }
        return value
    }

    init(_ text: String) {
        characters = Array(text)
    }

    mutating func value() -> StyleValue {
        skipSpaces()
        guard position < characters.count else { return .null }
        switch characters[position] {
        case "{":
            position += 1
            var fields: [String: StyleValue] = [:]
            while true {
                skipSpaces()
                guard position < characters.count else { return .fields(fields) }
                if characters[position] == "}" {
                    position += 1
                    return .fields(fields)
                }
                if characters[position] == "," {
                    position += 1
                    continue
                }
                let key = word(stoppingAt: ":}")
                if position < characters.count, characters[position] == ":" { position += 1 }
                fields[key.strippedOfSpaces] = value()
            }
        case "[":
            position += 1
            var items: [StyleValue] = []
            while true {
                skipSpaces()
                guard position < characters.count else { return .list(items) }
                if characters[position] == "]" {
                    position += 1
                    return .list(items)
                }
                if characters[position] == "," {
                    position += 1
                    continue
                }
                items.append(value())
            }
        case "\"":
            position += 1
            var text = ""
            while position < characters.count, characters[position] != "\"" {
                if characters[position] == "\\", position + 1 < characters.count { position += 1 }
                text.append(characters[position])
                position += 1
            }
            position += 1
            return .text(text)
        default:
            let bare = word(stoppingAt: ",}]").strippedOfSpaces
            if let number = Double(bare) { return .number(number) }
            if bare == "true" || bare == "false" { return .bool(bare == "true") }
            if bare == "nil" { return .null }
            return .text(bare.hasPrefix(".") ? String(bare.dropFirst()) : bare)
        }
    }

    private mutating func word(stoppingAt stops: String) -> String {
        var text = ""
        while position < characters.count, !stops.contains(characters[position]) {
            text.append(characters[position])
            position += 1
        }
        return text
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " { position += 1 }
    }
}

extension String {
    var strippedOfSpaces: String {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else {
            return ""
        }
        return String(self[first...last])
    }
}
