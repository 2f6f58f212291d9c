import ConstruktAST
import ConstruktCatalog
import ConstruktDiagnostics

/// Types expressions (Docs/language.md, Values) bidirectionally: an expected type flows into literals, so an
/// Int literal can be a Double and a string literal a Color, an Image, a URL or an enum case; no
/// other conversion happens. Records which names were read and whether the value is live.
struct ExpressionTyper {
    let path: String
    let types: TypeEnvironment
    /// The names in reach; a closure's body sees its parameters too (ExpressionTyper+Closures).
    var scope: Scope
    /// Where a string literal read as a Color, Font or Image finds the forms it must be written in.
    let catalog: ComponentCatalog?
    private(set) var diagnostics: [Diagnostic] = []
    /// Names read, for "never used" warnings (those the typer was given, and more).
    private(set) var reads: Set<String>
    /// Whether anything read is state, derived or app state.
    private(set) var isLive = false

    /// Whether a misspelt name may be offered a state or derived value (not where the place
    /// cannot follow state).
    var offersLiveNames = true

    init(path: String, types: TypeEnvironment, scope: Scope, catalog: ComponentCatalog? = nil, reads: Set<String> = [])
    {
        self.path = path
        self.types = types
        self.scope = scope
        self.catalog = catalog
        self.reads = reads
    }

    /// The typed expression, or `nil` after reporting why it has none. When `expected` is given, the
    /// result is checked against it (a `T` is accepted where `T?` is expected).
    mutating func check(_ expression: ExpressionSyntax, expected: ValueType?) -> TypedExpression? {
        guard let found = infer(expression, expected: expected) else { return nil }
        if let expected, !Self.accepts(expected, found.type) {
            let conversion = BuiltinConversion(expression, from: found.type, to: expected, path: path)
            report(
                .typeMismatch, "expected \(expected), found \(found.type)", at: expression.range,
                help: conversion?.help ?? Self.conversionHelp(from: found.type, to: expected),
                fixIts: conversion?.fixIts ?? [])
            return nil
        }
        return found
    }

    /// Whether a value of type `found` may stand where `expected` is wanted.
    static func accepts(_ expected: ValueType, _ found: ValueType) -> Bool {
        if expected == found { return true }
        if case .optional(let wrapped) = expected { return accepts(wrapped, found) || found == expected }
        return false
    }

