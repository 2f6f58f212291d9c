import ConstruktAST
import ConstruktDiagnostics

/// The types an app can name: built-ins, its `types:` declarations and the catalogs' enums.
public struct TypeEnvironment: Sendable {
    public private(set) var declarations: [String: TypeDeclaration] = [:]
    public private(set) var catalogEnumerations: [String: [String]] = [:]
    /// The members expressions may read on catalog values, by type name: a value type's `exposes`
    /// form's fields (`insets.top`, `size.width`) and a record's fields (`proxy.size`).
    public private(set) var catalogMembers: [String: [String: ValueType]] = [:]
    /// Whether every declaration of the app could be read; when not, an unknown type name may be
    /// declared behind a file's error, and is not reported (it still does not resolve).
    public var declarationsAreComplete = true

    public init(
        declarations: [TypeDeclaration] = [], catalogEnumerations: [String: [String]] = [:],
        catalogMembers: [String: [String: ValueType]] = [:]
    ) {
        for declaration in declarations where self.declarations[declaration.name.text] == nil {
            self.declarations[declaration.name.text] = declaration
        }
        self.catalogEnumerations = catalogEnumerations
        self.catalogMembers = catalogMembers
    }

    /// Every type name, for did-you-mean suggestions.
    public var knownNames: [String] {
        Array(ValueType.builtins.keys) + declarations.keys + catalogEnumerations.keys
    }

    /// The resolved type, or `nil` after reporting an unknown name (CK0401) or a misplaced `Void` (CK0402).
    public func resolve(_ syntax: TypeSyntax, in path: String, allowVoid: Bool = false, diagnostics: inout [Diagnostic])
        -> ValueType?
    {
        switch syntax.kind {
        case .named(let name):
            if syntax.isMissing { return nil }
            if name == "Void", !allowVoid {
                diagnostics.append(
                    Diagnostic(
                        .voidOutsideSignal, "'Void' cannot be the type of a value",
                        at: SourceLocation(path: path, range: syntax.range),
                        help: "only signals carry Void; give this a value type such as 'String'"))
                return nil
            }
            if let builtin = ValueType.builtins[name] { return builtin }
            if let declaration = declarations[name] {
                switch declaration.kind {
                case .enumeration: return .enumeration(name)
                case .payloadEnumeration: return .payloadEnumeration(name)
                case .structure: return .model(name)
                }
            }
            if catalogEnumerations[name] != nil { return .enumeration(name) }
            guard declarationsAreComplete else { return nil }
            diagnostics.append(
                Diagnostic(
                    .unknownType, "unknown type '\(name)'", at: SourceLocation(path: path, range: syntax.range),
                    help: NameSuggestion.help(for: name, among: knownNames) ?? "declare it under 'types:'",
                    fixIts: NameSuggestion.fixIts(
                        for: name, among: knownNames, at: SourceLocation(path: path, range: syntax.range))))
            return nil
        case .array(let element):
            return resolve(element, in: path, diagnostics: &diagnostics).map(ValueType.array)
        case .optional(let wrapped):
            return resolve(wrapped, in: path, diagnostics: &diagnostics).map(ValueType.optional)
        case .dictionary(let key, let value):
            let keyType = resolve(key, in: path, diagnostics: &diagnostics)
            let valueType = resolve(value, in: path, diagnostics: &diagnostics)
            guard let keyType, let valueType else { return nil }
            return .dictionary(key: keyType, value: valueType)
        }
    }
}

extension TypeEnvironment {
    /// The cases of a `types:` enum or a catalog enum.
    /// Whether `name` is a catalog's enum (TextAlignment), not one from `types:`.
    public func isCatalogEnumeration(_ name: String) -> Bool {
        declarations[name] == nil && catalogEnumerations[name] != nil
    }

    public func enumerationCases(_ name: String) -> [String] {
        if let declaration = declarations[name], case .enumeration(let cases) = declaration.kind {
            return cases.map(\.text)
        }
        return catalogEnumerations[name] ?? []
    }

    /// The cases of an enum declared with `cases:`, in order.
    public func payloadCases(_ name: String) -> [EnumCaseDeclaration] {
        if let declaration = declarations[name], case .payloadEnumeration(let cases) = declaration.kind { return cases }
        return []
    }

    /// The case names of an enum of either kind, in order.
    public func caseNames(of type: ValueType) -> [String] {
        switch type {
        case .enumeration(let name): return enumerationCases(name)
        case .payloadEnumeration(let name): return payloadCases(name).map(\.name.text)
        default: return []
        }
    }

    /// A case's payload fields with their resolved types, in order; nil when the enum has no such
    /// case (or a field's type does not resolve, which was reported where it is declared).
    public func payload(of caseName: String, in name: String) -> [(name: String, type: ValueType)]? {
        guard let declared = payloadCases(name).first(where: { $0.name.text == caseName }) else { return nil }
        var ignored: [Diagnostic] = []
        var fields: [(name: String, type: ValueType)] = []
        for field in declared.payload {
            guard let type = resolve(field.type, in: "", diagnostics: &ignored) else { return nil }
            fields.append((field.name.text, type))
        }
        return fields
    }

    /// The field names of a model type, in declaration order.
    public func fieldNames(of model: String) -> [String] {
        guard let declaration = declarations[model], case .structure(let fields, _) = declaration.kind else {
            return []
        }
        return fields.map(\.name.text)
    }

    /// A model field's resolved type; unresolvable field types were reported where declared.
    public func fieldType(_ field: String, of model: String) -> ValueType? {
        guard let declaration = declarations[model], case .structure(let fields, _) = declaration.kind,
            let syntax = fields.first(where: { $0.name.text == field })?.type
        else { return nil }
        var ignored: [Diagnostic] = []
        return resolve(syntax, in: "", diagnostics: &ignored)
    }
}

extension TypeEnvironment {
    /// The type of member `name` of a catalog value of type `type` (`Insets`, `GeometryProxy`).
    public func catalogMember(_ name: String, of type: ValueType) -> ValueType? {
        catalogMembers[type.description]?[name]
    }
}
