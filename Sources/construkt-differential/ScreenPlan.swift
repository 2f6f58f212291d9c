/// What the rest of the app needs to know about one generated screen or component: its
/// signature, and the nodes a scenario can find and stimulate.
final class ScreenPlan {
    let name: String
    let isComponent: Bool
    /// A live param (`live: true`, a component's) follows its argument, as state does.
    var params: [(name: String, type: ValueType, hasDefault: Bool, isLive: Bool)] = []
    var state: [(name: String, type: ValueType)] = []
    var signals: [(name: String, type: ValueType?)] = []
    var actions: [(name: String, params: [(name: String, type: ValueType)])] = []
    /// Stimuli a scenario may apply: the ids of buttons, fields and toggles, and list sections.
    var buttonIds: [String] = []
    /// The buttons at fixed places whose title is a constant, which scenarios check with `has:`.
    var buttonTitles: [(id: String, title: String)] = []
    var fieldIds: [String] = []
    var toggleIds: [String] = []
    var sectionIds: [String] = []
    /// The scrolling a screen shows (the `scrolling` family): a CGFloat or Double state its
    /// CollectionView writes its offset into, and an Int state its carousel pages.
    var scrolling: (offset: String, page: String)?
    /// Stimuli of scrolling: the CollectionView's id, and each carousel with its item count.
    var scrollIds: [String] = []
    var carousels: [(section: String, count: Int)] = []
    /// The ids of the CollectionViews a pull refreshes (the pullToRefresh family).
    var refreshIds: [String] = []
    /// A label text that is always shown, whatever the state.
    var fixedText: String?
    /// Whether an action goes `back` or `dismiss`es: after a `route:` in the same action, on a
    /// screen run alone, the runtime rejects it and the generated Swift does not (a parity finding).
    var goesBack = false
    /// The signal a lifecycle hook emits (the app wires no action to it, so the root stays put).
    var lifecycleSignal: String?
    /// The value the lifecycle hook emits with its signal, nil for a Void signal.
    var lifecycleValue: PlainValue?
    /// A component's button that emits its first signal, which a screen using it handles with
    /// `on:` (the screen's walks tap it by this id).
    var emitterId: String?
    /// The screen's part of the `payloadEnums` family.
    var payloadPart: PayloadEnumPart?
    /// The Int state that watches and timers count their runs in (the `time` family), which
    /// nothing watches, so that a watch without a debounce never starts another.
    var timeCounter: String?
    /// Whether the screen has timers, which run only while it is shown: the parity harness then
    /// hosts it, so that it appears.
    var hasTimers = false
    /// A component's view slots (`slots:`), each with how many views it takes: `many`,
    /// `optional` or `one`.
    var slots: [(name: String, count: String)] = []
    /// The stack a component's body places its slots in, the parent of the views given to them.
    var slotParent = "VStackView"

    init(name: String, isComponent: Bool) {
        self.name = name
        self.isComponent = isComponent
    }

    var fileName: String { "\(name).screen.yaml" }

    /// The names an expression of this screen can read outside any loop.
    var scope: Scope {
        var scope = Scope()
        for param in params { scope.names.append(ScopeName(name: param.name, type: param.type, isLive: param.isLive)) }
        for item in state { scope.names.append(ScopeName(name: item.name, type: item.type, isLive: true)) }
        return scope
    }
}

/// A route destination the generator declared, for `route:` and `tab:` statements and scenarios.
struct DestinationPlan {
    let name: String
    let screen: ScreenPlan
    /// Its deep links, the first the one the route writes back; empty when it has none.
    let paths: [String]
    /// How it is presented, as the routes file writes it: `push`, `present`, `sheet`, ….
    var presentation = "push"
    /// Whether it is the root of a tab, which `tab:` selects.
    var isTabRoot = false
}

/// The routes file the generator plans before writing the screens: its destinations, and its
/// root, whose tabs a screen's `tab:` statements name.
struct RoutesPlan {
    /// How the app's root shows its destinations.
    enum Root {
        case navigation
        /// The first (at most three) destinations without params, a tab each.
        case tabs
        /// `switch: ${signedIn}` over two navigation roots, or (enumSwitchRoot) `switch: ${phase}`
        /// over an enum of the app's types, a navigation root for each case.
        case switchOnSignIn
    }

    var destinations: [DestinationPlan]
    var root: Root
}
