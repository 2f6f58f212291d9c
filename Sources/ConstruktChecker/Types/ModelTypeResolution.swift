import ConstruktAST

/// Turns an app's `types:` declarations into `CheckedModelType`s, their field types resolved in
/// the app's type environment. A field whose type does not resolve was reported where it is
/// declared (CK0401) and is left out, so nothing is emitted for the app anyway.
enum ModelTypeResolution {
    static func resolve(_ declarations: [(path: String, declaration: TypeDeclaration)], in types: TypeEnvironment)
        -> [CheckedModelType]
    {
        declarations.map { path, declaration in
            let name = declaration.name.text
            let kind: CheckedModelType.Kind
            switch declaration.kind {
            case .structure(let fields, let external):
                let resolved = fields.compactMap { field in
                    types.fieldType(field.name.text, of: name).map {
                        CheckedModelType.Field(name: field.name.text, type: $0, range: field.name.range)
                    }
                }
                kind = .structure(fields: resolved, external: external)
            case .enumeration(let cases):
                kind = .enumeration(cases: cases.map(\.text))
            case .payloadEnumeration(let cases):
                kind = .payloadEnumeration(
                    cases: cases.map { declared in
                        let payload = types.payload(of: declared.name.text, in: name) ?? []
                        return CheckedModelType.Case(
                            name: declared.name.text,
                            payload: zip(payload, declared.payload).map { field, syntax in
                                CheckedModelType.Field(name: field.name, type: field.type, range: syntax.name.range)
                            })
                    })
            }
            return CheckedModelType(path: path, name: name, kind: kind, range: declaration.name.range)
        }
    }
}
