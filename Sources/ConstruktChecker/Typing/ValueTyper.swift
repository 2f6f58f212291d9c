import ConstruktAST
import ConstruktCatalog
import ConstruktDiagnostics
import ConstruktYAML

/// Types a value as written in a file by the type its place expects (Docs/language.md, Files and apps and §4): plain
/// text is read by that type (`no` stays text in a String place and is an error in a Bool place),
/// `${…}` and `$name` are typed expressions, interpolation is a String. Expression syntax errors
/// were reported by `ExpressionSyntaxCheck` and are not repeated here.
struct ValueTyper {
    let source: SourceFile
    let types: TypeEnvironment
    let limits: ExpressionLimits
    /// The catalogs whose value types (Color, Length, …) values are matched against.
    let catalog: ComponentCatalog?
    var diagnostics: [Diagnostic] = []
    private(set) var reads: Set<String> = []
    /// The file's values as the syntax pass parsed them.
    let parsed: ParsedValues
    /// Whether the value being typed is a component property's, whose template may take a form
    /// apart (`image: { url: … }` is `ImageView(url:)`). Elsewhere (a default, a statement's value)
    /// a form without a whole-value Swift has no value to hold, and is an error.
    var isPropertyValue = false
    /// Whether the place being typed may follow state. A misspelt name in a place that may not
    /// (a section's `id:`) is offered no state or derived value, whose fix-it would be CK0804.
    var placeCanFollowState = true

    init(
        source: SourceFile, types: TypeEnvironment, limits: ExpressionLimits, catalog: ComponentCatalog? = nil,
        parsed: ParsedValues = ParsedValues()
    ) {
        self.source = source
        self.types = types
        self.limits = limits
        self.catalog = catalog
        self.parsed = parsed
    }

    /// The plain scalars that are nil in an optional's place: Swift's `nil` and YAML's nulls.
    static let nullSpellings: Set<String> = ["nil", "null", "Null", "NULL", "~"]

    /// A scalar's syntax, parsed once per file.
    func syntax(of node: YAMLNode) -> ValueSyntax? {
        parsed.syntax(of: node, in: source, limits: limits)
    }

    /// The typed value, or `nil` after reporting why `node` does not fit `expected`.
    @discardableResult
    mutating func check(_ node: YAMLNode, expected: ValueType, scope: Scope) -> TypedValue? {
        // `default: nil` in an optional's place is nil, as a Swift user means it (and YAML's own
        // null, `null` or `~`); the text "nil" is written quoted: 'nil'.
        if case .optional = expected, case .scalar(let text, .plain) = node.value, Self.nullSpellings.contains(text) {
            return expression(ExpressionSyntax(.nilLiteral, range: node.range), expected: expected, scope: scope)
        }
        if let name = Self.catalogTypeName(ExpressionTyper.unwrapped(expected)), let catalog,
            let type = catalog.type(named: name)
        {
            return catalogValue(node, type: type, catalog: catalog, expected: expected, scope: scope)
        }
        switch node.value {
        case .scalar(let text, _):
            guard let syntax = syntax(of: node) else { return nil }
            switch syntax {
            case .text:
                return plainText(text, node: node, expected: expected, scope: scope)
            case .expression(let expression):
                let first = diagnostics.count
                let typed = self.expression(expression, expected: expected, scope: scope)
                widenShorthandFixIts(since: first, expressionRange: expression.range, node: node)
                return typed
            case .interpolation(let segments):
                guard let value = interpolation(segments, range: node.range, scope: scope) else { return nil }
                guard ExpressionTyper.accepts(expected, .string) else {
                    report(.typeMismatch, "expected \(expected), found text", at: node.range)
                    return nil
                }
                return value
            }
        case .sequence(let items, _):
            if case .enumeration(let name) = ExpressionTyper.unwrapped(expected),
                case .options? = catalog?.type(named: name)?.kind
            {
                // An option set is one member or a list of them (CATALOG-FORMAT.md §4): `[topLeft, topRight]`.
                let typed = items.map { check($0, expected: .enumeration(name), scope: scope) }
                guard typed.allSatisfy({ $0 != nil }) else { return nil }
                return TypedValue(.list(typed.compactMap { $0 }), type: .enumeration(name), range: node.range)
            }
            guard case .array(let element) = ExpressionTyper.unwrapped(expected) else {
                report(.typeMismatch, "expected \(expected), found a list", at: node.range)
                return nil
            }
            let typed = items.map { check($0, expected: element, scope: scope) }
            guard typed.allSatisfy({ $0 != nil }) else { return nil }
            return TypedValue(.list(typed.compactMap { $0 }), type: .array(element), range: node.range)
        case .mapping(let entries, _):
            switch ExpressionTyper.unwrapped(expected) {
            case .model(let name):
                return model(name, entries: entries, node: node, scope: scope)
            case .payloadEnumeration(let name):
                return enumCase(of: name, entries: entries, node: node, scope: scope)
            case .dictionary(let key, let value):
                return dictionary(key: key, value: value, entries: entries, node: node, scope: scope)
            default:
                report(.typeMismatch, "expected \(expected), found a mapping", at: node.range)
                return nil
            }
        }
    }

