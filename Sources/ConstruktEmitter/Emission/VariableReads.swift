import ConstruktChecker

/// Which variables a view tree or an action's statements read. A subtree that reads a loop variable
/// it does not bind itself (a `forEach`'s, a list's, an event's `value`) only compiles where that
/// variable is in scope, so it cannot become a property of its own (ExtractedViews); a loop
/// variable or an action param that nothing reads is written `_`, as Swift asks.
struct VariableReads {
    /// Whether a reference to a name of a scope is the one looked for; `bound` holds the loop
    /// variables the subtree around the reference binds itself.
    private let matches: (_ name: String, _ scope: Scope.Kind, _ bound: Set<String>) -> Bool

    /// Whether `node` reads a loop variable bound outside it (or a carousel cell's distance, which
    /// its cell closure binds).
    static func readsOuterLoopVariable(_ node: CheckedNode) -> Bool {
        VariableReads { name, scope, bound in
            (scope == .loopVariable || scope == .centerDistance) && !bound.contains(name)
        }.reads(node, bound: [])
    }

    /// Whether a list's section reads a loop variable bound outside it.
    static func readsOuterLoopVariable(_ section: CheckedComponent) -> Bool {
        VariableReads { name, scope, bound in
            (scope == .loopVariable || scope == .centerDistance) && !bound.contains(name)
        }.reads(section, bound: [])
    }

    /// Whether `body` reads the loop variable `name` of the loop around it.
    static func readsLoopVariable(_ name: String, in body: [CheckedNode]) -> Bool {
        let reads = VariableReads { read, scope, bound in
            scope == .loopVariable && read == name && !bound.contains(name)
        }
        return body.contains { reads.reads($0, bound: []) }
    }

    /// Whether an event's statements read the loop variable `name` of a loop around the node.
    static func readsLoopVariable(_ name: String, in statements: [CheckedStatement]) -> Bool {
        let reads = VariableReads { read, scope, bound in
            scope == .loopVariable && read == name && !bound.contains(name)
        }
        return statements.contains { reads.reads($0, bound: []) }
    }

    /// Whether an action's `body` reads its param `name`.
    static func readsActionParam(_ name: String, in body: [CheckedStatement]) -> Bool {
        let reads = VariableReads { read, scope, _ in scope == .actionParam && read == name }
        return body.contains { reads.reads($0, bound: []) }
    }

    private func reads(_ node: CheckedNode, bound: Set<String>) -> Bool {
        switch node.kind {
        case .component(let component):
            return reads(component, bound: bound)
        case .conditional(let condition, let then, let otherwise):
            return reads(condition, bound: bound) || (then + otherwise).contains { reads($0, bound: bound) }
        case .forEach(let loop, let body):
            return reads(loop.items, bound: bound) || body.contains { reads($0, bound: bound.union([loop.variable])) }
        case .switchOver(let checked):
            return reads(checked.subject, bound: bound)
                || checked.cases.contains { branch in
                    branch.body.contains { reads($0, bound: bound.union(branch.payload)) }
                }
                || (checked.fallback ?? []).contains { reads($0, bound: bound) }
        case .slot:
            return false
        }
    }

    /// Whether a switch case's `body` reads its payload field `name`.
    static func readsPayloadField(_ name: String, in body: [CheckedNode]) -> Bool {
        body.contains { payloadField(name).reads($0, bound: []) }
    }

    /// Whether a switch case's statements read its payload field `name`.
    static func readsPayloadField(_ name: String, in body: [CheckedStatement]) -> Bool {
        body.contains { payloadField(name).reads($0, bound: []) }
    }

    /// Whether a value (the value of a switch inside the case) reads the case's payload field `name`.
    static func readsPayloadField(_ name: String, in value: TypedValue) -> Bool {
        payloadField(name).reads(value, bound: [])
    }

    /// Whether statements read a payload field of a kept branch (whose events match its case first).
    static func readsKeptPayload(in body: [CheckedStatement]) -> Bool {
        let reads = VariableReads { _, scope, _ in scope == .payloadField }
        return body.contains { reads.reads($0, bound: []) }
    }

    /// The reads of the payload field `name`: a constant one, or a kept branch's live one.
    private static func payloadField(_ name: String) -> VariableReads {
        VariableReads { read, scope, bound in
            (scope == .loopVariable || scope == .payloadField) && read == name && !bound.contains(name)
        }
    }

    private func reads(_ component: CheckedComponent, bound outer: Set<String>) -> Bool {
        if let loop = component.loop, reads(loop.items, bound: outer) { return true }
        let perItem = outer.union(
            component.loop.map {
                [$0.variable] + ($0.index.map { [$0] } ?? []) + ($0.centerDistance.map { [$0] } ?? [])
            }
                ?? [])
        return component.members.contains { member in
            // Only the members written once per item see the list's loop variable.
            let bound = component.loop?.perItemMembers.contains(member.name) == true ? perItem : outer
            switch member.kind {
            case .property(let value, _), .accessibilityIdentifier(let value):
                return reads(value, bound: bound)
            case .slot(let arguments, let nodes):
                return arguments.contains { reads($0.value, bound: bound) }
                    || nodes.contains { reads($0, bound: bound) }
            case .entries(let entries):
                return entries.contains { reads($0, bound: bound) }
            case .event(let arguments, let value, let body):
                let inner = value == nil ? bound : bound.union(["value"])
                return arguments.contains { reads($0.value, bound: bound) } || body.contains { reads($0, bound: inner) }
            }
        }
    }

    private func reads(_ statement: CheckedStatement, bound: Set<String>) -> Bool {
        statement.values.contains { reads($0, bound: bound) }
            || statement.blocks.contains { block in
                block.statements.contains { reads($0, bound: bound.union(block.binds)) }
            }
    }

    private func reads(_ value: TypedValue, bound: Set<String>) -> Bool {
        value.expressions.contains { reads($0, bound: bound) }
    }

    private func reads(_ expression: TypedExpression, bound: Set<String>) -> Bool {
        expression.reads { name, scope in matches(name, scope, bound) }
    }
}
