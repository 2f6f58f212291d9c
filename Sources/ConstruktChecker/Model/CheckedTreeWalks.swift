/// The children of checked nodes and expressions, each kind's defined once here, so that a walk
/// over a view tree or an expression is written over these and a new kind of node or expression
/// is handled in one place (a statement's are beside its kinds, in CheckedStatement.swift).
extension CheckedNode {
    /// The nodes written directly inside this one: a control node's branches or body, a
    /// component's slot nodes and those of its sections and cells.
    public var children: [CheckedNode] {
        switch kind {
        case .component(let component): return component.childNodes
        case .conditional(_, let then, let otherwise): return then + otherwise
        case .forEach(_, let body): return body
        case .switchOver(let checked): return Array(checked.bodies.joined())
        case .slot: return []
        }
    }

    /// Every component at or below this node, depth first in the order written: component nodes,
    /// and the sections and cells (`entries`) each holds.
    public var components: [CheckedComponent] {
        switch kind {
        case .component(let component): return component.components
        case .conditional, .forEach, .switchOver, .slot: return children.flatMap(\.components)
        }
    }
}

extension CheckedComponent {
    /// The nodes of its slots, and of its sections' and cells' slots, in the order written.
    public var childNodes: [CheckedNode] {
        members.flatMap { member -> [CheckedNode] in
            switch member.kind {
            case .slot(_, let nodes): return nodes
            case .entries(let entries): return entries.flatMap(\.childNodes)
            case .property, .event, .accessibilityIdentifier: return []
            }
        }
    }

    /// This component, then every component below it, depth first in the order written (a
    /// section or cell before the nodes it holds).
    public var components: [CheckedComponent] {
        var found = [self]
        for member in members {
            switch member.kind {
            case .slot(_, let nodes): found += nodes.flatMap(\.components)
            case .entries(let entries): found += entries.flatMap(\.components)
            case .property, .event, .accessibilityIdentifier: break
            }
        }
        return found
    }

    /// What each of its own events runs, in the order written (not its children's).
    public var eventBodies: [[CheckedStatement]] {
        members.compactMap { member in
            if case .event(_, _, let body) = member.kind { return body }
            return nil
        }
    }
}

extension TypedExpression {
    /// The expressions written directly inside this one, in the order written: a list's items, a
    /// member's base, a function's receiver and arguments, an operator's operands, a conditional's
    /// condition and branches, a payload's or a model's fields.
    public var children: [TypedExpression] {
        switch kind {
        case .integer, .double, .string, .boolean, .nilLiteral, .emptyDictionary, .reference, .keyPath: return []
        case .array(let items): return items
        case .member(let base, _, _): return [base]
        case .builtin(_, let receiver, let arguments, _): return (receiver.map { [$0] } ?? []) + arguments
        case .unary(_, let operand): return [operand]
        case .binary(_, let left, let right): return [left, right]
        case .conditional(let condition, let then, let otherwise): return [condition, then, otherwise]
        case .enumCase(_, let arguments), .construction(_, let arguments): return arguments.map(\.value)
        case .closure(_, let body): return [body]
        case .payloadField(let subject, _, _, _): return [subject]
        }
    }

    /// This expression, then every expression inside it, depth first in the order written.
    public var subtree: [TypedExpression] {
        [self] + children.flatMap(\.subtree)
    }

    /// Whether this expression or one inside it is a reference for which `isRead` holds
    /// (`isRead(name, scope)`), looking no further than the first.
    public func reads(where isRead: (String, Scope.Kind) -> Bool) -> Bool {
        if case .reference(let name, let scope) = kind { return isRead(name, scope) }
        return children.contains { $0.reads(where: isRead) }
    }
}
