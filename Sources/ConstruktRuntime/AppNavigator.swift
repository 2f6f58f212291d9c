import ConstruktAST
import ConstruktChecker

/// An app running headlessly from its checked routes (Docs/language.md, A routes file). It holds app state and runs
/// app actions as transactions; shows the root (a navigation root has one stack, a tabs root one
/// stack per tab and starts on the first, a switch root shows the case that matches app state and
/// follows every change of it, its new root starting fresh); shows destinations as their
/// presentation says (a push onto the top stack, a modal with its own stack over everything);
/// acts on the `route:`, `back` and `dismiss` statements of screens and app actions; runs the app
/// action a shown screen's signal is wired to with `on:`; and opens deep links.
///
/// Scenario steps go to the screen on top; a screen a pop or dismiss uncovers keeps its state.
/// After every step, screens appear and disappear as UIKit's would: a screen covered by a push or
/// a full-screen modal, popped, dismissed, or on a tab no longer selected disappears (its
/// `onDisappear` runs); one a pop, a dismiss or a tab switch uncovers appears again (its
/// `onAppear` runs again); a page sheet (`present`, `sheet`) leaves the screen under it on screen.
/// `onLoad` runs once, when a screen is made; a new screen first appears once the screens it covers
/// have disappeared, so a push runs the new screen's `onLoad`, the covered one's `onDisappear`, then
/// the new one's `onAppear`, in UIKit's order. A screen covered in the step that made it never
/// appears.
/// `tree` is the app's (its `sheet` says the detent of a page sheet on top): the screen on top;
/// then, unless the routes file hides it, UIKit's navigation bar of the top stack (a
/// `navigationBar` node, `back` above the stack's root); then, for a tabs root with nothing
/// presented, a `tabs` node whose `tab` children carry their title as `text`, so finders and
/// `tap` reach them.
public struct AppNavigator: Sendable {
    public let app: CheckedApp
    public let catalog: RuntimeCatalog
    private let routes: CheckedRoutes
    private var model: AppModel
    /// The position of each `switch` case that chose the shown root, outermost first.
    private var choice: [Int] = []
    /// The shown root's stack roots: its one navigation entry, or one per tab.
    private var roots: [CheckedRoutes.Entry] = []
    /// Each tab's title, icon and selected icon; empty for a navigation root.
    private var tabs: [Tab] = []
    /// The shown tabs root's tab bar look, by name (`background`, `tint`, `unselectedTint`).
    private var tabBarLook: [String: RuntimeValue] = [:]
    /// One stack per entry of `roots`, bottom first; a tab not shown yet has an empty one.
    private var stacks: [[NavigationEntry]] = []
    /// The tab on screen (0 for a navigation root).
    public private(set) var selectedTab = 0
    /// The modals presented over the root, bottom first, each with its own stack.
    private var modals: [[NavigationEntry]] = []
    /// How deep signals, app actions and shown screens nest, to stop a loop that never ends.
    private var nesting = 0
    /// The identity the next screen shown gets.
    private var nextEntryID = 0
    /// The shown screens on screen (appeared and not disappeared since), in the order they appeared.
    private var onScreen: [Int] = []
    /// Screens a pop or dismiss took away while on screen, to disappear when the step settles.
    private var leaving: [NavigationEntry] = []
    /// Every transaction in order: the shown screens' and the app actions', and rejected `back` and
    /// `dismiss` steps.
    public private(set) var outcomes: [TransactionOutcome] = []
    /// Every signal a shown screen emitted, in order.
    public private(set) var emissions: [SignalEmission] = []
    /// The app's headless tree.
    public private(set) var tree: RuntimeNode
    /// The time of the app's clock, which every shown screen's follows (Docs/language.md, Time).
    public private(set) var now: Double = 0

    /// Starts the app at its root; `state` overrides initial app state (an `app:` scenario's `state:`).
    public init(app: CheckedApp, catalog: RuntimeCatalog, state: [String: RuntimeValue] = [:]) throws {
        guard let routes = app.routes else { throw RuntimeFailure("the app has no routes file") }
        self.app = app
        self.catalog = catalog
        self.routes = routes
        model = try AppModel(routes: routes, state: state)
        tree = RuntimeNode(type: routes.name, kind: "app", attributes: [:], defaulted: [], children: [])
        try showRoot()
        try settleAppearance()
        rebuildTree()
    }

