import ConstruktCatalog
import ConstruktDiagnostics
import ConstruktYAML

extension YAMLNode {
    /// A catalog's constant as the typer reads a screen's value, every part of it at `range`, the
    /// node it is written for: the checker types it once, and the stages after it read the typed
    /// value.
    init(_ value: WrittenValue, at range: SourceRange) {
        switch value {
        case .scalar(let text, let quoted): self.init(.scalar(text, quoted ? .doubleQuoted : .plain), range: range)
        case .list(let items): self.init(.sequence(items.map { YAMLNode($0, at: range) }, flow: true), range: range)
        case .fields(let fields):
            let entries = fields.map {
                YAMLMappingEntry(
                    key: YAMLNode(.scalar($0.name, .plain), range: range), value: YAMLNode($0.value, at: range))
            }
            self.init(.mapping(entries, flow: true), range: range)
        }
    }
}