    private mutating func infer(_ expression: ExpressionSyntax, expected: ValueType?) -> TypedExpression? {
        let range = expression.range
        func typed(_ kind: TypedExpression.Kind, _ type: ValueType) -> TypedExpression {
            TypedExpression(kind, type: type, range: range)
        }
        switch expression.kind {
        case .integer(let value):
            if let target = expected.map(Self.unwrapped), target.isFloatingPoint {
                return typed(.integer(value), target)
            }
            return typed(.integer(value), .int)
        case .double(let value):
            if let target = expected.map(Self.unwrapped), target.isFloatingPoint {
                return typed(.double(value), target)
            }
            return typed(.double(value), .double)
        case .string(let text):
            let type = stringLiteral(text, expected: expected, at: range)
            if case .payloadEnumeration = type { return typed(.enumCase(text, payload: []), type) }
            return typed(.string(text), type)
        case .boolean(let value):
            return typed(.boolean(value), .bool)
        case .nilLiteral:
            if let expected, case .optional = expected { return typed(.nilLiteral, expected) }
            report(
                .typeMismatch, "'nil' needs an optional type here", at: range,
                help: expected.map { "a \($0) cannot be nil; give a value" }
                    ?? "compare with a value of an optional type, or use '??'")
            return nil
        case .emptyDictionary:
            if let expected, case .dictionary = Self.unwrapped(expected) {
                return typed(.emptyDictionary, Self.unwrapped(expected))
            }
            report(
                .typeMismatch,
                expected.map { "expected \($0), found an empty dictionary" }
                    ?? "the type of an empty dictionary cannot be inferred here",
                at: range, help: expected == nil ? "use it where a dictionary type is expected" : nil)
            return nil
        case .array(let items):
            var element: ValueType?
            if let expected, case .array(let expectedElement) = Self.unwrapped(expected) { element = expectedElement }
            var typedItems: [TypedExpression?] = Array(repeating: nil, count: items.count)
            // Without a place's type, the item that tells the most of its own is typed first and the
            // others follow it, as Swift joins them: `[1, 2.5]` is a [Double], `[[], ['a']]` a
            // [[String]], and `[nil, 1]` an [Int?].
            if element == nil,
                let leader = items.indices.max(by: { Self.ownType(items[$0]) < Self.ownType(items[$1]) }),
                Self.ownType(items[leader]) > 0
            {
                guard let typedLeader = check(items[leader], expected: nil) else { return nil }
                typedItems[leader] = typedLeader
                element =
                    items.contains { $0.kind == .nilLiteral } ? Self.optional(typedLeader.type) : typedLeader.type
            }
            for (index, item) in items.enumerated() where typedItems[index] == nil {
                guard let typedItem = check(item, expected: element) else { return nil }
                element = element ?? typedItem.type
                typedItems[index] = typedItem
            }
            guard let element else {
                report(
                    .typeMismatch, "the type of an empty list cannot be inferred here", at: range,
                    help: "use it where a list type is expected")
                return nil
            }
            return typed(.array(typedItems.compactMap { $0 }), .array(element))
        case .name(let name):
            if let clash = scope.clashes[name] {
                report(
                    .payloadNameClash, clash, at: range,
                    help: "rename the payload field in the enum, or rename the other name")
                return nil
            }
            guard let entry = scope[name] else {
                if scope.unresolved.contains(name) { return nil }
                if name.hasPrefix("$") {
                    reportPositionalParameterOutOfReach(name, at: range)
                    return nil
                }
                // A name whose type the place does not take is not the one meant (its fix-it would add an error).
                let fitting = scope.entries.filter { entry in
                    (expected.map { Self.accepts($0, entry.value.type) } ?? true)
                        && (offersLiveNames || !entry.value.kind.isLive)
                }
                let misspelt = MisspeltMember(name, among: Array(fitting.keys))
                report(
                    .unknownName, "unknown name '\(name)'", at: range,
                    help: scope.outOfReach[name] ?? misspelt.help ?? "declare it under params:, state: or derived:",
                    fixIts: scope.outOfReach[name] == nil
                        ? misspelt.fixIts(at: SourceLocation(path: path, range: range)) : [])
                return nil
            }
            // A closure's parameter hides an outer name, which it does not read.
            if entry.kind != .closureParameter { reads.insert(name) }
            if entry.kind.isLive { isLive = true }
            return typed(.reference(name, entry.kind), entry.type)
        case .member(let base, let member, let optional):
            if !optional, case .name(let typeName) = base.kind, scope[typeName] == nil,
                let enumeration = enumerationNamed(typeName)
            {
                // `HomeSection.hero`, as Swift allows it: the case `.hero` of that enum.
                return implicitMember(member, nil, expected: enumeration, at: range)
            }
            if case .typed(let read) = payloadRead(base, member, optional: optional, at: range) { return read }
            guard let typedBase = infer(base, expected: nil),
                let type = self.member(member, of: typedBase.type, optional: optional, base: base)
            else { return nil }
            return typed(
                .member(typedBase, member.value, optional: optional || linkMayBeNil(typedBase, in: base)), type)
        case .methodCall(let base, let method, let arguments, let optional):
            guard let typedBase = infer(base, expected: nil),
                let receiver = receiver(
                    of: base, typedBase.type, optional: optional, accessing: method.value.rawValue + "()")
            else { return nil }
            guard let (result, typedArguments) = methodCall(method, on: receiver, arguments) else { return nil }
            let type: ValueType = optional || Self.isOptionalChain(base) ? Self.optional(result) : result
            return typed(
                .builtin(
                    method.value, receiver: typedBase, arguments: typedArguments,
                    optional: optional || linkMayBeNil(typedBase, in: base)), type)
        case .call(let function, let arguments):
            return call(function, arguments, expected: expected, at: range)
        case .unary(let op, let operand):
            switch op.value {
            case .not:
                guard let typedOperand = check(operand, expected: .bool) else { return nil }
                return typed(.unary(.not, typedOperand), .bool)
            case .negate:
                guard let typedOperand = infer(operand, expected: expected), typedOperand.type.isNumeric else {
                    report(.operatorTypes, "'-' needs a number", at: operand.range)
                    return nil
                }
                return refusingConstantArithmetic(typed(.unary(.negate, typedOperand), typedOperand.type))
            }
        case .binary(let op, let left, let right):
            guard let typedBinary = binary(op, left, right, expected: expected, at: range) else { return nil }
            return refusingConstantArithmetic(typedBinary)
        case .conditional(let condition, let then, let otherwise):
            guard let typedCondition = check(condition, expected: .bool) else { return nil }
            if let warning = ConstantCondition.warning(for: typedCondition, constants: scope.constants, path: path) {
                diagnostics.append(warning)
            }
            // The branch whose type is its own goes first; `nil` always second.
            let literalFirst =
                then.kind == .nilLiteral || (otherwise.kind != .nilLiteral && Self.typesAfter(then, otherwise))
            let (first, second) = literalFirst ? (otherwise, then) : (then, otherwise)
            guard let typedFirst = check(first, expected: expected) else { return nil }
            // `c ? name : nil` is a String?, as in Swift.
            let type = expected ?? (second.kind == .nilLiteral ? Self.optional(typedFirst.type) : typedFirst.type)
            guard let typedSecond = check(second, expected: type) else { return nil }
            let (typedThen, typedElse) = literalFirst ? (typedSecond, typedFirst) : (typedFirst, typedSecond)
            return typed(.conditional(typedCondition, then: typedThen, else: typedElse), type)
        case .keyPath:
            report(.typeMismatch, "a key path stands only in 'map(_:)'", at: range, help: "write 'items.map(\\.field)'")
            return nil
        case .implicitMember(let member, let arguments):
            return implicitMember(member, arguments, expected: expected, at: range)
        case .construction(let name, let arguments):
            return construction(name, arguments, at: range)
        case .closure:
            reportMisplacedClosure(at: range)
            return nil
        }
    }