    /// App state by name.
    public var appState: [String: RuntimeValue] { model.state }
    /// The destination on top, a presented one included.
    public var route: String { topEntry.destination }
    /// The destinations of the current navigation stack (the current tab's), bottom first; modals
    /// are presented over it and are not part of it.
    public var stack: [String] { stacks[selectedTab].map(\.destination) }
    /// The screen on top, a presented one included.
    public var top: ScreenSession { topEntry.session }

    // MARK: Steps

    /// Taps a tab of the tab bar, or the node the query finds on the screen on top.
    public mutating func tap(_ query: NodeQuery) throws {
        if let found = tree.find(query), found.path.count == 2, tree.children[found.path[0]].kind == "tabs" {
            try selectTab(found.path[1])
        } else {
            try drive { _ = try $0.tap(query) }
        }
    }

    /// Shows a tab: its stack as it was left, or its root the first time.
    public mutating func selectTab(_ index: Int) throws {
        guard tabs.indices.contains(index) else {
            throw RuntimeFailure("the root has \(tabs.count) tabs; there is no tab \(index)")
        }
        selectedTab = index
        defer { rebuildTree() }
        try loadSelectedTab()
        try settleAppearance()
    }

    /// Types into a field of the screen on top.
    public mutating func type(_ text: String, into query: NodeQuery) throws {
        try drive { _ = try $0.type(text, into: query) }
    }

    /// Selects a row of the screen on top by section and index.
    public mutating func select(section: String?, index: Int) throws {
        try drive { _ = try $0.select(section: section, index: index) }
    }

    /// Selects the row of the screen on top that holds the node the query finds.
    public mutating func select(_ query: NodeQuery) throws {
        try drive { _ = try $0.select(query) }
    }

    /// Scrolls the view of the screen on top that the query finds.
    public mutating func scroll(_ query: NodeQuery, to move: ScrollMove) throws {
        try drive { _ = try $0.scroll(query, to: move) }
    }

    /// Pulls down the list of the screen on top that the query finds, running its refresh event.
    public mutating func pullToRefresh(_ query: NodeQuery) throws {
        try drive { _ = try $0.pullToRefresh(query) }
    }

    /// Pages the carousel section of the screen on top with this id.
    public mutating func page(section: String, to page: Double) throws {
        try drive { try $0.page(section: section, to: page) }
    }

    /// Sends an action of the screen on top or, when it has none by that name, the app action of
    /// that name (app actions take no arguments).
    public mutating func send(_ action: String, arguments: [String: RuntimeValue]) throws {
        let isScreenAction = top.instance.screen.actions.contains { $0.name == action }
        guard !isScreenAction, routes.actions.contains(where: { $0.name == action }) else {
            try drive { _ = try $0.send(action, arguments: arguments) }
            return
        }
        defer { rebuildTree() }
        try runAppAction(action)
        try settleAppearance()
    }

    /// Sets state as the host does: app state names set app state (and a switch root follows),
    /// every other name the state of the screen on top.
    public mutating func feed(_ values: [String: RuntimeValue]) throws {
        let forApp = values.filter { model.state[$0.key] != nil }
        let forScreen = values.filter { model.state[$0.key] == nil }
        if !forScreen.isEmpty { try drive { try $0.feed(forScreen) } }
        if !forApp.isEmpty {
            defer { rebuildTree() }
            try model.feed(forApp)
            try followSwitch()
            try settleAppearance()
        }
    }

    /// Opens a deep link: the tab whose root its destination is, as the generated coordinator
    /// selects it; else its destination, with the params read from the path, on the current stack
    /// as its presentation says.
    public mutating func open(_ path: String) throws {
        defer { rebuildTree() }
        let request = try DeepLink(path: path).request(in: routes.destinations, types: app.symbols.types)
        if request.arguments.isEmpty, !tabs.isEmpty, roots.contains(where: { $0.destination == request.destination }) {
            try navigate(.selectTab(request.destination))
        } else {
            try show(request)
        }
        try settleAppearance()
    }

