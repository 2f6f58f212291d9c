import ConstruktCatalog
import ConstruktYAML

/// A catalog property's `default:` (spelled as in a screen) read as the runtime attribute it sets:
/// a Bool for `hidden`, `enabled`, `isOn`, …, a number for `value`, a list for `items`, text for
/// `text`, `id` and `placeholder`, and the written form for everything else.
enum CatalogDefault {
    static func value(_ node: YAMLNode, for attribute: RuntimeAttribute) throws -> RuntimeValue {
        switch attribute {
        case .hidden, .enabled, .selected, .isOn, .animating:
            switch node.scalarText {
            case "true": return .bool(true)
            case "false": return .bool(false)
            default: throw RuntimeFailure("catalog default \(written(node)) of a '\(attribute.rawValue)' property is not true or false")
            }
        case .value:
            if let text = node.scalarText, let integer = Int(text) { return .int(integer) }
            if let text = node.scalarText, let double = Double(text) { return .double(double) }
            throw RuntimeFailure("catalog default \(written(node)) of a 'value' property is not a number")
        case .items:
            guard node.sequenceItems?.isEmpty == true else { throw RuntimeFailure("catalog default \(written(node)) of an 'items' property is not []") }
            return .list([])
        case .text, .id, .placeholder:
            return node.scalarText.map(RuntimeValue.string) ?? .written(written(node))
        case .image:
            return .written(written(node))
        }
    }

    /// A YAML value in flow style, as a catalog value's written form.
    static func written(_ node: YAMLNode) -> String {
        switch node.value {
        case .scalar(let text, _): return text
        case .sequence(let items, _): return "[" + items.map(written).joined(separator: ", ") + "]"
        case .mapping(let entries, _): return "{" + entries.map { "\(written($0.key)): \(written($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}
