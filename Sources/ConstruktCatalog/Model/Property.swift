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
    /// A statement over `{{view}}` and `{{value}}` applying a live value without a binding variant,
    /// or one per value form (CATALOG-FORMAT.md §9): there `{{value}}` is the one field of the form
    /// that follows state and `{{value.f}}` the fields written as constants.
    public let onReceive: Emission.Swift?
    public let runtime: PropertyRuntime?
    public let trap: String?
    public let definition: CatalogDefinition

    init(
        name: String, owner: MemberOwner, type: TypeExpression, doc: String?, required: Bool,
        defaultValue: WrittenValue?,
        emitDefault: Bool, forms: [String]?, requires: [String], aliases: [String], isInternal: Bool,
        onlyInside: [String]?, constant: Emission?, oneWay: Emission?, twoWay: Emission?, onReceive: Emission.Swift?,
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

    /// The field of a value written in mapping form `form` that a per-form `onReceive` takes as
    /// `{{value}}`: among `fields`, the one its template does not name as `{{value.f}}`. `nil`
    /// when the form has no entry, or its template leaves no field or several to follow state.
    public func followingField(ofForm form: String, fields: [String]) -> String? {
        guard case .perForm = onReceive, let template = onReceive?.template(forForm: form) else { return nil }
        let constants = Set(
            template.holes.compactMap { hole -> String? in
                if case .valueField(let name) = hole { return name }
                return nil
            })
        let following = fields.filter { !constants.contains($0) }
        return following.count == 1 ? following[0] : nil
    }
}
