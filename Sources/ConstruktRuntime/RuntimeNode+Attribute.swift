import ConstruktCatalog

extension RuntimeNode {
    /// What `name` under an `expect`'s `has:` reads on the node (Docs/language.md, A scenario
    /// file): a property's runtime attribute (negated for `visible`), else the value a running
    /// animation shows or the value written for it, else its catalog default when that is a plain number, Bool or text; or a runtime
    /// attribute. `nil` when the node holds none.
    func attribute(named name: String, in catalog: ComponentCatalog) throws -> RuntimeValue? {
        switch NodeAttributeName(name, of: type, in: catalog) {
        case .property(let property)?:
            if let runtime = property.runtime {
                let attribute = runtime.attribute.rawValue
                guard let value = attributes[attribute] else { return nil }
                return runtime.negated ? .bool(!(try Evaluator.bool(value, in: "'!\(attribute)'"))) : value
            }
            let names = [property.name, name] + property.aliases
            if let shown = names.lazy.compactMap({ presented[$0] }).first { return shown }
            if let written = names.lazy.compactMap({ style[$0] }).first {
                return written
            }
            return property.defaultValue?.scalarText.flatMap(Self.plainValue)
        case .attribute(let attribute)?:
            return attributes[attribute.rawValue]
        case nil:
            return nil
        }
    }

    /// A catalog default written as a plain scalar, as a scenario's constant of its type reads.
    private static func plainValue(_ text: String) -> RuntimeValue {
        if let integer = Int(text) { return .int(integer) }
        if let double = Double(text) { return .double(double) }
        if text == "true" || text == "false" { return .bool(text == "true") }
        return .string(text)
    }
}