    private mutating func stringLiteral(_ text: String, expected: ValueType?, at range: SourceRange) -> ValueType {
        guard let target = expected.map(Self.unwrapped) else { return .string }
        switch target {
        case .color, .image, .font:
            // Text read as a catalog value must be written in one of its forms, as a plain value is.
            if let catalog, let name = ValueTyper.catalogTypeName(target), let type = catalog.type(named: name),
                !type.forms.contains(where: { ValueTyper.scalar(text, fits: $0, catalog: catalog) })
            {
                report(
                    .typeMismatch, "'\(text)' is not \(IndefiniteArticle.before(name))", at: range,
                    notes: [type.formsNote(catalog: catalog)],
                    help: MisspeltMember(text, among: type.scalarMembers(catalog: catalog)).help
                        ?? "text read as \(IndefiniteArticle.before(name)) is written in one of its forms, as a plain value is",
                    fixIts: StringLiteralContent.fixIts(
                        text, among: type.scalarMembers(catalog: catalog), literal: range, path: path))
            }
            return target
        case .url:
            if let refusal = FoundationLiteral.refusal(of: text, as: target) {
                report(.typeMismatch, refusal.message, at: range, help: refusal.help)
            }
            return target
        case .payloadEnumeration(let name):
            // Text names a case that carries nothing, as a plain value does: `'idle'`.
            let cases = types.payloadCases(name)
            guard let declared = cases.first(where: { $0.name.text == text }) else {
                let names = cases.map(\.name.text)
                report(
                    .typeMismatch, "'\(text)' is not a case of \(name)", at: range,
                    notes: ["cases: " + names.joined(separator: ", ")],
                    help: NameSuggestion.help(for: text, among: names),
                    fixIts: StringLiteralContent.fixIts(text, among: names, literal: range, path: path))
                return target
            }
            if !declared.payload.isEmpty {
                report(
                    .typeMismatch, "the case '\(text)' of \(name) carries values", at: range,
                    help: "write '.\(text)(" + declared.payload.map { "\($0.name.text): …" }.joined(separator: ", ")
                        + ")'")
            }
            return target
        case .enumeration(let name):
            let cases = types.enumerationCases(name)
            if !cases.isEmpty, !cases.contains(text) {
                report(
                    .typeMismatch, "'\(text)' is not a case of \(name)", at: range,
                    notes: ["cases: " + cases.joined(separator: ", ")],
                    help: NameSuggestion.help(for: text, among: cases),
                    fixIts: StringLiteralContent.fixIts(text, among: cases, literal: range, path: path))
            }
            return target
        default:
            return .string
        }
    }

    /// The value a member is read from: `a?.b` needs an optional `a` and reads its wrapped value;
    /// `a.b` needs a non-optional `a` (CK0408 otherwise).
    private mutating func receiver(
        of base: ExpressionSyntax, _ baseType: ValueType, optional: Bool, accessing member: String
    ) -> ValueType? {
        if !optional, Self.isOptionalChain(base), case .optional(let wrapped) = baseType {
            return wrapped
        }
        if optional {
            guard case .optional(let wrapped) = baseType else {
                report(
                    .optionalAccess, "'?.' needs an optional value, and this is \(baseType)", at: base.range,
                    help: "write '.\(member)'")
                return nil
            }
            return wrapped
        }
        if case .optional = baseType {
            report(
                .optionalAccess, "\(baseType) may be nil", at: base.range,
                help: "write '?.\(member)' and give a fallback with '??'")
            return nil
        }
        return baseType
    }

    /// Whether an expression is a link of an optional chain (`a?.b`, `a?.b.c`), after which the
    /// chain goes on through the wrapped value, as in Swift.
    static func isOptionalChain(_ expression: ExpressionSyntax) -> Bool {
        switch expression.kind {
        case .member(let base, _, let optional), .methodCall(let base, _, _, let optional):
            return optional || isOptionalChain(base)
        default: return false
        }
    }

    /// Whether `.x` after this link of an optional chain reads through a value that may be nil
    /// itself (`team?.tags.first.isEmpty`: `first` is a String?), so it is `?.x`, as the runtime
    /// reads it (Swift needs the `?` written; the language carries the chain through).
    private func linkMayBeNil(_ link: TypedExpression, in syntax: ExpressionSyntax) -> Bool {
        // A payload's field is Swift's optional of the case's generated property.
        if case .payloadField = link.kind { return true }
        // `items?.prefix(2)` is written as `(items?.prefix(2)).map { Array($0) }`, an optional of
        // its own, which ends Swift's chain: the next link reads it through `?.`.
        if case .builtin(let function, _, _, _) = link.kind, function == .prefix || function == .suffix {
            return Self.isOptionalChain(syntax)
        }
        guard Self.isOptionalChain(syntax), case .member(let base, let name, _) = link.kind,
            let own = memberType(name, of: Self.unwrapped(base.type)), case .optional = own
        else { return false }
        return true
    }

