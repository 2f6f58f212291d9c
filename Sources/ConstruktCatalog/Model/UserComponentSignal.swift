/// A signal of a `component:` file, as its node's event: `Card: { on: { picked: choose } }` runs
/// `choose` when the card emits `picked`. Generated code registers it with the component's
/// `onPicked { value in … }`.
public struct UserComponentSignal: Sendable {
    public let name: String
    /// The language type of the value it carries; `Void` when none.
    public let value: TypeExpression
    /// The Swift type of that value, for the registration's closure; nil when it carries none.
    public let swiftType: String?
    /// Where the signal is declared in the component file.
    public let definition: CatalogDefinition

    public init(name: String, value: TypeExpression, swiftType: String?, definition: CatalogDefinition) {
        self.name = name
        self.value = value
        self.swiftType = swiftType
        self.definition = definition
    }

    /// The Swift method that registers a handler: `picked` → `onPicked`.
    public var registrationMethod: String {
        Self.registrationMethod(of: name)
    }

    /// The registration method of the signal named `name`.
    public static func registrationMethod(of name: String) -> String {
        "on" + name.prefix(1).uppercased() + name.dropFirst()
    }
}