    /// Pops the top stack; at its root nothing changes and the rejection is recorded. Throws when
    /// what the screens that appear and disappear then do fails.
    public mutating func back() throws {
        defer { rebuildTree() }
        do {
            try navigate(.back)
        } catch {
            outcomes.append(.rejected(Rejection(transaction: "back", actions: [], reason: "\(error)")))
        }
        try settleAppearance()
    }

    /// Removes the top modal; with none presented nothing changes and the rejection is recorded.
    /// Throws when what the screens that appear and disappear then do fails.
    public mutating func dismiss() throws {
        defer { rebuildTree() }
        do {
            try navigate(.dismiss)
        } catch {
            outcomes.append(.rejected(Rejection(transaction: "dismiss", actions: [], reason: "\(error)")))
        }
        try settleAppearance()
    }

    // MARK: Root

    /// Shows the root app state chooses, fresh: its stacks empty but the first, nothing presented.
    private mutating func showRoot() throws {
        guard let root = routes.root else { throw RuntimeFailure("\(routes.name) has no root") }
        let (choice, shown) = try resolve(root)
        self.choice = choice
        modals = []
        onScreen = []
        leaving = []
        selectedTab = 0
        switch shown {
        case .navigation(let entry):
            roots = [entry]
            tabs = []
            tabBarLook = [:]
        case .tabs(let entries, let bar):
            roots = entries
            let evaluator = Evaluator(read: model.reader)
            tabs = try entries.map { entry in
                Tab(
                    title: try entry.title.map(evaluator.evaluate) ?? .string(entry.destination),
                    icon: try entry.icon.map(evaluator.evaluate),
                    selectedIcon: try entry.selectedIcon.map(evaluator.evaluate))
            }
            tabBarLook = [:]
            for (name, colour) in [
                ("background", bar.background), ("tint", bar.tint), ("unselectedTint", bar.unselectedTint),
            ] {
                tabBarLook[name] = try colour.map(evaluator.evaluate)
            }
        case .switchOn:
            throw RuntimeFailure("a switch root resolves to a navigation or tabs root")
        }
        stacks = Array(repeating: [], count: roots.count)
        try loadSelectedTab()
    }

    /// The switch cases that match app state, outermost first, and the root they choose.
    private func resolve(_ root: CheckedRoutes.Root) throws -> ([Int], CheckedRoutes.Root) {
        guard case .switchOn(let condition, let cases) = root else { return ([], root) }
        let evaluator = Evaluator(read: model.reader)
        let value = try evaluator.evaluate(condition)
        for (position, candidate) in cases.enumerated() {
            guard Evaluator.equal(try evaluator.evaluate(candidate.value), value) else { continue }
            let (inner, shown) = try resolve(candidate.root)
            return ([position] + inner, shown)
        }
        throw RuntimeFailure("the root's switch has no case for \(value)")
    }

    /// After app state changed: a switch root whose matching case changed shows the new root.
    private mutating func followSwitch() throws {
        guard let root = routes.root, try resolve(root).0 != choice else { return }
        try showRoot()
    }

    /// Creates the selected stack's root screen the first time its stack is shown.
    private mutating func loadSelectedTab() throws {
        guard stacks[selectedTab].isEmpty else { return }
        let root = roots[selectedTab]
        let evaluator = Evaluator(read: model.reader)
        var arguments: [String: RuntimeValue] = [:]
        for field in root.arguments { arguments[field.name] = try evaluator.evaluate(field.value) }
        var entry = try makeEntry(
            RouteRequest(destination: root.destination, arguments: arguments),
            navigation: NavigationContext(stackDepths: [1] + modals.map(\.count), pushed: pushedDestinations))
        let effects = entry.takeEffects()
        stacks[selectedTab] = [entry]
        try act(on: effects)
    }

    // MARK: Showing and acting