    /// The type of a built-in member or a model field of a (non-optional) receiver.
    private func memberType(_ name: String, of receiver: ValueType) -> ValueType? {
        switch (receiver, name) {
        case (.string, "count"), (.array, "count"), (.dictionary, "count"): return .int
        case (.string, "isEmpty"), (.array, "isEmpty"), (.dictionary, "isEmpty"): return .bool
        case (.array(let element), "first"), (.array(let element), "last"): return Self.optional(element)
        case (.enumeration, "rawValue"), (.url, "absoluteString"): return .string
        case (.model(let model), let field): return types.fieldType(field, of: model)
        default: return nil
        }
    }

    private mutating func member(
        _ member: Spanned<String>, of baseType: ValueType, optional: Bool, base: ExpressionSyntax
    ) -> ValueType? {
        guard let receiver = receiver(of: base, baseType, optional: optional, accessing: member.value) else {
            return nil
        }
        let found: ValueType?
        switch (receiver, member.value) {
        case (.string, "count"), (.array, "count"), (.dictionary, "count"): found = .int
        case (.string, "isEmpty"), (.array, "isEmpty"), (.dictionary, "isEmpty"): found = .bool
        case (.array(let element), "first"), (.array(let element), "last"): found = Self.optional(element)
        case (.enumeration(let name), "rawValue") where types.isCatalogEnumeration(name):
            report(
                .unknownMember, "\(name) is UIKit's enum, whose rawValue is a number, not its case's text",
                at: member.range,
                help: "compare it with a case instead: '${… == \"\(types.enumerationCases(name).first ?? "case")\"}'")
            return nil
        case (.enumeration, "rawValue"), (.url, "absoluteString"): found = .string
        case (.model(let name), let field):
            found = types.fieldType(field, of: name)
        default:
            found = types.catalogMember(member.value, of: receiver)
        }
        guard let found else {
            if case .payloadEnumeration(let name) = receiver, reportCaseRead(member, of: name) { return nil }
            if let model = receiver.modelName,
                !types.declarationsAreComplete || types.fieldNames(of: model).contains(member.value)
            {
                // Declared with a type already reported as wrong, or perhaps behind a file's error.
                return nil
            }
            let candidates =
                Self.builtinMembers(of: receiver) + (receiver.modelName.map { types.fieldNames(of: $0) } ?? [])
                + (types.catalogMembers[receiver.description].map { $0.keys.sorted() } ?? [])
            report(
                .unknownMember, "\(receiver) has no member '\(member.value)'", at: member.range,
                help: NameSuggestion.help(for: member.value, among: candidates),
                fixIts: NameSuggestion.fixIts(
                    for: member.value, among: candidates, at: SourceLocation(path: path, range: member.range)))
            return nil
        }
        return optional || Self.isOptionalChain(base) ? Self.optional(found) : found
    }

    /// A built-in method on a receiver of type `receiver`: its result's type and its arguments typed.
    private mutating func methodCall(
        _ method: Spanned<BuiltinFunction>, on receiver: ValueType, _ arguments: [ExpressionSyntax]
    ) -> (ValueType, [TypedExpression])? {
        switch method.value {
        case .uppercased, .lowercased, .trimmed:
            guard receiver == .string else {
                report(.operatorTypes, "'\(method.value)()' works on String, not \(receiver)", at: method.range)
                return nil
            }
            return (.string, [])
        case .sortedAscending, .greatest, .least:
            // The element types Swift's `sorted()`, `max()` and `min()` take: those that are Comparable.
            guard case .array(let element) = receiver, element.isNumeric || [.string, .date].contains(element) else {
                let (verb, closure) =
                    method.value == .sortedAscending
                    ? ("sorts", "sorted(by: { a, b in a.year < b.year })")
                    : ("compares", "\(method.value.name)(by: { a, b in a.rating < b.rating })")
                report(
                    .operatorTypes,
                    "'\(method.value.rawValue)' \(verb) a list of numbers, texts or Dates, not \(receiver)",
                    at: method.range, help: "order it with a closure: '\(closure)'")
                return nil
            }
            return (method.value == .sortedAscending ? receiver : Self.optional(element), [])
        case .prefix, .suffix:
            guard receiver == .string || Self.isList(receiver) else {
                report(
                    .operatorTypes, "'\(method.value)(_:)' works on a list or a String, not \(receiver)",
                    at: method.range)
                return nil
            }
            guard let count = arguments.first.flatMap({ check($0, expected: .int) }) else { return nil }
            return (receiver, [count])
        case .joined:
            guard receiver == .array(.string) else {
                report(
                    .operatorTypes, "'joined(_:)' joins a list of Strings, not \(receiver)", at: method.range,
                    help: Self.isList(receiver) ? "turn each element into text first" : nil)
                return nil
            }
            guard let separator = arguments.first.flatMap({ check($0, expected: .string) }) else { return nil }
            return (.string, [separator])
        case .map where arguments.first.map(Self.isClosure) == true:
            return closureCall(method, on: receiver, arguments)
        case .filter, .sorted, .first, .contains, .reduce, .firstIndexWhere, .maxBy, .minBy:
            return closureCall(method, on: receiver, arguments)
        case .map:
            guard case .array(let element) = receiver else {
                report(.operatorTypes, "'map(_:)' works on a list, not \(receiver)", at: method.range)
                return nil
            }
            guard let argument = arguments.first, case .keyPath(let path) = argument.kind else {
                report(
                    .typeMismatch, "'map(_:)' takes a key path to a field of each element, or a closure",
                    at: arguments.first?.range ?? method.range,
                    help: "write 'items.map(\\.field)' or 'items.map { item in item.field }'")
                return nil
            }
            var type = element
            var names: [String] = []
            for link in path {
                guard let field = keyPathLink(link, of: type) else { return nil }
                names.append(link.value)
                type = field
            }
            return (.array(type), [TypedExpression(.keyPath(names), type: type, range: argument.range)])
        case .firstIndex:
            guard case .array(let element) = receiver else {
                report(.operatorTypes, "'firstIndex(of:)' works on a list, not \(receiver)", at: method.range)
                return nil
            }
            guard let item = arguments.first.flatMap({ check($0, expected: element) }) else { return nil }
            return (.optional(.int), [item])
        case .containsValue:
            let element: ValueType
            switch receiver {
            case .string: element = .string
            case .array(let type): element = type
            default:
                report(.operatorTypes, "'contains(_:)' works on text or a list, not \(receiver)", at: method.range)
                return nil
            }
            guard let item = arguments.first.flatMap({ check($0, expected: element) }) else { return nil }
            return (.bool, [item])
        case .min, .max, .format, .int, .double, .cgFloat, .float, .string, .progress, .colorHex:
            return nil
        }
    }

