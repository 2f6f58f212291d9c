import ConstruktCatalog
import ConstruktChecker

/// A node of the headless tree (CATALOG-FORMAT.md §13): the component it came from, its catalog
/// node kind, the runtime attributes its properties set (`text`, `hidden`, `enabled`, `id`, `isOn`,
/// `value`, …) and its children, with `if`, `forEach`, list rows and user components expanded.
public struct RuntimeNode: Sendable {
    /// The component's name as written (`ButtonView`, or a `component:` file's name).
    public var type: String
    /// The catalog's runtime node kind (`button`, `label`, …); `component` for a user component.
    public var kind: String
    /// Runtime attribute → value; written properties and the catalog defaults of the others.
    public var attributes: [String: RuntimeValue]
    /// Attributes that hold a catalog default rather than a written value.
    public var defaulted: Set<String>
    public var children: [RuntimeNode]
    /// The written properties that set no runtime attribute (`spacing`, `font`, `padding`, `size`,
    /// a section's `layout`, …), evaluated: how the node looks and is laid out. Not in `text`.
    public var style: [String: RuntimeValue] = [:]
    /// The slot of its parent the node fills (`content`, `navigationBar`, `header`, `cell`, …);
    /// `nil` for the root and a user component's body.
    public var slot: String?
    /// The events written on the node, with the names their statements see.
    var events: [EventBinding] = []
    /// Property name → the state a two-way property (`text: $query`) writes.
    var twoWayBindings: [String: String] = [:]
    /// For a section: its id (`section: popular`).
    var section: String?
    /// For a row of a list or section (or a static cell): what selecting it runs.
    var selection: RowSelection?
    /// The `component:` instance whose state the node's two-way properties write; `nil` for the
    /// screen's own.
    var scope: Int?
    /// For a `component:` node: its instance, whose params and state `has:` reads.
    var instance: Int?
    /// How its live values change (`animation:`), when it has one.
    var animation: CheckedAnimation?
    /// The values its running animations show now, by property name, while `style` holds the
    /// values they move to, as UIKit's presentation layer and model layer do.
    public internal(set) var presented: [String: RuntimeValue] = [:]
    /// Where the node is in the tree (`TreeEnvironment.address`), the same after every update and
    /// rebuild: what a field's typed text is kept by.
    var address = ""

    /// Whether the node says it is hidden (its own `hidden` attribute).
    public var isHidden: Bool { attributes["hidden"] == .bool(true) }
    /// Whether the node is enabled; a node without the attribute is.
    public var isEnabled: Bool { attributes["enabled"] != .bool(false) }
}

/// An event written on a node, ready to fire: its statements, the names they see besides the
/// params (loop variables), and the instance that runs them: the screen (`scope` is `nil`) or the
/// `component:` instance whose body holds the node.
struct EventBinding: Sendable {
    /// The event as written (`onTap`), and the node's component, for reports.
    var name: String
    var component: String
    var stimulus: RuntimeStimulus
    var body: [CheckedStatement]
    var locals: [String: RuntimeValue]
    var scope: Int?
    /// The `component:` instance whose signal of this name fires the event (`on: { picked: … }`);
    /// nil for an event a stimulus fires.
    var emitter: Int?
}

/// A selectable row: the list's or cell's select event (if written) with the row's item bound to
/// the loop variable and to `value`.
struct RowSelection: Sendable {
    var event: EventBinding?
    var item: RuntimeValue?
}
