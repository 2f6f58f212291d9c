import ConstruktCatalog
import ConstruktChecker

/// A running screen with its headless tree, driven the way a scenario drives it (Docs/language.md, A scenario file):
/// `tap`, `type` and `select` find visible nodes and fire their events; `send` runs an action;
/// `feed` sets state as the host does. Every event body runs as one transaction.
///
/// The tree is updated, not rebuilt, after each change: only the derived values and the nodes that
/// read a changed name are evaluated again, an `if` keeps its branch's nodes while its branch stays,
/// and a `forEach` or list keeps the nodes of every item whose identity is still there.
/// `rebuildTree()` builds the tree whole, for comparison; `lastTreeUpdate` says what the last
/// change did. Nodes of a `component:` file run in their own instance (own state, derived values,
/// actions and signals), bound to the values their user passes; its transactions, signals and
/// navigation statements count as the screen's.
public struct ScreenSession: Sendable {
    public let catalog: RuntimeCatalog
    public private(set) var instance: ScreenInstance
    public internal(set) var tree: RuntimeNode
    /// What the last change (or the build) did to the tree.
    public private(set) var lastTreeUpdate: TreeUpdateReport
    private var live: LiveTree
    /// Whether `live` describes `tree`; not after an update failed halfway, until a rebuild succeeds.
    private var liveTreeIsCurrent = true
    /// What was typed into each field without a `text:` of its own (UIKit keeps it in the field),
    /// by the field's address.
    private var typedTexts: [String: String] = [:]
    /// How far each scroll view without a `scrollOffset` of its own was dragged (UIKit keeps it in
    /// the view), by the view's address, while the view stays.
    private var draggedOffsets: [String: Double] = [:]
    /// Where `page:` steps left the carousels, in items, by section id (UIKit keeps it in the view).
    private var carouselPositions: [String: Double] = [:]
    /// The item count of each section (by address) when its `onNearEnd` last ran.
    var nearEndCounts: [String: Int] = [:]
    /// When the `onNearEnd` of each section near by a `distance` (by address) last ran.
    var nearEndTimes: [String: Double] = [:]
    /// The numbers of animated nodes moving to new values, by node address and property name.
    var transitions: [String: [String: StyleTransition]] = [:]
    /// Whether any node of the screen or of the app's `component:` files has an `animation:`:
    /// without one, a change walks no tree for animated values.
    let animates: Bool
    /// Whether the screen is on screen: between its `appear()` and `disappear()`.
    public private(set) var isShown = false

    /// Binds params and state, runs the screen's `onLoad` hooks, builds the tree and fires the load
    /// events written on its nodes, then makes it appear: its `onAppear` hooks and appear events.
    public init(
        catalog: RuntimeCatalog, screen: CheckedScreen, params: [String: RuntimeValue],
        state: [String: RuntimeValue] = [:]
    ) throws {
        try self.init(catalog: catalog, screen: screen, params: params, state: state, navigation: nil)
    }

    /// The same, with what `back` and `dismiss` may do from the first hook on (the navigator's).
    /// Without `appearing`, only the load hooks and events run: the navigator makes the screen
    /// appear (`appear()`) once the screens it covers have disappeared, as UIKit orders
    /// `viewDidLoad`, the covered screen's `viewWillDisappear`, then `viewWillAppear`.
    init(
        catalog: RuntimeCatalog, screen: CheckedScreen, params: [String: RuntimeValue], state: [String: RuntimeValue],
        navigation: NavigationContext?, appearing: Bool = true, clockStart: Double = 0
    ) throws {
        self.catalog = catalog
        animates = Self.animates(screen, among: catalog)
        instance = try ScreenInstance(screen: screen, params: params, state: state, clockStart: clockStart)
        instance.navigation = navigation
        instance.run(.onLoad)
        let built = try LiveTree.build(instance, catalog: catalog)
        (live, tree, lastTreeUpdate) = (built.tree, built.root, built.report)
        for event in tree.allNodes.flatMap(\.events) where event.stimulus == .load {
            try fire(event, value: nil)
        }
        // The view is built before it appears, as UIKit builds it before `viewWillAppear`: what the
        // `onAppear` hooks change updates it (and moves over an `animation:`), and the timers start
        // once its components' view models are built.
        if appearing { try appear() }
    }

