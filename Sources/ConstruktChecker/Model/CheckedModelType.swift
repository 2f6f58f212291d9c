import ConstruktDiagnostics

/// A model type declared under `types:` (Docs/language.md, A screen file), with its field types resolved: what the
/// emitter turns into a Swift `struct` or String-backed `enum`.
public struct CheckedModelType: Sendable {
    /// What the declaration defines.
    public enum Kind: Sendable {
        /// A struct's fields in declaration order (the memberwise initializer's order); `external`
        /// when the app's own Swift defines it.
        case structure(fields: [Field], external: Bool)
        /// A String-backed enum's cases in declaration order.
        case enumeration(cases: [String])
        /// An enum declared with `cases:`: each case with its payload's fields, in order.
        case payloadEnumeration(cases: [Case])
    }

    /// A case of an enum declared with `cases:`, with its payload's fields (none for `idle:`).
    public struct Case: Sendable {
        public var name: String
        public var payload: [Field]
    }

    /// A field of a struct and its resolved type.
    public struct Field: Sendable {
        public var name: String
        public var type: ValueType
        /// Where the field's name is written.
        public var range: SourceRange
    }

    /// The file that declares it (a `*.types.yaml` or a screen file).
    public var path: String
    public var name: String
    public var kind: Kind
    public var range: SourceRange
}