    /// Shows a destination as its presentation says: pushed onto the top stack, or presented as a
    /// modal with its own stack.
    private mutating func show(_ request: RouteRequest) throws {
        var context = navigationContext
        context.route(to: request.destination)
        var entry = try makeEntry(request, navigation: context)
        entry.hidesTabBar =
            request.hidesTabBar ?? routes.destinations.contains { $0.name == request.destination && $0.hidesTabBar }
        let effects = entry.takeEffects()
        if pushedDestinations.contains(request.destination) {
            topStack.append(entry)
        } else {
            modals.append([entry])
        }
        try act(on: effects)
    }

    /// Makes the screen a destination shows; its `onLoad` runs now, its `onAppear` when the step
    /// settles, after the screens it covers have disappeared.
    private mutating func makeEntry(_ request: RouteRequest, navigation: NavigationContext) throws -> NavigationEntry {
        guard let destination = routes.destinations.first(where: { $0.name == request.destination }) else {
            throw RuntimeFailure("no destination '\(request.destination)' in \(routes.name)")
        }
        guard let screen = app.screens.first(where: { $0.name == destination.screen && $0.kind == .screen }) else {
            throw RuntimeFailure("no screen '\(destination.screen)' in the app")
        }
        let session = try ScreenSession(
            catalog: catalog, screen: screen, params: request.arguments, state: [:], navigation: navigation,
            appearing: false, clockStart: now)
        nextEntryID += 1
        return NavigationEntry(id: nextEntryID, destination: destination.name, session: session)
    }

    /// Runs a step on the screen on top, then acts on what it did.
    /// Moves the clock on by `seconds`: the debounces, delays and timer ticks of every shown screen
    /// (covered ones too: their view models live on) that fall due by then run in time order, each
    /// acted on as a step on that screen is. A screen popped or dismissed is gone, and so is its work.
    public mutating func wait(_ seconds: Double) throws {
        let target = Double(ScreenClock.milliseconds(now) + ScreenClock.milliseconds(seconds)) / 1000
        var runs = 0
        while let (place, due) = nextDue(by: target) {
            now = due.time
            try drive(at: place) { session in _ = try session.runNext(by: due.time) }
            runs += 1
            guard runs < ScreenClock.maximumRunsPerWait else { throw ScreenClock.tooBusy(runs, waiting: seconds) }
        }
        now = target
        for place in entryPlaces { self[place].session.syncClocks(to: target) }
    }

    /// Where a shown screen's entry is: in a root stack (`modal` is `nil`) or a modal's stack.
    private typealias EntryPlace = (modal: Int?, stack: Int, index: Int)

    /// Every shown screen's place: the root stacks', then the modals', bottom first.
    private var entryPlaces: [EntryPlace] {
        stacks.indices.flatMap { stack in stacks[stack].indices.map { (modal: Int?.none, stack: stack, index: $0) } }
            + modals.indices.flatMap { modal in
                modals[modal].indices.map { (modal: Int?.some(modal), stack: 0, index: $0) }
            }
    }

    private subscript(place: EntryPlace) -> NavigationEntry {
        get { place.modal.map { modals[$0][place.index] } ?? stacks[place.stack][place.index] }
        set {
            if let modal = place.modal {
                modals[modal][place.index] = newValue
            } else {
                stacks[place.stack][place.index] = newValue
            }
        }
    }

    /// The shown screen whose work falls due first by `target`.
    private func nextDue(by target: Double) -> (EntryPlace, ScreenClock.Due)? {
        var best: (EntryPlace, ScreenClock.Due)?
        for place in entryPlaces {
            guard let due = self[place].session.nextDue, due.time <= target, best.map({ due < $0.1 }) ?? true else {
                continue
            }
            best = (place, due)
        }
        return best
    }

    /// Drives the screen at `place` as `drive(_:)` drives the one on top.
    private mutating func drive(at place: EntryPlace, _ step: (inout ScreenSession) throws -> Void) throws {
        var entry = self[place]
        entry.session.navigation = navigationContext
        defer { rebuildTree() }
        do {
            try step(&entry.session)
        } catch {
            self[place] = entry
            throw error
        }
        let effects = entry.takeEffects()
        self[place] = entry
        try act(on: effects)
        try settleAppearance()
    }