    /// The type of one field of a key path (`\.studio.name`): a model's field or a built-in
    /// property; through an optional the rest of the path is not read (Swift needs `?.` there).
    private mutating func keyPathLink(_ link: Spanned<String>, of type: ValueType) -> ValueType? {
        if case .optional = type {
            report(
                .optionalAccess, "\(type) may be nil, and a key path cannot read through it", at: link.range,
                help: "map to the optional field itself, and read it where it is used")
            return nil
        }
        if let found = memberType(link.value, of: type) { return found }
        let candidates = Self.builtinMembers(of: type) + (type.modelName.map { types.fieldNames(of: $0) } ?? [])
        report(
            .unknownMember, "\(type) has no member '\(link.value)'", at: link.range,
            help: NameSuggestion.help(for: link.value, among: candidates),
            fixIts: NameSuggestion.fixIts(
                for: link.value, among: candidates, at: SourceLocation(path: path, range: link.range)))
        return nil
    }

    private static func isList(_ type: ValueType) -> Bool {
        if case .array = type { return true }
        return false
    }

    /// `Int(text)` and `Double(text)`, nil when the text spells no number, and a number as a
    /// `Double`, `CGFloat` or `Float` (`CGFloat(count)`), as Swift's initializers convert them.
    private mutating func conversion(
        _ function: Spanned<BuiltinFunction>, _ argument: ExpressionSyntax, at range: SourceRange
    ) -> TypedExpression? {
        guard let value = infer(argument, expected: nil) else { return nil }
        let number: ValueType? =
            switch function.value {
            case .int: .int
            case .double: .double
            case .cgFloat: .cgFloat
            case .float: .float
            default: nil
            }
        guard let number else { return nil }
        switch (function.value, value.type) {
        case (.int, .string), (.double, .string):
            return TypedExpression(
                .builtin(function.value, receiver: nil, arguments: [value], optional: false), type: .optional(number),
                range: range)
        case (.double, _) where value.type.isNumeric, (.cgFloat, _) where value.type.isNumeric,
            (.float, _) where value.type.isNumeric:
            return TypedExpression(
                .builtin(function.value, receiver: nil, arguments: [value], optional: false), type: number,
                range: range)
        default:
            let reads =
                switch function.value {
                case .int: "reads a number from a String"
                case .double: "reads a number from a String or converts another number"
                default: "converts a number (an Int, Double, Float or CGFloat)"
                }
            report(
                .typeMismatch, "\(function.value.rawValue)(…) \(reads), not \(value.type)", at: argument.range,
                help: value.type == Self.unwrapped(value.type) ? nil : "unwrap it first with '??'")
            return nil
        }
    }

    /// `String(count)`: the value as text interpolation shows it, for the types text shows.
    private mutating func text(of argument: ExpressionSyntax, at range: SourceRange) -> TypedExpression? {
        guard let value = infer(argument, expected: nil) else { return nil }
        if case .optional = value.type {
            report(
                .optionalAccess, "\(value.type) may be nil, and String(…) would show it as 'nil'", at: argument.range,
                help: "give a fallback: 'String(… ?? 0)'")
            return nil
        }
        guard InterpolatedText.accepts(value.type, isCatalogEnumeration: types.isCatalogEnumeration) else {
            report(
                .typeMismatch, "String(…) shows what text shows, and a \(value.type) cannot be shown in text",
                at: argument.range,
                help:
                    "text shows Strings, numbers, Bools, enums from types:, UUIDs, URLs, and lists of Strings, numbers and Bools"
            )
            return nil
        }
        return TypedExpression(
            .builtin(.string, receiver: nil, arguments: [value], optional: false), type: .string, range: range)
    }

