import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML

/// What a view tree refers to, found by shape before the catalog types it: names its expressions
/// read, actions its events run (`onTap: increment`, `send:`), and signals they emit.
struct BodyReferences {
    private(set) var reads: Set<String> = []
    private(set) var actions: Set<String> = []
    private(set) var signals: Set<String> = []
    let source: SourceFile

    init(source: SourceFile, body: ComponentNode?) {
        self.source = source
        body?.forEachValue { node, property in value(node, eventPosition: property != nil) }
    }

    private mutating func value(_ node: YAMLNode, eventPosition: Bool) {
        switch node.value {
        case .scalar(let text, _):
            if eventPosition { actions.insert(text) }
            if case .expression(let expression)? = ValueParser.parse(node, in: source).0 { names(in: expression) }
            if case .interpolation(let segments)? = ValueParser.parse(node, in: source).0 {
                for case .expression(let expression) in segments { names(in: expression) }
            }
        case .sequence(let items, _):
            items.forEach { value($0, eventPosition: eventPosition) }
        case .mapping(let entries, _):
            for entry in entries {
                switch entry.key.scalarText {
                case "send": entry.value.scalarText.map { _ = actions.insert($0) }
                case "emit": entry.value.scalarText.map { _ = signals.insert($0) }
                default: value(entry.value, eventPosition: eventPosition && entry.key.scalarText?.hasPrefix("on") == true)
                }
            }
        }
    }

    private mutating func names(in expression: ExpressionSyntax) {
        switch expression.kind {
        case .name(let name): reads.insert(name)
        case .array(let items): items.forEach { names(in: $0) }
        case .member(let base, _, _), .methodCall(let base, _, _, _): names(in: base)
        case .call(_, let arguments): arguments.forEach { names(in: $0) }
        case .unary(_, let operand): names(in: operand)
        case .binary(_, let left, let right): names(in: left); names(in: right)
        case .conditional(let condition, let then, let otherwise): [condition, then, otherwise].forEach { names(in: $0) }
        case .integer, .double, .string, .boolean, .nilLiteral: break
        }
    }
}
