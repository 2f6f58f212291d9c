/// A named input of a node: an initializer parameter, a struct method or a generic modifier
/// (CATALOG-FORMAT.md §8).
public final class Property: Sendable {
    public let name: String
    public let owner: MemberOwner
    public let type: TypeExpression
    public let doc: String?
    public let required: Bool
    /// The value when not written, spelled as in a screen. For an optional type, `nil` means `nil`.
    public let defaultValue: WrittenValue?
    /// Write `const` with the default when absent, or when live through a non-init emission.
    public let emitDefault: Bool
    /// The value forms accepted here; `nil` means every form of the type.
    public let forms: [String]?
    /// Properties that must be written too.
    public let requires: [String]
    /// Other accepted spellings, normalised to `name`.
    public let aliases: [String]
    /// Not writable in screens; only emitted through `emitDefault`.
    public let isInternal: Bool
    /// The parents under which the library reads the value; `nil` means anywhere.
    public let onlyInside: [String]?
    public let constant: Emission?
    public let oneWay: Emission?
    public let twoWay: Emission?
    /// A statement over `{{view}}` and `{{value}}` applying a live value without a binding variant.
    public let onReceive: Template?
    public let runtime: PropertyRuntime?
    public let trap: String?
    public let definition: CatalogDefinition

    init(
        name: String, owner: MemberOwner, type: TypeExpression, doc: String?, required: Bool,
        defaultValue: WrittenValue?,
        emitDefault: Bool, forms: [String]?, requires: [String], aliases: [String], isInternal: Bool,
        onlyInside: [String]?, constant: Emission?, oneWay: Emission?, twoWay: Emission?, onReceive: Template?,
        runtime: PropertyRuntime?, trap: String?, definition: CatalogDefinition
    ) {
        self.name = name
        self.owner = owner
        self.type = type
        self.doc = doc
        self.required = required
        self.defaultValue = defaultValue
        self.emitDefault = emitDefault
        self.forms = forms
        self.requires = requires
        self.aliases = aliases
        self.isInternal = isInternal
        self.onlyInside = onlyInside
        self.constant = constant
        self.oneWay = oneWay
        self.twoWay = twoWay
        self.onReceive = onReceive
        self.runtime = runtime
        self.trap = trap
        self.definition = definition
    }

    /// Whether a live value has some way to be emitted.
    public var canBeLive: Bool { oneWay != nil || twoWay != nil || onReceive != nil }
}
