import ConstruktYAML

extension WrittenValue {
    /// The value of a catalog's YAML node; a mapping key that is not a scalar is named by its
    /// flow form.
    init(_ node: YAMLNode) {
        switch node.value {
        case .scalar(let text, let style): self = .scalar(text, quoted: style != .plain)
        case .sequence(let items, _): self = .list(items.map(WrittenValue.init))
        case .mapping(let entries, _):
            self = .fields(
                entries.map {
                    WrittenField(name: $0.key.scalarText ?? WrittenValue($0.key).written, value: WrittenValue($0.value))
                })
        }
    }
}