    /// The screen comes on screen again (a pop, a dismiss or a tab switch uncovered it): runs its
    /// `onAppear` hooks and fires the appear events written on its nodes, as UIKit's
    /// `viewWillAppear` does each time.
    public mutating func appear() throws {
        _ = try change(in: nil) { $0.run(.onAppear) }
        let events = tree.allNodes.flatMap(\.events).filter { $0.stimulus == .appear }
        isShown = true
        _ = try fireAll(events, value: nil)
    }

    /// The screen leaves the screen (covered, popped or dismissed): runs its `onDisappear` hooks and
    /// fires the disappear events written on its nodes, as UIKit's `viewWillDisappear` does.
    public mutating func disappear() throws {
        isShown = false
        _ = try change(in: nil) { $0.run(.onDisappear) }
        _ = try fireAll(tree.allNodes.flatMap(\.events).filter { $0.stimulus == .disappear }, value: nil)
    }

    /// What `back` and `dismiss` may do in the screen's next transactions.
    var navigation: NavigationContext? {
        get { instance.navigation }
        set { instance.navigation = newValue }
    }

    /// Sends an action of the screen.
    @discardableResult
    public mutating func send(_ action: String, arguments: [String: RuntimeValue] = [:]) throws -> TransactionOutcome {
        try change(in: nil) { $0.send(action, arguments: arguments) }
    }

    /// Moves the screen's clock on by `seconds` (Docs/language.md, Time): every debounce, `after:` delay
    /// and timer tick of the screen and its `component:` instances that falls due by then runs, in
    /// time order, as its own transaction. Nothing sleeps.
    public mutating func wait(_ seconds: Double) throws {
        let target = Double(ScreenClock.milliseconds(now) + ScreenClock.milliseconds(seconds)) / 1000
        var runs = 0
        while try runNext(by: target) {
            runs += 1
            guard runs < ScreenClock.maximumRunsPerWait else { throw ScreenClock.tooBusy(runs, waiting: seconds) }
        }
        syncClocks(to: target)
    }

    /// The time of the screen's clock.
    public var now: Double { instance.now }

    /// When the screen's (or one of its components') next work falls due, if any is pending.
    var nextDue: ScreenClock.Due? {
        ([instance.nextDue] + live.components.instances.values.map(\.nextDue)).compactMap { $0 }.min()
    }

    /// Runs the first work due by `target` (of the screen or one of its components, in the order
    /// it was scheduled at the same time); `false` when nothing is due by then.
    mutating func runNext(by target: Double) throws -> Bool {
        var best: (due: ScreenClock.Due, scope: Int?)?
        if let due = instance.nextDue, due.time <= target { best = (due, nil) }
        for (id, component) in live.components.instances {
            guard let due = component.nextDue, due.time <= target, best.map({ due < $0.due }) ?? true else { continue }
            best = (due, id)
        }
        guard let best else { return false }
        syncClocks(to: best.due.time)
        _ = try change(in: best.scope) { $0.runDue(by: best.due.time) }
        return true
    }

    /// The params and state of each `component:` instance of the tree, by instance, which an
    /// `expect`'s `has:` reads on the instance's node (Docs/language.md, A scenario file).
    var instanceValues: [Int: [String: RuntimeValue]] {
        live.components.instances.mapValues { $0.params.merging($0.state) { _, state in state } }
    }

    /// Moves the screen's clock and its components' to `time`.
    mutating func syncClocks(to time: Double) {
        instance.advanceClock(to: time)
        live.advanceClocks(to: time)
        presentTransitions()
    }

    /// Sets state values from outside, as the host app does.
    public mutating func feed(_ values: [String: RuntimeValue]) throws {
        try change(in: nil) { try $0.feed(values) }
    }

    /// Builds the whole tree again from the screen's current values, as the first build did, and
    /// puts it in place of the updated one (which it equals). `component:` instances keep their
    /// state. For benchmarks and tests.
    public mutating func rebuildTree() throws {
        let built = try LiveTree.build(
            instance, catalog: catalog, keeping: live, typedTexts: typedTexts, draggedOffsets: draggedOffsets,
            carouselPositions: carouselPositions)
        (live, tree, lastTreeUpdate) = (built.tree, built.root, built.report)
        liveTreeIsCurrent = true
        presentTransitions()
    }