    /// The typed value of a place that has no declared type (a derived value, a list's items): an
    /// expression, text, or a list written as a sequence whose items are one type (`items: [a, b]`).
    mutating func infer(_ node: YAMLNode, scope: Scope) -> TypedValue? {
        if case .sequence(let items, _) = node.value { return inferList(items, at: node.range, scope: scope) }
        guard let text = node.scalarText else {
            report(
                .typeMismatch, "expected an expression, such as ${count > 0}, or a list, found a mapping",
                at: node.range)
            return nil
        }
        guard let syntax = syntax(of: node) else { return nil }
        switch syntax {
        case .text:
            return TypedValue(
                .expression(TypedExpression(.string(text), type: .string, range: node.range)), type: .string,
                range: node.range)
        case .expression(let expression):
            return self.expression(expression, expected: nil, scope: scope)
        case .interpolation(let segments):
            return interpolation(segments, range: node.range, scope: scope)
        }
    }

    /// A list written as a sequence where no type is declared: the item that tells the most of
    /// its own type (the first of those, `ExpressionTyper.ownType`) gives the element type, which
    /// the others must have (an empty one has none to give): `["${1}", "${2.5}"]` is a [Double].
    private mutating func inferList(_ items: [YAMLNode], at range: SourceRange, scope: Scope) -> TypedValue? {
        guard let leader = items.indices.max(by: { ownType(of: items[$0]) < ownType(of: items[$1]) }) else {
            report(
                .typeMismatch, "an empty list has no element type here", at: range,
                help: "declare a param or state of the list's type, with an empty default, and read it here")
            return nil
        }
        guard let head = infer(items[leader], scope: scope) else { return nil }
        var typed: [TypedValue] = []
        for (index, item) in items.enumerated() {
            guard index != leader else {
                typed.append(head)
                continue
            }
            guard let value = check(item, expected: head.type, scope: scope) else { return nil }
            typed.append(value)
        }
        return TypedValue(.list(typed), type: .array(head.type), range: range)
    }

    /// How much of its type a list's item tells alone: an expression's `ExpressionTyper.ownType`,
    /// a list's most telling item's, and text (a String) all.
    private func ownType(of node: YAMLNode) -> Int {
        if let items = node.sequenceItems { return items.map { ownType(of: $0) }.max() ?? 0 }
        if case .expression(let expression)? = syntax(of: node) { return ExpressionTyper.ownType(expression) }
        return 3
    }

    /// A typed expression as a value.
    mutating func expression(_ expression: ExpressionSyntax, expected: ValueType?, scope: Scope) -> TypedValue? {
        var typer = ExpressionTyper(path: source.path, types: types, scope: scope, catalog: catalog, reads: takeReads())
        typer.offersLiveNames = placeCanFollowState
        let typed = typer.check(expression, expected: expected)
        keep(typer)
        return typed.map { TypedValue(.expression($0), type: $0.type, range: $0.range) }
    }