    private mutating func call(
        _ function: Spanned<BuiltinFunction>, _ arguments: [ExpressionSyntax], expected: ValueType?,
        at range: SourceRange
    ) -> TypedExpression? {
        if [.int, .double, .cgFloat, .float].contains(function.value), let argument = arguments.first {
            return conversion(function, argument, at: range)
        }
        if function.value == .string, let argument = arguments.first {
            return text(of: argument, at: range)
        }
        guard arguments.count == 2 else { return nil }
        switch function.value {
        case .format:
            guard let value = infer(arguments[0], expected: nil) else { return nil }
            guard value.type.isNumeric else {
                report(.typeMismatch, "format(…) formats a number, not \(value.type)", at: arguments[0].range)
                return nil
            }
            guard case .string(let pattern) = arguments[1].kind else {
                report(
                    .typeMismatch, "format(…) needs its format as a string literal, such as \"%.1f\"",
                    at: arguments[1].range)
                return nil
            }
            guard NumberFormat(pattern) != nil else {
                report(
                    .typeMismatch, "format(…) needs one number conversion in its format, such as %d or %.1f",
                    at: arguments[1].range,
                    help:
                        "write the number's place as one of %d %i %o %x %X (an Int) or %f %e %g (a Double), and a percent sign as %%"
                )
                return nil
            }
            let format = TypedExpression(.string(pattern), type: .string, range: arguments[1].range)
            return TypedExpression(
                .builtin(.format, receiver: nil, arguments: [value, format], optional: false), type: .string,
                range: range)
        case .progress:
            return progress(arguments[0], over: arguments[1], expected: expected, at: range)
        default:
            let literalFirst = Self.typesAfter(arguments[0], arguments[1])
            let (first, second) = literalFirst ? (arguments[1], arguments[0]) : (arguments[0], arguments[1])
            // The place's type flows into the arguments, as `min(-3, -1.25)` is a Float where one is wanted.
            guard let typedFirst = infer(first, expected: expected.map(Self.unwrapped)) else { return nil }
            let type = typedFirst.type
            guard type.isNumeric || type == .string else {
                report(
                    .operatorTypes, "\(function.value.rawValue)(…) compares numbers or Strings, not \(type)",
                    at: first.range)
                return nil
            }
            guard let typedSecond = check(second, expected: type) else { return nil }
            let ordered = literalFirst ? [typedSecond, typedFirst] : [typedFirst, typedSecond]
            return TypedExpression(
                .builtin(function.value, receiver: nil, arguments: ordered, optional: false), type: type, range: range)
        }
    }

    /// `progress(value, distance)`: two numbers of any numeric types, a number in 0…1: a Double,
    /// or the floating type the place wants (`alpha: ${progress(offset, 100)}` is a CGFloat).
    private mutating func progress(
        _ value: ExpressionSyntax, over distance: ExpressionSyntax, expected: ValueType?, at range: SourceRange
    ) -> TypedExpression? {
        var typed: [TypedExpression] = []
        for (argument, role) in [(value, "value"), (distance, "distance")] {
            guard let number = infer(argument, expected: nil) else { return nil }
            guard number.type.isNumeric else {
                report(
                    .typeMismatch, "progress(…) takes a number as its \(role), not \(number.type)", at: argument.range,
                    help: number.type == Self.unwrapped(number.type)
                        ? "write progress(offset, 100): an offset and the distance it runs over"
                        : "unwrap it first with '??'")
                return nil
            }
            typed.append(number)
        }
        let wanted = expected.map(Self.unwrapped)
        let type: ValueType = wanted.map(\.isFloatingPoint) == true ? wanted! : .double
        return TypedExpression(
            .builtin(.progress, receiver: nil, arguments: typed, optional: false), type: type, range: range)
    }

    /// `expression`, or nil with CK0313 where Swift's compiler would refuse its Int arithmetic
    /// over literals (ConstantArithmetic).
    private mutating func refusingConstantArithmetic(_ expression: TypedExpression) -> TypedExpression? {
        guard let refusal = ConstantArithmetic.refusal(expression) else { return expression }
        report(
            .invalidNumber, refusal.reason + ", which Swift refuses to build", at: expression.range, help: refusal.help)
        return nil
    }

