/// How the headless runtime shows a component and which scenario steps reach it (§13).
public struct ComponentRuntime: Hashable, Sendable {
    /// The node kind `run` shows (`label`, `button`, …).
    public let node: String?
    /// The event a `tap` step fires.
    public let tap: String?
    /// The Bool property a `tap` flips.
    public let toggles: String?
    /// The String property a `type` step replaces.
    public let typeInto: String?
    /// The event a `select` step fires.
    public let select: String?

    public static let none = ComponentRuntime(node: nil, tap: nil, toggles: nil, typeInto: nil, select: nil)
}
