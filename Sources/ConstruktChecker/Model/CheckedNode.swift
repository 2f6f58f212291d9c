import ConstruktAST
import ConstruktDiagnostics

/// A node of a checked view tree (Docs/language.md, Component nodes, Lists): a component with its members in the order
/// written, or a control node with its typed condition or list.
public struct CheckedNode: Sendable {
    public indirect enum Kind: Sendable {
        case component(CheckedComponent)
        case conditional(TypedValue, then: [CheckedNode], else: [CheckedNode])
        case forEach(CheckedLoop, body: [CheckedNode])
        /// The nodes of the case the value is; live when the value reads state.
        case switchOver(CheckedSwitch<[CheckedNode]>)
        /// `- slot: name` in a component's body: where the views its user gives for the slot go.
        case slot(SlotDeclaration)
    }

    public var kind: Kind
    public var range: SourceRange
}

/// A component node: a catalog component (or a `component:` file) and what was written on it.
public struct CheckedComponent: Sendable {
    /// The component's name as written (`ZStackView` stays `ZStackView`).
    public var name: String
    /// Whether the component is a `component:` file of the app rather than a catalog component.
    public var isUserComponent: Bool
    /// Properties, slots and events in the order written (UIKit order matters).
    public var members: [CheckedMember]
    /// The list a section or list component runs over, and its loop variable.
    public var loop: CheckedLoop?
    public var range: SourceRange
    /// How its live values applied by `onReceive` change (`animation:`), when written.
    public var animation: CheckedAnimation? = nil
}

/// A list and the loop variable its body (or cells and events) sees.
public struct CheckedLoop: Sendable {
    public var items: TypedValue
    public var variable: String
    public var element: ValueType
    /// A `forEach`'s name for the element's position (an Int from 0), when it gives one.
    public var index: String?
    /// A list component's members written once per item, which read the loop variable (its cell,
    /// the events given the item, a section's `id`); its other members stand once for the list.
    public var perItemMembers: Set<String> = []
    /// A carousel section's name for each cell's distance from its centre (`centerDistance:`), which its cell reads.
    public var centerDistance: String?
}

/// One written member of a component.
public struct CheckedMember: Sendable {
    public enum Kind: Sendable {
        case property(TypedValue, binding: BindingStrategy)
        /// Nodes of a slot, with the slot's arguments where it has some (`shimmer: { count: 5 }`).
        case slot(arguments: [TypedValue.Field], nodes: [CheckedNode])
        /// Section entries (`sections:`) or static cells (`cells:`), each a section or cell component.
        case entries([CheckedComponent])
        /// An event: its arguments, the type of the value it carries (`value` in its statements), and
        /// what it runs.
        case event(arguments: [TypedValue.Field], value: ValueType?, body: [CheckedStatement])
        /// `id:` on a node that has no `id` of its own: the accessibility identifier.
        case accessibilityIdentifier(TypedValue)
    }

    public var name: String
    public var kind: Kind
    public var range: SourceRange
}

/// How a property's value reaches the view (CATALOG-FORMAT.md §9).
public enum BindingStrategy: Hashable, Sendable {
    /// A constant, set once.
    case constant
    /// A live value through the library's binding variant.
    case oneWay
    /// `$state` in a two-way slot.
    case twoWay(state: String)
    /// A live value applied with `.onReceive` where no binding variant exists.
    case onReceive
}
