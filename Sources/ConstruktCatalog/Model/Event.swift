/// A property whose value is statements (CATALOG-FORMAT.md §11).
public final class Event: Sendable {
    public let name: String
    public let owner: MemberOwner
    /// The Swift registration method (`onTap`).
    public let method: String
    public let placement: EmissionPlacement
    public let params: [ClosureParameter]
    /// The Swift closure return type.
    public let returns: String
    /// The language type of the value the event carries (`Void` when none).
    public let value: TypeExpression
    /// How the value is read from the params (`context.value ?? ""`).
    public let valueSwift: Template?
    public let args: [Argument]
    /// The registration; the format's default `.method { {{params}} in {{body}} }` is already filled in.
    public let swift: Template
    public let scope: EventScope
    public let aliases: [String]
    public let runtime: RuntimeStimulus
    public let trap: String?
    public let doc: String?
    public let definition: CatalogDefinition

    init(
        name: String, owner: MemberOwner, method: String, placement: EmissionPlacement, params: [ClosureParameter],
        returns: String, value: TypeExpression, valueSwift: Template?, args: [Argument], swift: Template,
        scope: EventScope, aliases: [String], runtime: RuntimeStimulus, trap: String?, doc: String?,
        definition: CatalogDefinition
    ) {
        self.name = name
        self.owner = owner
        self.method = method
        self.placement = placement
        self.params = params
        self.returns = returns
        self.value = value
        self.valueSwift = valueSwift
        self.args = args
        self.swift = swift
        self.scope = scope
        self.aliases = aliases
        self.runtime = runtime
        self.trap = trap
        self.doc = doc
        self.definition = definition
    }
}
