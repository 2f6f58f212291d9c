/// A model type from `types:`: a struct with fields (defined here or, with `external: true`, in
/// the app's Swift code) or a String-backed enum.
public struct TypeDeclaration: Sendable {
    /// What the declaration defines.
    public enum Kind: Sendable {
        case structure(fields: [ParamDeclaration], external: Bool)
        case enumeration(cases: [Identifier])
    }

    public var name: Identifier
    public var kind: Kind
}

/// A `*.types.yaml` file: model types shared by several screens.
public struct TypesDeclaration: Sendable {
    public var types: [TypeDeclaration]
}
