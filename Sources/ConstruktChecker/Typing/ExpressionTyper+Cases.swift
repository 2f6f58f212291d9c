import ConstruktAST
import ConstruktDiagnostics

/// Enum cases written as Swift's implicit members (`.idle`, `.loaded(movies: list)`) and models
/// made by their memberwise initializer (`Movie(id: 0, title: '')`).
extension ExpressionTyper {
    /// `.name` or `.name(label: value, …)`: a case of the enum the place expects.
    /// The enum a type name names, for a case written with it (`HomeSection.hero`): a declared
    /// or catalog enum, or an enum whose cases carry values.
    func enumerationNamed(_ name: String) -> ValueType? {
        if !types.enumerationCases(name).isEmpty { return .enumeration(name) }
        if !types.payloadCases(name).isEmpty { return .payloadEnumeration(name) }
        return nil
    }

    mutating func implicitMember(
        _ member: Spanned<String>, _ arguments: [ExpressionSyntax.LabeledArgument]?, expected: ValueType?,
        at range: SourceRange
    ) -> TypedExpression? {
        let written = "." + member.value
        switch expected.map(Self.unwrapped) {
        case .enumeration(let name)?:
            guard arguments == nil else {
                report(.typeMismatch, "the cases of \(name) carry no values", at: range, help: "write '\(written)'")
                return nil
            }
            let cases = types.enumerationCases(name)
            guard cases.isEmpty || cases.contains(member.value) else {
                reportUnknownCase(member, of: name, among: cases)
                return nil
            }
            return TypedExpression(.string(member.value), type: .enumeration(name), range: range)
        case .payloadEnumeration(let name)?:
            let type = ValueType.payloadEnumeration(name)
            guard let payload = types.payload(of: member.value, in: name) else {
                if types.payloadCases(name).contains(where: { $0.name.text == member.value }) { return nil }
                reportUnknownCase(member, of: name, among: types.payloadCases(name).map(\.name.text))
                return nil
            }
            let fields = payload.map(\.name)
            guard let arguments else {
                guard payload.isEmpty else {
                    report(
                        .typeMismatch,
                        "the case '\(member.value)' of \(name) carries "
                            + fields.map { "'\($0)'" }.joined(separator: ", "), at: range,
                        help: "write '\(written)(" + fields.map { "\($0): …" }.joined(separator: ", ") + ")'")
                    return nil
                }
                return TypedExpression(.enumCase(member.value, payload: []), type: type, range: range)
            }
            guard !payload.isEmpty else {
                report(
                    .typeMismatch, "the case '\(member.value)' of \(name) carries no values", at: range,
                    help: "write '\(written)' without parentheses")
                return nil
            }
            guard
                let typed = labeled(
                    arguments, fields: payload, of: "\(written)(…)", at: range, optionalMayBeOmitted: true)
            else { return nil }
            return TypedExpression(.enumCase(member.value, payload: typed), type: type, range: range)
        case let target? where catalog.flatMap { ValueTyper.catalogTypeName(target).flatMap($0.type(named:)) } != nil:
            // `tint == .red`: a Color, Font or Image is written as text, in one of its forms.
            guard let catalog, let name = ValueTyper.catalogTypeName(target), let type = catalog.type(named: name)
            else { return nil }
            let fits = type.forms.contains { ValueTyper.scalar(member.value, fits: $0, catalog: catalog) }
            report(
                .typeMismatch, "'\(written)' is a case of an enum, and \(IndefiniteArticle.before(name)) is not one",
                at: range,
                notes: [type.formsNote(catalog: catalog)],
                help: fits
                    ? "write it as text, as a plain value is: '\(member.value)'"
                    : "write it as text in one of its forms, as a plain value is",
                fixIts: fits
                    ? [Diagnostic.FixIt(SourceLocation(path: path, range: range), replacement: "'\(member.value)'")]
                    : [])
            return nil
        default:
            report(
                .typeMismatch, "'\(written)' is a case of an enum, and nothing here says which enum", at: range,
                help: "use it where an enum's value is expected, or compare it with one: '${results == \(written)}'")
            return nil
        }
    }