    /// Taps the node the query finds: flips its `toggles` property and fires its toggle events, or
    /// fires its tap events. A disabled node ignores the tap, as UIKit does.
    @discardableResult
    public mutating func tap(_ query: NodeQuery) throws -> [TransactionOutcome] {
        var node = try found(query).node
        // A `component:` node with no tap event of its own is its root view in Swift, where its
        // `id:` and its root's gesture are on the same view.
        while node.kind == "component", !node.events.contains(where: { $0.stimulus == .tap }),
            node.children.count == 1, let root = node.children.first
        {
            node = root
        }
        guard node.isEnabled else { return [] }
        let runtime = catalog.components.component(named: node.type)?.runtime
        if let toggles = runtime?.toggles {
            let attribute =
                catalog.components.property(named: toggles, of: node.type)?.runtime?.attribute.rawValue ?? toggles
            let flipped = RuntimeValue.bool(
                !(try Evaluator.bool(node.attributes[attribute] ?? .bool(false), in: "\(node.type).\(toggles)")))
            if let state = node.twoWayBindings[toggles] { try change(in: node.scope) { try $0.feed([state: flipped]) } }
            return try fireAll(node.events.filter { $0.stimulus == .toggle }, value: flipped)
        }
        let taps = node.events.filter { $0.stimulus == .tap }
        guard !taps.isEmpty else {
            throw RuntimeFailure("nothing to tap: the \(node.type) that \(query) finds has no tap event written")
        }
        return try fireAll(taps, value: nil)
    }

    /// Replaces the text of the field the query finds (writing its two-way state, or, for a field
    /// without a text of its own, keeping the text in the field as UIKit does) and fires its type
    /// events with the new text as `value`. A disabled field ignores it.
    @discardableResult
    public mutating func type(_ text: String, into query: NodeQuery) throws -> [TransactionOutcome] {
        let node = try found(query).node
        guard let property = catalog.components.component(named: node.type)?.runtime.typeInto else {
            throw RuntimeFailure("cannot type into the \(node.type) that \(query) finds: it is not a text field")
        }
        guard node.isEnabled else { return [] }
        if let state = node.twoWayBindings[property] {
            try change(in: node.scope) { try $0.feed([state: .string(text)]) }
        } else {
            typedTexts[node.address] = text
            try updateTree([TreeContext.typedTextName(at: node.address)])
        }
        return try fireAll(node.events.filter { $0.stimulus == .type }, value: .string(text))
    }

    /// Selects the row at `index` of the section with that id, or of the first list or section
    /// with rows when `section` is `nil`.
    @discardableResult
    public mutating func select(section: String?, index: Int) throws -> TransactionOutcome {
        let lists = tree.allNodes.filter { node in
            section.map { node.section == $0 } ?? node.children.contains { $0.selection != nil }
        }
        guard let list = lists.first else {
            throw RuntimeFailure(
                section.map { "no section '\($0)' in the tree" } ?? "no list or section with rows in the tree")
        }
        let rows = list.children.compactMap(\.selection)
        guard rows.indices.contains(index) else {
            throw RuntimeFailure(
                "\(section.map { "section '\($0)'" } ?? list.type) has \(rows.count) row\(rows.count == 1 ? "" : "s"); there is no row \(index)"
            )
        }
        return try select(rows[index], in: section ?? list.type)
    }

    /// Selects the row holding the node the query finds.
    @discardableResult
    public mutating func select(_ query: NodeQuery) throws -> TransactionOutcome {
        let found = try found(query)
        guard let row = tree.nodes(along: found.path).last(where: { $0.selection != nil })?.selection else {
            throw RuntimeFailure("the \(found.node.type) that \(query) finds is not in a list row or cell")
        }
        return try select(row, in: found.node.type)
    }

    private mutating func select(_ row: RowSelection, in place: String) throws -> TransactionOutcome {
        guard let event = row.event else { throw RuntimeFailure("\(place) has no select event written") }
        return try fire(event, value: row.item)
    }

    func found(_ query: NodeQuery) throws -> FoundNode {
        guard let found = tree.find(query) else {
            let count = tree.visibleMatches(query).count
            guard count > 0 else {
                throw RuntimeFailure(
                    "no visible node matches \(query)" + (tree.nearMiss(for: query).map { "; " + $0 } ?? ""))
            }
            throw RuntimeFailure(
                "\(query) picks match \(query.index ?? 0), but only \(count) visible node\(count == 1 ? "" : "s") match"
            )
        }
        return found
    }

    mutating func fireAll(_ events: [EventBinding], value: RuntimeValue?) throws -> [TransactionOutcome] {
        var outcomes: [TransactionOutcome] = []
        for event in events { outcomes.append(try fire(event, value: value)) }
        return outcomes
    }

    @discardableResult
    private mutating func fire(_ event: EventBinding, value: RuntimeValue?) throws -> TransactionOutcome {
        var locals = event.locals
        if let value { locals["value"] = value }
        return try change(in: event.scope) {
            $0.run(event.body, named: "\(event.component).\(event.name)", locals: locals)
        }
    }

