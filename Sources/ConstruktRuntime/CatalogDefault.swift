import ConstruktCatalog

/// A catalog property's `default:` (spelled as in a screen) read as the runtime attribute it sets:
/// a Bool for `hidden`, `enabled`, `isOn`, …, a number for `value`, a list for `items`, text for
/// `text`, `id` and `placeholder`, and the written form for everything else.
enum CatalogDefault {
    static func value(_ value: WrittenValue, for attribute: RuntimeAttribute) throws -> RuntimeValue {
        switch attribute {
        case .hidden, .enabled, .selected, .isOn, .animating:
            switch value.scalarText {
            case "true": return .bool(true)
            case "false": return .bool(false)
            default:
                throw RuntimeFailure(
                    "catalog default \(value.written) of a '\(attribute.rawValue)' property is not true or false")
            }
        case .value:
            if let text = value.scalarText, let integer = Int(text) { return .int(integer) }
            if let text = value.scalarText, let double = Double(text) { return .double(double) }
            throw RuntimeFailure("catalog default \(value.written) of a 'value' property is not a number")
        case .items:
            guard value.listItems?.isEmpty == true else {
                throw RuntimeFailure("catalog default \(value.written) of an 'items' property is not []")
            }
            return .list([])
        case .text, .id, .placeholder:
            return value.scalarText.map(RuntimeValue.string) ?? .written(value.written)
        case .image:
            return .written(value.written)
        }
    }
}
