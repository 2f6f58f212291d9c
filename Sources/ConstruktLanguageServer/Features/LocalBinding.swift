import ConstruktChecker
import ConstruktYAML

/// A name a node binds for the nodes inside it, as the checker's scopes have it: a list section's
/// or `forEach`'s loop variable (`as:`, default `item`) and position (`index:`), the name a
/// component gives its content (a GeometryReader's `as:`), a `switch` case's payload fields, and
/// `value` in the statements a component's signal runs (`on: { chosen: [ … ] }`).
struct LocalBinding {
    enum Kind: String {
        case loopVariable = "loop variable"
        case position = "position"
        case contentName = "content name"
        case payloadField = "payload field"
        case signalValue = "signal value"
    }

    var name: String
    var kind: Kind
    var type: ValueType?
    /// The scalar that declares the name in the file (`as: movie`'s `movie`); `nil` for a name
    /// given by default (`item`) or declared elsewhere (a payload field, in its type).
    var declaration: YAMLNode?
    /// Where the name was given without a text of its own: the list's `items:` or `forEach:` key,
    /// the `switch:` key.
    var anchor: YAMLNode
    /// For a payload field, the enum and the case that declare it.
    var payloadOf: (type: String, caseName: String)?

    /// The names a mapping binds for its entry `key`, with their types where the names they read
    /// resolve in `lookup` (the names in scope outside it).
    static func bindings(
        of entries: [YAMLMappingEntry], for key: String, types: TypeEnvironment?, lookup: (String) -> ValueType?
    ) -> [LocalBinding] {
        func entry(_ name: String) -> YAMLMappingEntry? { entries.first { $0.key.scalarText == name } }
        if let list = entry("forEach") ?? entry("items") {
            guard key != list.key.scalarText, key != "as", key != "index" else { return [] }
            let element = ExpressionType.of(list.value.scalarText ?? "", types: types, lookup: lookup).flatMap(
                ExpressionType.element)
            var found = [
                LocalBinding(
                    name: entry("as")?.value.scalarText ?? "item", kind: .loopVariable, type: element,
                    declaration: entry("as")?.value, anchor: list.key)
            ]
            if let index = entry("index"), let name = index.value.scalarText {
                found.append(
                    LocalBinding(name: name, kind: .position, type: .int, declaration: index.value, anchor: index.key))
            }
            return found
        }
        if let named = entry("as"), let name = named.value.scalarText, key != "as" {
            return [
                LocalBinding(name: name, kind: .contentName, type: nil, declaration: named.value, anchor: named.key)
            ]
        }
        return []
    }

    /// The payload fields a `switch` mapping's case `caseName` binds in its branch.
    static func payload(
        of entries: [YAMLMappingEntry], caseName: String, types: TypeEnvironment?, lookup: (String) -> ValueType?
    ) -> [LocalBinding] {
        guard let subject = entries.first(where: { $0.key.scalarText == "switch" }), let types,
            case .payloadEnumeration(let name)? = ExpressionType.of(
                subject.value.scalarText ?? "", types: types, lookup: lookup
            ).map(ExpressionType.unwrapped),
            let fields = types.payload(of: caseName, in: name)
        else { return [] }
        return fields.map {
            LocalBinding(
                name: $0.name, kind: .payloadField, type: $0.type, declaration: nil, anchor: subject.key,
                payloadOf: (name, caseName))
        }
    }
}