    private mutating func interpolation(_ segments: [InterpolationSegment], range: SourceRange, scope: Scope)
        -> TypedValue?
    {
        var typedSegments: [TypedValue.Segment] = []
        var ok = true
        for segment in segments {
            switch segment {
            case .text(let text, _):
                typedSegments.append(.text(text))
            case .expression(let expression):
                var typer = ExpressionTyper(
                    path: source.path, types: types, scope: scope, catalog: catalog, reads: takeReads())
                typer.offersLiveNames = placeCanFollowState
                let typed = typer.check(expression, expected: nil)
                keep(typer)
                guard let typed else {
                    ok = false
                    continue
                }
                if case .optional = typed.type {
                    report(
                        .optionalAccess, "\(typed.type) may be nil, and would show as 'nil' in the text",
                        at: expression.range,
                        help: "give a fallback: '${… ?? \"\"}'")
                    ok = false
                } else if !InterpolatedText.accepts(typed.type, isCatalogEnumeration: types.isCatalogEnumeration) {
                    report(
                        .typeMismatch, "a \(typed.type) cannot be shown in text", at: expression.range,
                        help: Self.interpolationHelp(for: typed.type))
                    ok = false
                }
                typedSegments.append(.expression(typed))
            }
        }
        return ok ? TypedValue(.interpolation(typedSegments), type: .string, range: range) : nil
    }

    /// What to write instead of interpolating a value text cannot show.
    private static func interpolationHelp(for type: ValueType) -> String {
        switch type {
        case .enumeration:
            return
                "\(type) is UIKit's enum, whose raw value is a number; choose the text by case: '${… == \"center\" ? \"Centered\" : \"…\"}'"
        case .array:
            return "show its count, or the elements one by one: text shows lists of Strings, numbers and Bools only"
        case .payloadEnumeration:
            return
                "\(type)'s cases may carry values and have no text of their own: choose the text by case with a 'switch', or compare it with a case: '${… == .idle ? \"Idle\" : \"…\"}'"
        default:
            return
                "text shows Strings, numbers, Bools, enums from types:, UUIDs, URLs, and lists of Strings, numbers and Bools; show one of them"
        }
    }

    /// Plain text read by the type its place expects: a literal of that type.
    private mutating func plainText(_ text: String, node: YAMLNode, expected: ValueType, scope: Scope) -> TypedValue? {
        let target = ExpressionTyper.unwrapped(expected)
        let location = SourceLocation(path: source.path, range: node.range)
        let reference = MeantReference(text, in: scope, expected: expected, canFollowState: placeCanFollowState)
        // What the writer meant instead of text, looked for only when the text is refused: a name's
        // value, or an expression in ${…}.
        lazy var meant: (help: String, fixIts: [Diagnostic.FixIt])? =
            reference.map { ($0.help, $0.fixIts(at: location)) }
            ?? MeantExpression(
                text, expected: expected, scope: scope, types: types, catalog: catalog, path: source.path,
                canFollowState: placeCanFollowState
            ).map { ($0.help, $0.fixIts(at: location)) }
        func literal(_ kind: TypedExpression.Kind) -> TypedValue {
            TypedValue(
                .expression(TypedExpression(kind, type: target, range: node.range)), type: target, range: node.range)
        }
        switch target {
        case .string:
            return literal(.string(text))
        case .url, .date, .uuid:
            if let refusal = FoundationLiteral.refusal(of: text, as: target) {
                report(
                    .typeMismatch, refusal.message, at: node.range, help: reference?.help ?? refusal.help,
                    fixIts: reference?.fixIts(at: location) ?? [])
                return nil
            }
            return literal(.string(text))
        case .int:
            if let value = Int(text) { return literal(.integer(value)) }
        case .double, .float, .cgFloat:
            // A whole number stays as written (`16`, not `16.0`): Swift reads it as the place's type.
            if let value = Int(text) { return literal(.integer(value)) }
            if let value = Double(text), text.first != ".", text.last != "." { return literal(.double(value)) }
        case .bool:
            if text == "true" || text == "false" { return literal(.boolean(text == "true")) }
            let spelling = ["yes": "true", "on": "true", "no": "false", "off": "false"][text.lowercased()]
            report(
                .invalidBoolean, "'\(text)' is not a boolean; write true or false", at: node.range,
                help: meant?.help ?? spelling.map { "write '\($0)'" } ?? "write 'true' or 'false'",
                fixIts: meant?.fixIts ?? spelling.map { [Diagnostic.FixIt(location, replacement: $0)] } ?? [])
            return nil
        case .payloadEnumeration(let name):
            return payloadlessCase(text, of: name, node: node, reference: reference)
        case .enumeration(let name):
            let cases = types.enumerationCases(name)
            if cases.isEmpty || cases.contains(text) {
                // A catalog enum's member where an optional goes keeps that type: Swift would read `.none` there as nil.
                guard expected != target, types.isCatalogEnumeration(name) else { return literal(.string(text)) }
                return TypedValue(
                    .expression(TypedExpression(.string(text), type: target, range: node.range)), type: expected,
                    range: node.range)
            }
            let misspelt = MisspeltMember(text, among: cases)
            report(
                .typeMismatch, "'\(text)' is not a case of \(name)", at: node.range,
                notes: ["cases: " + cases.joined(separator: ", ")], help: reference?.help ?? misspelt.help,
                fixIts: reference?.fixIts(at: location) ?? misspelt.fixIts(at: location))
            return nil
        default:
            break
        }
        report(
            .typeMismatch, "expected \(expected), found the text '\(text)'", at: node.range,
            help: meant?.help
                ?? (target == .bool || target.isNumeric
                    ? nil : "write a value of type \(expected), or an expression '${…}'"),
            fixIts: meant?.fixIts ?? [])
        return nil
    }

