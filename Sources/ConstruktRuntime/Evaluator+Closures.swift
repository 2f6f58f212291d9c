import ConstruktAST
import ConstruktChecker

/// The built-ins that take a closure (Docs/language.md, Expressions), as the generated Swift's
/// `map`, `filter`, `sorted(by:)`, `first(where:)`, `contains(where:)` and `reduce` run them: the
/// body evaluated with its parameters bound, through a nil list giving nil.
extension Evaluator {
    func call(
        _ function: BuiltinFunction, receiver: RuntimeValue?, initial: RuntimeValue?,
        parameters: [TypedExpression.ClosureParameter], body: TypedExpression
    ) throws -> RuntimeValue {
        let items: [RuntimeValue]
        switch receiver {
        case .null?: return .null
        case .list(let list)?: items = list
        default: throw RuntimeFailure("\(function.usage) needs a list, got \(receiver?.description ?? "nothing")")
        }
        func apply(_ arguments: RuntimeValue...) throws -> RuntimeValue {
            try binding(parameters, to: arguments).evaluate(body)
        }
        func holds(_ arguments: RuntimeValue...) throws -> Bool {
            try Self.bool(binding(parameters, to: arguments).evaluate(body), in: "the closure of \(function.spelling)")
        }
        switch function {
        case .map: return .list(try items.map { try apply($0) })
        case .filter: return .list(try items.filter { try holds($0) })
        case .sorted: return .list(try items.sorted { try holds($0, $1) })
        case .first: return try items.first { try holds($0) } ?? .null
        case .firstIndexWhere: return try items.firstIndex { try holds($0) }.map(RuntimeValue.int) ?? .null
        case .maxBy: return try items.max { try holds($0, $1) } ?? .null
        case .minBy: return try items.min { try holds($0, $1) } ?? .null
        case .contains: return .bool(try items.contains { try holds($0) })
        case .reduce:
            guard let initial else { throw RuntimeFailure("\(function.usage) takes an initial value") }
            return try items.reduce(initial) { try apply($0, $1) }
        default: throw RuntimeFailure("\(function.usage) takes no closure")
        }
    }

    /// An evaluator that reads the closure's parameters as `arguments` and every other name as this one does.
    private func binding(_ parameters: [TypedExpression.ClosureParameter], to arguments: [RuntimeValue]) -> Evaluator {
        var bound: [String: RuntimeValue] = [:]
        for (parameter, argument) in zip(parameters, arguments) { bound[parameter.name] = argument }
        let outer = self
        return Evaluator { name, kind in
            if kind == .closureParameter, let value = bound[name] { return value }
            return try outer.read(name, kind)
        }
    }
}
