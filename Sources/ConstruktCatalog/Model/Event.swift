/// A property whose value is statements (CATALOG-FORMAT.md §11).
public struct Event: Sendable {
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
}