    /// `Model(field: value, …)`: a model's memberwise initializer, the fields in declaration order;
    /// an optional field left out is nil.
    mutating func construction(
        _ name: Spanned<String>, _ arguments: [ExpressionSyntax.LabeledArgument], at range: SourceRange
    ) -> TypedExpression? {
        if name.value == "Color", types.declarations["Color"] == nil {
            return colorFromHex(arguments, at: range)
        }
        guard let declaration = types.declarations[name.value] else {
            let known = types.declarations.filter {
                if case .structure(_, false) = $0.value.kind { true } else { false }
            }.keys.sorted()
            if !types.declarationsAreComplete { return nil }
            report(
                .unknownType, "unknown model '\(name.value)'", at: name.range,
                help: NameSuggestion.help(for: name.value, among: known) ?? "declare it under 'types:'",
                fixIts: NameSuggestion.fixIts(
                    for: name.value, among: known, at: SourceLocation(path: path, range: name.range)))
            return nil
        }
        switch declaration.kind {
        case .structure(_, false):
            break
        case .structure(_, true):
            report(
                .typeMismatch, "\(name.value) is external: the app's own Swift defines how it is made", at: range,
                help: "pass a \(name.value) in as a param, or declare it under 'types:' without 'external'")
            return nil
        case .enumeration, .payloadEnumeration:
            let first = types.enumerationCases(name.value).first ?? types.payloadCases(name.value).first?.name.text
            report(
                .typeMismatch, "\(name.value) is an enum, whose values are its cases", at: range,
                help: "write a case where a \(name.value) is expected: '.\(first ?? "case")'")
            return nil
        }
        // Its fields may be behind another file's error, which is the one report.
        guard types.declarationsAreComplete else { return nil }
        var fields: [(name: String, type: ValueType)] = []
        for field in types.fieldNames(of: name.value) {
            guard let type = types.fieldType(field, of: name.value) else { return nil }
            fields.append((field, type))
        }
        guard
            let typed = labeled(
                arguments, fields: fields, of: "\(name.value)(…)", at: range, optionalMayBeOmitted: true)
        else { return nil }
        return TypedExpression(.construction(name.value, fields: typed), type: .model(name.value), range: range)
    }

    /// Arguments checked against fields, as Swift's memberwise initializer and enum cases take
    /// them: each label a field, in declaration order, none missing (an omitted optional field is
    /// nil where `optionalMayBeOmitted`).
    private mutating func labeled(
        _ arguments: [ExpressionSyntax.LabeledArgument], fields: [(name: String, type: ValueType)], of callee: String,
        at range: SourceRange,
        optionalMayBeOmitted: Bool
    ) -> [TypedExpression.Argument]? {
        let names = fields.map(\.name)
        var given: [String: TypedExpression] = [:]
        var ok = true
        var lastIndex = -1
        for argument in arguments {
            let label = argument.label.value
            guard let index = names.firstIndex(of: label) else {
                report(
                    .unknownMember, "\(callee) has no field '\(label)'", at: argument.label.range,
                    notes: ["fields: " + names.joined(separator: ", ")],
                    help: NameSuggestion.help(for: label, among: names),
                    fixIts: NameSuggestion.fixIts(
                        for: label, among: names, at: SourceLocation(path: path, range: argument.label.range)))
                ok = false
                continue
            }
            if given[label] != nil || index < lastIndex {
                let reason =
                    given[label] != nil
                    ? "'\(label)' is given twice" : "'\(label)' comes before '\(names[lastIndex])' in \(callee)"
                report(
                    .typeMismatch, reason, at: argument.label.range,
                    help: "write the fields once each, in this order: " + names.joined(separator: ", "))
                ok = false
                continue
            }
            lastIndex = index
            guard let value = check(argument.value, expected: fields[index].type) else {
                ok = false
                continue
            }
            given[label] = value
        }
        let missing = fields.filter { field in
            guard given[field.name] == nil, arguments.allSatisfy({ $0.label.value != field.name }) else { return false }
            if optionalMayBeOmitted, case .optional = field.type { return false }
            return true
        }
        if !missing.isEmpty {
            report(
                .typeMismatch, "\(callee) needs " + missing.map { "'\($0.name)'" }.joined(separator: ", "), at: range,
                help: "add " + missing.map { "'\($0.name): …'" }.joined(separator: ", "))
            ok = false
        }
        guard ok else { return nil }
        return fields.map { field in
            TypedExpression.Argument(
                name: field.name,
                value: given[field.name] ?? TypedExpression(.nilLiteral, type: field.type, range: range))
        }
    }

    private mutating func reportUnknownCase(_ member: Spanned<String>, of name: String, among cases: [String]) {
        report(
            .typeMismatch, "'\(member.value)' is not a case of \(name)", at: member.range,
            notes: ["cases: " + cases.joined(separator: ", ")],
            help: NameSuggestion.help(for: member.value, among: cases),
            fixIts: NameSuggestion.fixIts(
                for: member.value, among: cases, at: SourceLocation(path: path, range: member.range)))
    }

    /// `Color(hex: text)`: a `Color?`, nil when the text is not 6 or 8 hex digits (a `#` aside), as
    /// ConstruktKit's `UIColor(_ hex:)` would turn it into light grey.
    private mutating func colorFromHex(_ arguments: [ExpressionSyntax.LabeledArgument], at range: SourceRange)
        -> TypedExpression?
    {
        guard arguments.count == 1, let argument = arguments.first, argument.label.value == "hex" else {
            report(
                .typeMismatch, "a Color is made from text as 'Color(hex: text)'", at: range,
                help: "write 'Color(hex: …)' with the text of 6 or 8 hex digits")
            return nil
        }
        guard let text = check(argument.value, expected: .string) else { return nil }
        return TypedExpression(
            .builtin(.colorHex, receiver: nil, arguments: [text], optional: false), type: .optional(.color),
            range: range)
    }
}
