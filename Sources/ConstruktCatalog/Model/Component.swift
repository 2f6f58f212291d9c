/// What a screen node may be (CATALOG-FORMAT.md §7). An alias (`ZStackView`) is stored resolved:
/// everything comes from its target except `name`, `swift`, `doc` and `aliasOf`.
/// A class, so that looking a component up shares it instead of copying its twenty fields.
public final class Component: Sendable {
    public let name: String
    public let kind: ComponentKind
    /// The Base class; `nil` for sections, cells and supplementaries.
    public let viewClass: String?
    /// The Swift name the emitter writes.
    public let swift: String
    /// The component this one is an alias of.
    public let aliasOf: String?
    /// How the value is created; `{{swift}}({{args}})` unless the catalog says otherwise.
    public let construct: Template
    public let typeParams: [String]
    /// Where a scalar or expression node value goes; the first accepting property wins.
    public let primary: [String]
    /// Where a sequence node value goes.
    public let defaultSlot: String?
    /// Own properties in source order (the initializer argument order).
    public let properties: [Property]
    public let slots: [Slot]
    /// Own events in source order.
    public let events: [Event]
    /// In each list, at most one name may be written.
    public let exclusive: [[String]]
    public let runtime: ComponentRuntime
    public let traps: [String]
    public let doc: String?
    /// The module generated files import to use it (`ConstruktKit`); `nil` for app-target components.
    public let module: String?
    public let definition: CatalogDefinition

    init(
        name: String, kind: ComponentKind, viewClass: String?, swift: String, aliasOf: String?, construct: Template,
        typeParams: [String], primary: [String], defaultSlot: String?, properties: [Property], slots: [Slot],
        events: [Event],
        exclusive: [[String]], runtime: ComponentRuntime, traps: [String], doc: String?, module: String?,
        definition: CatalogDefinition
    ) {
        self.name = name
        self.kind = kind
        self.viewClass = viewClass
        self.swift = swift
        self.aliasOf = aliasOf
        self.construct = construct
        self.typeParams = typeParams
        self.primary = primary
        self.defaultSlot = defaultSlot
        self.properties = properties
        self.slots = slots
        self.events = events
        self.exclusive = exclusive
        self.runtime = runtime
        self.traps = traps
        self.doc = doc
        self.module = module
        self.definition = definition
    }
}
