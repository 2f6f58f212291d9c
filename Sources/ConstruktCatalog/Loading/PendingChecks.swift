import ConstruktDiagnostics

/// A name whose definition may come later in the load (a type defined further down, a class of the
/// same catalog): checked once every catalog has been read.
struct PendingReference {
    enum Kind: String {
        case type
        case viewClass = "class"
        case viewProtocol = "protocol"
        case classOrProtocol = "class or protocol"
        case component
    }

    let kind: Kind
    let name: String
    let location: SourceLocation
    /// The catalog that wrote the reference: it may use only what it or an earlier catalog defines.
    let catalogIndex: Int
    /// Names in scope besides catalog entries (a component's type parameters).
    let extraNames: [String]
    /// Names the reference in messages: "type of property 'text' of component 'LabelView'".
    let what: String
}

/// A per-form emission key or a `forms:` entry naming a form of a value type.
struct PendingFormName {
    let type: TypeExpression
    let form: String
    let location: SourceLocation
    /// `expression` is an allowed key (per-form emission maps).
    let allowsExpression: Bool
    let what: String
}

/// A `{{value.f}}` hole: `f` must be a field of the value's type (of `form` when given).
struct PendingValueField {
    let type: TypeExpression
    let form: String?
    let field: String
    let location: SourceLocation
    let what: String
}

/// A name inside a component that must be one of its (own or inherited) members.
struct PendingMemberReference {
    enum Kind {
        case property, slot, inlineSlot, event, propertyOrSlot
    }

    let kind: Kind
    let name: String
    let location: SourceLocation
    let what: String
}