    /// Runs `body` on the screen (`scope` is `nil`) or on a `component:` instance, then updates the
    /// tree for the names whose values changed, also when `body` threw after changing some. What
    /// a component instance did counts as the screen's, but for its signals: each one it emitted
    /// then runs what its node's `on:` gives it, as the generated component's `on…` handler does.
    mutating func change<Value>(in scope: Int?, _ body: (inout ScreenInstance) throws -> Value) throws -> Value {
        let outcome: Result<Value, any Error>
        let changed: Set<String>
        var emissions: [SignalEmission] = []
        let scrolls: [String]
        if let scope {
            guard var component = live.components[scope] else { throw RuntimeFailure("no component instance \(scope)") }
            component.navigation = instance.navigation
            let before = (values: component.values, marks: component.effectMarks)
            do { outcome = .success(try body(&component)) } catch { outcome = .failure(error) }
            changed = Set(before.values.changedNames(in: component.values).map(TreeEnvironment(scope: scope).scoped))
            let effects = component.effects(since: before.marks)
            emissions = effects.emissions
            scrolls = component.takeScrollsToTop()
            instance.adopt(effects)
            live.replace(component: scope, with: component)
        } else {
            let before = instance.values
            do { outcome = .success(try body(&instance)) } catch { outcome = .failure(error) }
            changed = before.changedNames(in: instance.values)
            scrolls = instance.takeScrollsToTop()
        }
        let shown = animates ? animatedNumbers() : [:]
        try updateTree(changed)
        if animates { animateChanges(from: shown) }
        try fireAppearing()
        for emission in emissions {
            for event in tree.allNodes.flatMap(\.events) where event.emitter == scope && event.name == emission.signal {
                try fire(event, value: emission.value)
            }
        }
        try scrollToTop(scrolls, in: scope)
        return try outcome.get()
    }

    /// Fires the appear events of the nodes the last update added to a shown screen: UIKit calls a
    /// view's `onAppear` handlers when it moves to the window, as a new branch or list item does.
    private mutating func fireAppearing() throws {
        guard isShown, !lastTreeUpdate.wasRebuilt, !lastTreeUpdate.appearing.isEmpty else { return }
        let addresses = lastTreeUpdate.appearing
        let events = tree.allNodes.filter { addresses.contains($0.address) }.flatMap(\.events)
        _ = try fireAll(events.filter { $0.stimulus == .appear }, value: nil)
    }

    /// Updates the tree for `changed`. Should an update fail halfway (a value that cannot be
    /// evaluated), the tree is built whole, now or, while that fails too, at the next change.
    private mutating func updateTree(_ changed: Set<String>) throws {
        if liveTreeIsCurrent {
            do {
                lastTreeUpdate = try live.update(
                    &tree, screen: instance, changed: changed, catalog: catalog, typedTexts: typedTexts,
                    draggedOffsets: draggedOffsets, carouselPositions: carouselPositions)
                dropGoneOffsets()
                return
            } catch {
                liveTreeIsCurrent = false
            }
        }
        try rebuildTree()
    }

    /// Moves the scroll view at `address` to `offset`, as a drag does, when it has no `scrollOffset`
    /// written (the next update forgets the offset of one that has); `nil` puts it back at its top.
    mutating func drag(scrollViewAt address: String, to offset: Double?) throws {
        guard draggedOffsets[address] != offset else { return }
        draggedOffsets[address] = offset
        try updateTree([TreeContext.draggedOffsetName(at: address)])
    }

    /// Holds the carousel section `id` at `position` (in items), as a drag that stops there does.
    mutating func hold(carousel id: String, at position: Double) throws {
        guard carouselPositions[id] != position else { return }
        carouselPositions[id] = position
        try updateTree([TreeContext.carouselPositionName(of: id)])
    }

    /// Forgets the offsets of the scroll views the last update removed or built anew: a view that
    /// comes back is a new one, at its top. A kept `switch` branch hidden by another case keeps
    /// its views, and so their offsets.
    private mutating func dropGoneOffsets() {
        guard !draggedOffsets.isEmpty else { return }
        var shown: [String: Double] = [:]
        for node in tree.allNodes + live.keptAsideNodes.flatMap(\.allNodes) {
            if let kept = draggedOffsets[node.address], node.style["scrollOffset"] == .double(kept) {
                shown[node.address] = kept
            }
        }
        draggedOffsets = shown
    }
}
