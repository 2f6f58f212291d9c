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
    /// The binding expression, on one line.
    let swift: String
    /// The type of the values it emits.
    let type: ValueType
    /// The binding the value comes from: a source, the sources combined, or a constant's `just`,
    /// in the parts it may be broken into: `AnyViewBinding<(Int, Bool)>` and `.combineLatest(…)`.
    private let receiver: [String]
    /// The closure `receiver` is mapped through, when there is one.
    private let transform: Transform?

    /// A `map` closure: its signature (`(count: Int) -> String`), the tuple elements it names
    /// (`let a = values.0`) and the expression it returns.
    private struct Transform {
        let signature: String
        let lets: [String]
        let body: String

        /// The closure on one line.
        var swift: String {
            lets.isEmpty
                ? "{ \(signature) in \(body) }" : "{ \(signature) in \(lets.joined(separator: "; ")); return \(body) }"
        }
    }

    /// How a source, given as its Swift identifier, is reached: `viewModel.$count`,
    /// `viewModel.canReset`, or `$count` in the view model.
    typealias SourceSpelling = (SwiftIdentifier, Scope.Kind) -> String

    /// Builds the binding of `value`. `source` spells the binding of a state or derived value,
    /// `param` spells a param read inside the closure; `catalog` spells enums and values written as text. With `allowsDirectSource`, a value that is
    /// just one state or derived value is its binding itself, without a `map`.
    init(
        _ value: TypedValue, catalog: ComponentCatalog, allowsDirectSource: Bool, source: SourceSpelling,
        param: @escaping (String) -> String
    ) throws(EmitterError) {
        if case .scalarForm(let typeName, let formName, let expression) = value.kind,
            FormValueWriter(catalog: catalog).isVerbatim(type: typeName, form: formName)
        {
            // The scalar is the value's Swift itself (a Length's CGFloat): bound as it is.
            self = try LiveBinding(
                TypedValue(.expression(expression), type: expression.type, range: value.range), catalog: catalog,
                allowsDirectSource: allowsDirectSource, source: source, param: param)
            return
        }
        let sources = try Self.sources(of: value)
        if allowsDirectSource, case .expression(let expression) = value.kind,
            case .reference(let name, let scope) = expression.kind, scope.isLive
        {
            self.init(
                receiver: [source(try Identifiers.identifier(name), scope)], transform: nil, type: expression.type)
            return
        }
        let writer = SwiftExpressionWriter(catalog: catalog) {
            (name: String, scope: Scope.Kind, range: SourceRange) throws(EmitterError) -> String in
            switch scope {
            case .state, .derived, .loopVariable, .payloadField, .liveParam, .centerDistance:
                return try Identifiers.local(name)
            case .param: return param(try Identifiers.source(name))
            default: throw EmitterError.checkerInvariant("a \(scope.rawValue) read by a live value", at: range)
            }
        }
        let body = try writer.value(value)
        // UIKit's image initializers are failable, so an Image made in the closure is a UIImage?.
        let type = value.type == .image ? ValueType.optional(.image) : value.type
        let result = try SwiftTypeName.of(type, catalog: catalog)
        guard let first = sources.first else {
            self.init(receiver: ["AnyViewBinding<\(result)>.just(\(body))"], transform: nil, type: type)
            return
        }
        if sources.count == 1 {
            let signature =
                "(\(try Identifiers.local(first.name)): \(try SwiftTypeName.of(first.type, catalog: catalog))) -> \(result)"
            self.init(
                receiver: [source(try Identifiers.identifier(first.name), first.scope)],
                transform: Transform(signature: signature, lets: [], body: body), type: type)
            return
        }
        let combined = try Self.combining(sources, catalog: catalog, source: source)
        self.init(
            receiver: combined.receiver,
            transform: Transform(
                signature: "(\(combined.tuple): \(combined.tupleType)) -> \(result)", lets: combined.lets, body: body),
            type: type)
    }

    /// Several sources as one binding of nested pairs (`combineLatest`), and the `let`s that name
    /// each source's value from the pair the closure gets.
    private static func combining(_ sources: [Source], catalog: ComponentCatalog, source: SourceSpelling)
        throws(EmitterError) -> (receiver: [String], tuple: String, tupleType: String, lets: [String])
    {
        // No name the closure reads is `values`: Identifiers.local renames a source of that name.
        let tuple = "values"
        let first = sources[0]
        var combined = [source(try Identifiers.identifier(first.name), first.scope)]
        var tupleType = try SwiftTypeName.of(first.type, catalog: catalog)
        var paths = [tuple]
        for next in sources.dropFirst() {
            let nextType = try SwiftTypeName.of(next.type, catalog: catalog)
            let pairType = "(\(tupleType), \(nextType))"
            combined = [
                "AnyViewBinding<\(pairType)>",
                ".combineLatest(\(combined.joined()), \(source(try Identifiers.identifier(next.name), next.scope)))",
            ]
            tupleType = pairType
            paths = paths.map { tuple + ".0" + $0.dropFirst(tuple.count) } + [tuple + ".1"]
        }
        var lets: [String] = []
        for (source, path) in zip(sources, paths) { lets.append("let \(try Identifiers.local(source.name)) = \(path)") }
        return (combined, tuple, tupleType, lets)
    }

    private init(receiver: [String], transform: Transform?, type: ValueType) {
        self.receiver = receiver
        self.transform = transform
        self.type = type
        swift = receiver.joined() + (transform.map { ".map " + $0.swift } ?? "")
    }

    /// The binding after `declaration` (`lazy var x: AnyViewBinding<Int> = `), as lines to write at
    /// `indentation` columns: one line when it fits in 120 columns; else the `map` closure below its
    /// receiver, one statement a line, and `.combineLatest(…)` below its type when the receiver does
    /// not fit beside the declaration either.
    func lines(after declaration: String, indentation: Int) -> [String] {
        let width = 120 - indentation
        guard (declaration + swift).count > width else { return [declaration + swift] }
        let receiverLines =
            (declaration + receiver.joined()).count > width
            ? [declaration + receiver[0]] + receiver.dropFirst().map { "    " + $0 }
            : [declaration + receiver.joined()]
        guard let transform else { return receiverLines }
        let statements = transform.lets + [transform.lets.isEmpty ? transform.body : "return " + transform.body]
        return receiverLines + ["    .map { \(transform.signature) in"] + statements.map { "        " + $0 } + ["    }"]
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
        for expression in value.expressions.flatMap(\.subtree) {
            guard case .reference(let name, let scope) = expression.kind else { continue }
            if scope == .appState {
                throw EmitterError.checkerInvariant("app state read by a screen", at: expression.range)
            }
            if scope.isLive, !found.contains(where: { $0.name == name }) {
                found.append(Source(name: name, scope: scope, type: expression.type))
            }
        }
        return found
    }
}