    private mutating func drive(_ step: (inout ScreenSession) throws -> Void) throws {
        var entry = topEntry
        entry.session.navigation = navigationContext
        defer { rebuildTree() }
        do {
            try step(&entry.session)
        } catch {
            topEntry = entry
            throw error
        }
        let effects = entry.takeEffects()
        topEntry = entry
        try act(on: effects)
        try settleAppearance()
    }

    /// Records a screen's transactions and signals, acts on its navigation statements, then runs
    /// the app actions its signals are wired to.
    private mutating func act(on effects: ScreenEffects) throws {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= StatementRunner.maximumDepth else {
            throw RuntimeFailure(
                "showing \(effects.destination) nests signals, app actions and shown screens \(nesting) deep; they probably loop without end"
            )
        }
        outcomes += effects.outcomes
        for request in effects.navigation { try navigate(request) }
        let wiring = routes.destinations.first { $0.name == effects.destination }?.wiring ?? []
        for emission in effects.emissions {
            emissions.append(emission)
            for wire in wiring where wire.signal == emission.signal { try runAppAction(wire.action) }
        }
    }

    /// Runs an app action as a transaction, acts on its navigation statements, then lets a switch
    /// root follow the new state.
    private mutating func runAppAction(_ action: String) throws {
        let (outcome, requests) = model.run(action, navigation: navigationContext)
        outcomes.append(outcome)
        for request in requests { try navigate(request) }
        try followSwitch()
    }

    private mutating func navigate(_ request: NavigationRequest) throws {
        switch request {
        case .route(let route):
            try show(route)
        case .selectTab(let destination):
            guard !tabs.isEmpty, let index = roots.firstIndex(where: { $0.destination == destination }) else { return }
            selectedTab = index
            try loadSelectedTab()
        case .back:
            guard topStack.count > 1 else {
                throw RuntimeFailure("'back' at the root of its navigation stack: there is nothing to go back to")
            }
            takeAway([topStack.removeLast()])
        case .dismiss:
            guard !modals.isEmpty else { throw RuntimeFailure("'dismiss' with nothing presented") }
            takeAway(modals.removeLast())
        }
    }

    /// Screens a pop or dismiss took away: those on screen disappear when the step settles.
    private mutating func takeAway(_ entries: [NavigationEntry]) {
        for entry in entries where onScreen.contains(entry.id) {
            onScreen.removeAll { $0 == entry.id }
            leaving.append(entry)
        }
    }

    // MARK: Appearing

    /// Plays UIKit's appearance calls once a step's transactions are done: the screens taken away
    /// disappear, then those no longer on screen (covered, or on a tab not selected) in the order
    /// they appeared, then those on screen and not yet appeared (new, or uncovered) appear, bottom
    /// first. Each hook is a transaction
    /// acted on like any other; as it may show or take away screens, this goes on until nothing
    /// changes.
    private mutating func settleAppearance() throws {
        for round in 0... {
            guard round <= StatementRunner.maximumDepth else {
                throw RuntimeFailure(
                    "screens appearing and disappearing show and take away screens \(round) times; they probably loop without end"
                )
            }
            let visible = visibleEntries.map(\.id)
            if !leaving.isEmpty {
                var entry = leaving.removeFirst()
                try entry.session.disappear()
                try act(on: entry.takeEffects())
            } else if let covered = onScreen.first(where: { !visible.contains($0) }) {
                onScreen.removeAll { $0 == covered }
                try runShown(covered) { try $0.disappear() }
            } else if let uncovered = visible.first(where: { !onScreen.contains($0) }) {
                onScreen.append(uncovered)
                try runShown(uncovered) { try $0.appear() }
            } else {
                return
            }
        }
    }

