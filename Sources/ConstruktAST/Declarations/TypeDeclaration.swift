/// A model type from `types:`: a struct with fields (defined here or, with `external: true`, in
/// the app's Swift code), a String-backed enum, or an enum whose cases may carry payloads.
public struct TypeDeclaration: Sendable {
    /// What the declaration defines.
    public enum Kind: Sendable {
        case structure(fields: [ParamDeclaration], external: Bool)
        case enumeration(cases: [Identifier])
        /// `cases:`: an enum whose cases may carry named payload fields (Swift's associated values).
        case payloadEnumeration(cases: [EnumCaseDeclaration])
    }

    public var name: Identifier
    public var kind: Kind
}

/// A `*.types.yaml` file: model types shared by several screens.
public struct TypesDeclaration: Sendable {
    public var types: [TypeDeclaration]
}

/// A case of an enum declared with `cases:`: its name and its payload's fields, in order (none for
/// a case written `idle:`).
public struct EnumCaseDeclaration: Sendable {
    public var name: Identifier
    public var payload: [ParamDeclaration]

    public init(name: Identifier, payload: [ParamDeclaration]) {
        self.name = name
        self.payload = payload
    }
}