    private mutating func model(_ name: String, entries: [YAMLMappingEntry], node: YAMLNode, scope: Scope)
        -> TypedValue?
    {
        let fields = types.fieldNames(of: name)
        var typedFields: [TypedValue.Field] = []
        var ok = true
        for entry in entries {
            guard let key = entry.key.scalarText else { continue }
            guard let type = types.fieldType(key, of: name) else {
                if types.declarationsAreComplete && !fields.contains(key) {
                    report(
                        .unknownMember, "\(name) has no field '\(key)'", at: entry.key.range,
                        help: NameSuggestion.help(for: key, among: fields),
                        fixIts: NameSuggestion.fixIts(
                            for: key, among: fields, at: SourceLocation(path: source.path, range: entry.key.range)))
                }
                ok = false
                continue
            }
            if let value = check(entry.value, expected: type, scope: scope) {
                typedFields.append(TypedValue.Field(name: key, value: value))
            } else {
                ok = false
            }
        }
        let given = Set(entries.compactMap(\.key.scalarText))
        let missing = fields.filter { field in
            !given.contains(field)
                && !(types.fieldType(field, of: name).map { if case .optional = $0 { true } else { false } } ?? true)
        }
        if !missing.isEmpty {
            report(
                .typeMismatch, "a \(name) needs " + missing.map { "'\($0)'" }.joined(separator: ", "), at: node.range)
            ok = false
        }
        guard ok else { return nil }
        return TypedValue(
            .record(Self.declarationOrder(typedFields, fields: fields, of: name, types: types, range: node.range)),
            type: .model(name), range: node.range)
    }

    /// A model's written fields in the order its type declares them, an absent (optional) field as
    /// `nil`: the checked model lists every field, as Swift's memberwise initializer takes them.
    private static func declarationOrder(
        _ written: [TypedValue.Field], fields: [String], of name: String, types: TypeEnvironment, range: SourceRange
    ) -> [TypedValue.Field] {
        fields.compactMap { field in
            if let value = written.first(where: { $0.name == field }) { return value }
            guard let type = types.fieldType(field, of: name) else { return nil }
            return TypedValue.Field(
                name: field,
                value: TypedValue(
                    .expression(TypedExpression(.nilLiteral, type: type, range: range)), type: type, range: range))
        }
    }

    /// Takes a typer's diagnostics and the names it read into this typer's.
    mutating func absorb(_ typer: ExpressionTyper) {
        diagnostics += typer.diagnostics
        reads.formUnion(typer.reads)
    }

    /// The names read so far, handed to an `ExpressionTyper` that adds to them in place; `keep`
    /// takes them back.
    private mutating func takeReads() -> Set<String> {
        let taken = reads
        reads = []
        return taken
    }

    /// Takes back the names read from a typer that was given `takeReads()`, and its diagnostics.
    private mutating func keep(_ typer: ExpressionTyper) {
        diagnostics += typer.diagnostics
        reads = typer.reads
    }

    /// The catalog type a checker type stands for, when its values are written in forms.
    static func catalogTypeName(_ type: ValueType) -> String? {
        switch type {
        case .color: return "Color"
        case .font: return "Font"
        case .image: return "Image"
        case .insets: return "Insets"
        case .size: return "Size"
        case .catalogValue(let name): return name
        default: return nil
        }
    }

    mutating func report(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange, notes: [String] = [], help: String? = nil,
        fixIts: [Diagnostic.FixIt] = []
    ) {
        diagnostics.append(
            Diagnostic(
                code, message, at: SourceLocation(path: source.path, range: range), notes: notes, help: help,
                fixIts: fixIts))
    }
}