    /// Runs `body` on the session of the shown screen `id`, wherever it is, then acts on what it did.
    private mutating func runShown(_ id: Int, _ body: (inout ScreenSession) throws -> Void) throws {
        let context = navigationContext
        func run(_ entry: inout NavigationEntry) throws -> ScreenEffects {
            entry.session.navigation = context
            try body(&entry.session)
            return entry.takeEffects()
        }
        var effects: ScreenEffects?
        for tab in stacks.indices {
            guard let index = stacks[tab].firstIndex(where: { $0.id == id }) else { continue }
            effects = try run(&stacks[tab][index])
        }
        for modal in modals.indices {
            guard let index = modals[modal].firstIndex(where: { $0.id == id }) else { continue }
            effects = try run(&modals[modal][index])
        }
        if let effects { try act(on: effects) }
    }

    /// The screens UIKit has on screen, bottom first: the top of the current stack and of each
    /// modal's, from the last full-screen modal up (a page sheet leaves what it covers on screen).
    private var visibleEntries: [NavigationEntry] {
        var layers = [stacks[selectedTab]]
        for modal in modals {
            let presentation = routes.destinations.first { $0.name == modal.first?.destination }?.presentation
            if presentation == .fullScreen { layers = [] }
            layers.append(modal)
        }
        return layers.compactMap(\.last)
    }

    // MARK: Where things are

    /// What navigation statements may do from the screen on top.
    private var navigationContext: NavigationContext {
        NavigationContext(stackDepths: [stacks[selectedTab].count] + modals.map(\.count), pushed: pushedDestinations)
    }

    private var pushedDestinations: Set<String> {
        Set(routes.destinations.filter { $0.presentation == .push }.map(\.name))
    }

    /// The top modal's stack, or the current tab's.
    private var topStack: [NavigationEntry] {
        get { modals.last ?? stacks[selectedTab] }
        set {
            if modals.isEmpty { stacks[selectedTab] = newValue } else { modals[modals.count - 1] = newValue }
        }
    }

    private var topEntry: NavigationEntry {
        get { topStack[topStack.count - 1] }
        set { topStack[topStack.count - 1] = newValue }
    }

    private mutating func rebuildTree() {
        var children = [topEntry.session.tree]
        // Every stack is a UINavigationController, whose bar shows unless the routes file hides it,
        // with a back button above the stack's root.
        if !routes.hidesNavigationBar {
            children.append(
                RuntimeNode(
                    type: "NavigationBar", kind: "navigationBar", attributes: ["back": .bool(topStack.count > 1)],
                    defaulted: [], children: []))
        }
        if !tabs.isEmpty, modals.isEmpty {
            let items = tabs.enumerated().map { position, tab in
                var attributes: [String: RuntimeValue] = [
                    "text": tab.title, "selected": .bool(position == selectedTab),
                ]
                // UIKit shows a tab's selectedImage while it is selected, its image otherwise.
                attributes["icon"] = position == selectedTab ? tab.selectedIcon ?? tab.icon : tab.icon
                return RuntimeNode(type: "Tab", kind: "tab", attributes: attributes, defaulted: [], children: [])
            }
            // UIKit hides the tab bar while a screen pushed with hidesBottomBarWhenPushed is on the stack.
            let hidden = stacks[selectedTab].dropFirst().contains(where: \.hidesTabBar)
            var attributes = tabBarLook
            if hidden { attributes["hidden"] = .bool(true) }
            children.append(
                RuntimeNode(type: "TabBar", kind: "tabs", attributes: attributes, defaulted: [], children: items))
        }
        tree = RuntimeNode(
            type: routes.name, kind: "app", attributes: sheetAttributes, defaulted: [], children: children)
    }

    /// `sheet`, the detent a presented page sheet on top rests at: `large`, or `medium` when its
    /// detents have it (UIKit shows a sheet at its smallest detent first); none for a push or a
    /// full-screen modal.
    private var sheetAttributes: [String: RuntimeValue] {
        let destination = routes.destinations.first { $0.name == modals.last?.first?.destination }
        switch destination?.presentation {
        case .present?: return ["sheet": .string("large")]
        case .sheet(let detents)?:
            return ["sheet": .string(detents.contains { $0.text == "medium" } ? "medium" : "large")]
        default: return [:]
        }
    }
}