    private mutating func binary(
        _ op: Spanned<BinaryOperator>, _ left: ExpressionSyntax, _ right: ExpressionSyntax, expected: ValueType?,
        at range: SourceRange
    ) -> TypedExpression? {
        func typed(_ l: TypedExpression, _ r: TypedExpression, _ type: ValueType) -> TypedExpression {
            TypedExpression(.binary(op.value, l, r), type: type, range: range)
        }
        switch op.value {
        case .and, .or:
            guard let typedLeft = check(left, expected: .bool), let typedRight = check(right, expected: .bool) else {
                return nil
            }
            if let warning = ConstantCondition.warning(
                forLeftOperand: typedLeft, of: op.value, constants: scope.constants, path: path)
            {
                diagnostics.append(warning)
            }
            return typed(typedLeft, typedRight, .bool)
        case .nilCoalescing:
            // A left side that tells less of its type than the fallback takes the fallback's, as
            // Swift joins them: `(c ? nil : []) ?? names` is a [String].
            var expected = expected
            if expected == nil, Self.typesAfter(left, right) {
                var own = self
                if let fallback = own.infer(right, expected: nil), own.errorCount == errorCount {
                    expected = fallback.type
                }
            }
            // A left side that reads names has its own type, which an optional place around it
            // does not make optional (Swift's `??` then warns that its right side never runs);
            // only literals take the optional type of their place.
            if !Self.isUntypedLiteral(left) {
                var own = self
                if let plain = own.infer(left, expected: nil), own.errorCount == errorCount,
                    Self.unwrapped(plain.type) == plain.type
                {
                    report(
                        .operatorTypes, "'??' needs an optional on its left, and this is \(plain.type)", at: left.range,
                        help: "remove '?? …': the value is never nil")
                    return nil
                }
            }
            guard let typedLeft = infer(left, expected: expected.map(Self.optional)) else { return nil }
            guard case .optional(let wrapped) = typedLeft.type else {
                report(
                    .operatorTypes, "'??' needs an optional on its left, and this is \(typedLeft.type)", at: left.range,
                    help: "remove '?? …': the value is never nil")
                return nil
            }
            // `a ?? b` is a T when b is one, and a T? when b is optional too (Swift's two `??`).
            var fallback = self
            let typedRight: TypedExpression
            if let plain = fallback.infer(right, expected: wrapped), fallback.errorCount == errorCount {
                self = fallback
                typedRight = plain
            } else {
                guard let optional = infer(right, expected: typedLeft.type) else { return nil }
                typedRight = optional
            }
            guard Self.accepts(typedLeft.type, typedRight.type) else {
                report(
                    .typeMismatch, "the fallback after '??' must be \(wrapped), found \(typedRight.type)",
                    at: right.range)
                return nil
            }
            return typed(typedLeft, typedRight, typedRight.type)
        case .halfOpenRange, .closedRange:
            guard let typedLeft = check(left, expected: .int), let typedRight = check(right, expected: .int) else {
                return nil
            }
            return typed(typedLeft, typedRight, .array(.int))
        default:
            let literalFirst = Self.typesAfter(left, right)
            let (first, second) = literalFirst ? (right, left) : (left, right)
            let arithmetic = [.add, .subtract, .multiply, .divide, .remainder].contains(op.value)
            guard let typedFirst = infer(first, expected: arithmetic ? expected.map(Self.unwrapped) : nil) else {
                return nil
            }
            guard let typedSecond = infer(second, expected: typedFirst.type) else { return nil }
            let (typedLeft, typedRight) = literalFirst ? (typedSecond, typedFirst) : (typedFirst, typedSecond)
            let (leftType, rightType) = (typedLeft.type, typedRight.type)
            if op.value == .equal || op.value == .notEqual {
                guard Self.accepts(leftType, rightType) || Self.accepts(rightType, leftType) else {
                    report(
                        .operatorTypes,
                        "'\(op.value.rawValue)' compares values of one type, not \(leftType) and \(rightType)",
                        at: op.range)
                    return nil
                }
                return typed(typedLeft, typedRight, .bool)
            }
            guard leftType == rightType else {
                report(
                    .operatorTypes,
                    "'\(op.value.rawValue)' needs two values of one type, not \(leftType) and \(rightType)",
                    at: op.range,
                    help: leftType.isNumeric && rightType.isNumeric
                        ? "numbers are never converted implicitly; make both \(leftType)" : nil)
                return nil
            }
            if arithmetic {
                let allowed =
                    op.value == .add
                    ? (leftType.isNumeric || leftType == .string || Self.isList(leftType))
                    : (op.value == .remainder ? leftType == .int : leftType.isNumeric)
                guard allowed else {
                    report(.operatorTypes, "'\(op.value.rawValue)' cannot be applied to \(leftType)", at: op.range)
                    return nil
                }
                return typed(typedLeft, typedRight, leftType)
            }
            guard leftType.isNumeric || leftType == .string || leftType == .date else {
                report(.operatorTypes, "'\(op.value.rawValue)' cannot order \(leftType) values", at: op.range)
                return nil
            }
            return typed(typedLeft, typedRight, .bool)
        }
    }

    /// The errors reported so far; a warning (a condition that never changes) fails no typing.
    private var errorCount: Int { diagnostics.count { $0.severity == .error } }

