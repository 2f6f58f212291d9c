import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// A live value as a ConstruktKit binding expression (CATALOG-FORMAT.md §9): the `$state`
/// projections and derived bindings it reads, combined with `AnyViewBinding.combineLatest` when
/// there are several, then `map`ped through a closure that computes the value.
///
/// Inside the closure each state or derived value is a parameter of its own name, with its type
/// written out (annotated closures keep the Swift type checker fast); params are read from the
/// view model. With three or more sources the tuples nest: `((a, b), c)`.
struct LiveBinding {
    /// The binding expression.
    let swift: String
    /// The type of the values it emits.
    let type: ValueType

    /// How a source, given as its Swift identifier, is reached: `viewModel.$count`,
    /// `viewModel.canReset`, or `$count` in the view model.
    typealias SourceSpelling = (SwiftIdentifier, Scope.Kind) -> String

    /// Builds the binding of `value`. `source` spells the binding of a state or derived value,
    /// `param` spells a param read inside the closure; `catalog` spells enums and values written as text. With `allowsDirectSource`, a value that is
    /// just one state or derived value is its binding itself, without a `map`.
    init(
        _ value: TypedValue, catalog: ComponentCatalog, allowsDirectSource: Bool, source: SourceSpelling, param: @escaping (String) -> String
    ) throws(EmitterError) {
        if case .scalarForm(let typeName, let formName, let expression) = value.kind, FormValueWriter(catalog: catalog).isVerbatim(type: typeName, form: formName) {
            // The scalar is the value's Swift itself (a Length's CGFloat): bound as it is.
            self = try LiveBinding(TypedValue(.expression(expression), type: expression.type, range: value.range), catalog: catalog,
                                   allowsDirectSource: allowsDirectSource, source: source, param: param)
            return
        }
        let sources = try Self.sources(of: value)
        if allowsDirectSource, case .expression(let expression) = value.kind, case .reference(let name, let scope) = expression.kind, scope.isLive {
            swift = source(try Identifiers.identifier(name), scope)
            type = expression.type
            return
        }
        let writer = SwiftExpressionWriter(catalog: catalog) { (name: String, scope: Scope.Kind, range: SourceRange) throws(EmitterError) -> String in
            switch scope {
            case .state, .derived, .loopVariable: return try Identifiers.local(name)
            case .param: return param(try Identifiers.source(name))
            default: throw EmitterError.checkerInvariant("a \(scope.rawValue) read by a live value", at: range)
            }
        }
        let body = try writer.value(value)
        // UIKit's image initializers are failable, so an Image made in the closure is a UIImage?.
        type = value.type == .image ? .optional(.image) : value.type
        let result = try SwiftTypeName.of(type, catalog: catalog)
        guard let first = sources.first else {
            swift = "AnyViewBinding<\(result)>.just(\(body))"
            return
        }
        if sources.count == 1 {
            swift = "\(source(try Identifiers.identifier(first.name), first.scope)).map { (\(try Identifiers.local(first.name)): \(try SwiftTypeName.of(first.type, catalog: catalog))) -> \(result) in \(body) }"
            return
        }
        // No name the closure reads is `values`: Identifiers.local renames a source of that name.
        let tuple = "values"
        var combined = source(try Identifiers.identifier(first.name), first.scope)
        var tupleType = try SwiftTypeName.of(first.type, catalog: catalog)
        var paths = [tuple]
        for next in sources.dropFirst() {
            let nextType = try SwiftTypeName.of(next.type, catalog: catalog)
            let pairType = "(\(tupleType), \(nextType))"
            combined = "AnyViewBinding<\(pairType)>.combineLatest(\(combined), \(source(try Identifiers.identifier(next.name), next.scope)))"
            tupleType = pairType
            paths = paths.map { tuple + ".0" + $0.dropFirst(tuple.count) } + [tuple + ".1"]
        }
        var lets: [String] = []
        for (source, path) in zip(sources, paths) { lets.append("let \(try Identifiers.local(source.name)) = \(path)") }
        swift = "\(combined).map { (\(tuple): \(tupleType)) -> \(result) in \(lets.joined(separator: "; ")); return \(body) }"
    }

    /// A state or derived value the binding reads.
    private struct Source: Equatable {
        let name: String
        let scope: Scope.Kind
        let type: ValueType
    }

    /// The live names `value` reads, once each, in the order first read.
    private static func sources(of value: TypedValue) throws(EmitterError) -> [Source] {
        var found: [Source] = []
        func visit(_ expression: TypedExpression) throws(EmitterError) {
            switch expression.kind {
            case .reference(let name, let scope):
                if scope == .appState { throw EmitterError.checkerInvariant("app state read by a screen", at: expression.range) }
                if scope.isLive, !found.contains(where: { $0.name == name }) {
                    found.append(Source(name: name, scope: scope, type: expression.type))
                }
            case .integer, .double, .string, .boolean, .nilLiteral, .keyPath: break
            case .array(let items): for item in items { try visit(item) }
            case .member(let base, _, _): try visit(base)
            case .builtin(_, let receiver, let arguments, _):
                if let receiver { try visit(receiver) }
                for argument in arguments { try visit(argument) }
            case .unary(_, let operand): try visit(operand)
            case .binary(_, let left, let right): try visit(left); try visit(right)
            case .conditional(let condition, let then, let otherwise): try visit(condition); try visit(then); try visit(otherwise)
            case .enumCase(_, let arguments), .construction(_, let arguments): for argument in arguments { try visit(argument.value) }
            }
        }
        for expression in value.expressions { try visit(expression) }
        return found
    }
}
