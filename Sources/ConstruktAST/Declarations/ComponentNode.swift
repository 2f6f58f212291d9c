import ConstruktDiagnostics
import ConstruktYAML

/// A node of a view tree: a component with its content, or a control node (`if`, `forEach`,
/// `switch`).
public struct ComponentNode: Sendable {
    public indirect enum Kind: Sendable {
        case component(Identifier, ComponentContent)
        case conditional(condition: YAMLNode, then: [ComponentNode], else: [ComponentNode])
        /// `index:` names the element's position, an Int from 0.
        case forEach(items: YAMLNode, variable: Identifier?, index: Identifier?, body: [ComponentNode])
        /// `switch: $value` with `cases:` (and `default:`): the nodes of the case the value is.
        case switchOver(SwitchSyntax<[ComponentNode]>)
        /// `- slot: leading` in a component's body: where the views its user gives for that slot go.
        case slot(Identifier)
    }

    public var kind: Kind
    public var range: SourceRange
}

/// What follows a component's name (Docs/language.md, Component nodes).
public enum ComponentContent: Sendable {
    /// Properties in the order written: initializer parameters, modifiers, slots, events.
    case properties([Property])
    /// A list of nodes: the component's default slot (`children` for stacks).
    case children([ComponentNode])
    /// A list whose items are not component nodes: section or cell entries for the default slot
    /// (`CollectionView: [ { section: popular, … } ]`), read by the checker with the catalog.
    case list(YAMLNode)
    /// A single value: the component's primary parameter (`LabelView: Hello`).
    case primary(YAMLNode)
    /// Nothing (`- SpacerView:`).
    case empty
}

/// One property of a component. A value that is written as a node or a list of nodes is read as
/// nodes here; whether the property really is a slot is the catalog's call, in the checker.
public struct Property: Sendable {
    /// A property's value: component nodes, or a plain value the checker types.
    public enum Value: Sendable {
        case nodes([ComponentNode])
        case value(YAMLNode)
    }

    public var name: Identifier
    public var value: Value
    /// The value's node as written, whatever it was read as.
    public var node: YAMLNode
}

extension Property.Value {
    /// The range of what was written: the nodes' span, or the value's.
    public var range: SourceRange {
        switch self {
        case .value(let node): return node.range
        case .nodes(let nodes):
            guard let first = nodes.first, let last = nodes.last else {
                return SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0))
            }
            return SourceRange(start: first.range.start, end: last.range.end)
        }
    }
}