    mutating func report(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange, notes: [String] = [], help: String? = nil,
        fixIts: [Diagnostic.FixIt] = []
    ) {
        diagnostics.append(
            Diagnostic(
                code, message, at: SourceLocation(path: path, range: range), notes: notes, help: help, fixIts: fixIts))
    }

    static func unwrapped(_ type: ValueType) -> ValueType {
        if case .optional(let wrapped) = type { return wrapped }
        return type
    }

    static func optional(_ type: ValueType) -> ValueType {
        if case .optional = type { return type }
        return .optional(type)
    }

    /// Literals whose type comes from their context, and number operations over them alone
    /// (`-(3)`, `1.5 * 2`, `max(-1.25, 0.5)`, `on ? 1 : 2`).
    static func isUntypedLiteral(_ expression: ExpressionSyntax) -> Bool {
        switch expression.kind {
        case .integer, .double, .string, .nilLiteral, .implicitMember: return true
        case .unary(let op, let operand): return op.value == .negate && isUntypedNumber(operand)
        case .binary(let op, let left, let right):
            return [.add, .subtract, .multiply, .divide, .remainder].contains(op.value) && isUntypedNumber(left)
                && isUntypedNumber(right)
        case .conditional(_, let then, let otherwise): return isUntypedNumber(then) && isUntypedNumber(otherwise)
        // `min`, `max` and `progress` of literals take their place's type; a conversion such as
        // `Double(14)` has its own, as `format` does.
        case .call(let function, let arguments):
            return [.min, .max, .progress].contains(function.value) && arguments.allSatisfy(isUntypedNumber)
        default: return false
        }
    }

    private static func isUntypedNumber(_ expression: ExpressionSyntax) -> Bool {
        switch expression.kind {
        case .integer, .double: return true
        case .string, .nilLiteral, .implicitMember: return false
        default: return isUntypedLiteral(expression)
        }
    }

    /// Whether a number literal with a fraction is written in an expression (`2 == 1.5` are two Doubles).
    private static func hasFraction(_ expression: ExpressionSyntax) -> Bool {
        switch expression.kind {
        case .double: return true
        case .unary(_, let operand): return hasFraction(operand)
        case .binary(_, let left, let right): return hasFraction(left) || hasFraction(right)
        case .conditional(_, let then, let otherwise): return hasFraction(then) || hasFraction(otherwise)
        case .call(_, let arguments): return arguments.contains(where: hasFraction)
        default: return false
        }
    }

    /// Whether `second` is typed before `first`, whose type then follows it, as Swift joins the
    /// two: `second` tells more of its own type (`ownType`). `[] == names`, `c ? [] : ['a']`,
    /// `1 == x` and `2 == 1.5` type their second operand first.
    static func typesAfter(_ first: ExpressionSyntax, _ second: ExpressionSyntax) -> Bool {
        ownType(second) > ownType(first)
    }

    /// How much of its type an expression tells alone, for typing the most telling of siblings
    /// (a list's items, a ternary's branches, the operands of `??` and of a binary operator) first:
    /// 0 for none (`nil`, `[]`, a list of those), 1 for a literal whose type its place decides
    /// (`1`, `'a'`, `.idle`, `[1, 2]`), 2 for one with a fraction (`2.5`, `[1, 2.5]`), which makes
    /// its integer siblings Doubles, and 3 for an expression with a type of its own (a name, a
    /// call, a comparison). A list or a ternary tells what its most telling part does.
    static func ownType(_ expression: ExpressionSyntax) -> Int {
        switch expression.kind {
        case .nilLiteral: return 0
        case .array(let items): return items.map(ownType).max() ?? 0
        case .conditional(_, let then, let otherwise): return max(ownType(then), ownType(otherwise))
        default:
            guard isUntypedLiteral(expression) else { return 3 }
            return hasFraction(expression) ? 2 : 1
        }
    }

    static func builtinMembers(of type: ValueType) -> [String] {
        switch type {
        case .string, .dictionary: return ["count", "isEmpty"]
        case .array: return ["count", "isEmpty", "first", "last"]
        case .enumeration: return ["rawValue"]
        case .url: return ["absoluteString"]
        default: return []
        }
    }

    static func conversionHelp(from found: ValueType, to expected: ValueType) -> String? {
        if case .optional(let wrapped) = found, wrapped == unwrapped(expected) {
            return "give a fallback: '… ?? value'"
        }
        if found.isNumeric, expected.isNumeric { return "numbers are never converted implicitly" }
        guard unwrapped(expected) == .string else { return nil }
        switch found {
        case .enumeration: return "a whole ${…} keeps its type; show the case's text with '.rawValue'"
        case .int:
            return
                "a whole ${…} keeps its type; make it text with String(…) or format(…, \"%d\"), or write it inside other text"
        case .double, .float, .cgFloat:
            return
                "a whole ${…} keeps its type; make it text with String(…) or format(…, \"%.1f\"), or write it inside other text"
        case .bool, .uuid, .url:
            return "a whole ${…} keeps its type; make it text with String(…), or write it inside other text"
        default: return "a whole ${…} keeps its type; write it inside other text to make a String"
        }
    }
}
