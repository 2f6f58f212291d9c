@_spi(StandIn) import ConstruktKit
import ConstruktKitRecording
import ConstruktRuntime
import Testing
@_spi(StandIn) import UIKit

/// Drives one screen two ways with the same steps, as a scenario does: the generated Swift, built
/// through the stand-ins, and the headless runtime's session of the same checked screen. Before
/// the first step and after each one, the recorded tree (`RecordedForm`) must equal the runtime's,
/// the state the generated view model reports the runtime's state, and the number of emissions of
/// each signal the runtime's (or, when the test records them all, every emission and its value).
///
/// A screen's test gives the generated side: its built root, its state read as runtime values, its
/// signals' emissions, and how a `feed` sets its view model (the host's part).
@MainActor
struct ParityDriver {
    /// One step, on both sides.
    enum Step: CustomStringConvertible {
        /// Taps the button with this id or title (or flips the toggle, or recognizes the tap gesture
        /// of the view, with this id); a disabled button ignores it.
        case tap(id: String? = nil, text: String? = nil)
        /// Replaces the text of the field with this id, which fires its change events.
        case type(id: String, text: String)
        /// Selects the row at `index` of the section with this id.
        case select(section: String, index: Int)
        /// Selects the row at `index` of the first TableView.
        case selectRow(Int)
        /// Selects the row, of a collection or a TableView, that holds a label with this text.
        case selectHolding(text: String)
        /// Drags the scroll view or collection with this id to a vertical offset, or to its end.
        case scroll(id: String, to: ScrollMove)
        /// Swipes the carousel section with this id so that the item at `to` is centred, or holds it
        /// between two items (`0.5`).
        case page(section: String, to: Double)
        /// Pulls the collection with this id down, which runs its refresh action.
        case pullToRefresh(id: String)
        /// The host sets state: `values` on the runtime, `apply` on the view model.
        case feed([String: RuntimeValue], apply: () -> Void)
        /// The host runs an action: by name and arguments on the runtime, `apply` on the view model.
        case send(String, arguments: [String: RuntimeValue], apply: () -> Void)
        /// Time passes: the runtime's clock and the stand-ins' (`StandInClock`) move on together.
        case wait(Double)

        var description: String {
            switch self {
            case .tap(let id, let text): "tapping \(NodeQuery(text: text, id: id))"
            case .type(let id, let text): "typing \(text) into \(id)"
            case .select(let section, let index): "selecting row \(index) of \(section)"
            case .selectRow(let index): "selecting row \(index) of the table"
            case .selectHolding(let text): "selecting the row holding \(text)"
            case .scroll(let id, let move): "scrolling \(id) to \(move)"
            case .page(let section, let page): "paging \(section) to \(page)"
            case .pullToRefresh(let id): "pulling \(id) to refresh"
            case .feed(let values, _): "feeding \(values.keys.sorted())"
            case .send(let action, _, _): "sending \(action)"
            case .wait(let seconds): "waiting \(seconds) s"
            }
        }
    }

    /// The generated screen's view tree, built once.
    let root: UIView
    /// The generated view model's state, by name, as runtime values.
    let state: () -> [String: RuntimeValue]
    /// How many times each signal was sent on the generated side.
    let emissions: () -> [String: Int]
    /// Every signal the generated side sent, in order, with its value, when the test records them.
    let emitted: (() -> [SignalEmission])?
    var session: ScreenSession

    /// The session of the screen named `screen` in the app folder `app`, given `params` and starting
    /// from `initial` state overrides (which the generated view model must have been given too),
    /// beside the generated side.
    init(
        app path: String, screen name: String, params: [String: RuntimeValue] = [:],
        initial: [String: RuntimeValue] = [:], root: UIView,
        state: @escaping () -> [String: RuntimeValue], emissions: @escaping () -> [String: Int] = { [:] },
        emitted: (() -> [SignalEmission])? = nil
    ) throws {
        let app = try SampleLoading.app(in: path)
        let screen = try #require(app.screens.first { $0.name == name })
        session = try ScreenSession(
            catalog: RuntimeCatalog(catalog: app.catalog, app: app), screen: screen, params: params, state: initial)
        self.root = root
        self.state = state
        self.emissions = emissions
        self.emitted = emitted
    }

    /// Runs `steps`, comparing both sides before the first and after each; a difference is reported
    /// with the step, and with the scenario's name when given.
    mutating func run(_ steps: [Step], in scenario: String? = nil) throws {
        let prefix = scenario.map { "\($0): " } ?? ""
        expectSame(after: prefix + "building")
        for step in steps {
            try perform(step)
            expectSame(after: prefix + step.description)
        }
    }

    private mutating func perform(_ step: Step) throws {
        try Self.perform(step, on: root)
        switch step {
        case .tap(let id, let text):
            try session.tap(NodeQuery(text: text, id: id))
        case .type(let id, let text):
            try session.type(text, into: NodeQuery(id: id))
        case .select(let section, let index):
            try session.select(section: section, index: index)
        case .selectRow(let index):
            try session.select(section: nil, index: index)
        case .selectHolding(let text):
            try session.select(NodeQuery(text: text))
        case .scroll(let id, let move):
            try session.scroll(NodeQuery(id: id), to: move)
        case .page(let section, let page):
            try session.page(section: section, to: page)
        case .pullToRefresh(let id):
            try session.pullToRefresh(NodeQuery(id: id))
        case .feed(let values, _):
            try session.feed(values)
        case .send(let action, let arguments, _):
            try session.send(action, arguments: arguments)
        case .wait(let seconds):
            try session.wait(seconds)
        }
    }

    /// Takes `step` on the generated screen whose built view tree is `root`: the user's part on its
    /// views, or, for `feed` and `send`, the host's `apply`.
    static func perform(_ step: Step, on root: UIView) throws {
        switch step {
        case .tap(let id, let text):
            let places = [root] + cells(in: root)
            if let toggle = places.lazy.compactMap({
                firstView(UISwitch.self, in: $0, where: { id != nil && $0.accessibilityIdentifier == id })
            }).first {
                toggle.setOn(!toggle.isOn, animated: false)
                toggle.sendActions(for: .valueChanged)
            } else if let tapped = places.lazy.compactMap({ place in
                firstView(UIView.self, in: place) { view in
                    id != nil && view.accessibilityIdentifier == id && !(view is UIControl)
                        && view.gestureRecognizers?.contains { $0 is UITapGestureRecognizer } == true
                }
            }).first {
                tapped.gestureRecognizers?.filter { $0 is UITapGestureRecognizer }.forEach { $0.standInFire() }
            } else {
                let button = try #require(
                    places.lazy.compactMap { place in
                        firstView(UIButton.self, in: place) { button in
                            (id == nil || button.accessibilityIdentifier == id)
                                && (text == nil || button.title(for: .normal) == text)
                        }
                    }.first, "no button for \(step)")
                if button.isEnabled { button.sendActions(for: .touchUpInside) }
            }
        case .type(let id, let text):
            let field = try #require(
                ([root] + cells(in: root)).lazy.compactMap { place in
                    firstView(UITextField.self, in: place) { $0.accessibilityIdentifier == id }
                }.first, "no field for \(step)")
            field.text = text
            field.sendActions(for: .editingChanged)
        case .select(let section, let index):
            let list = try #require(
                firstView(CollectionViewWrapperView.self, in: root) { list in
                    list.sections.contains { $0.identifier.uniqueId == section }
                }, "no collection with a section \(section)")
            let position = try #require(list.sections.firstIndex { $0.identifier.uniqueId == section })
            list.standInSelectItem(at: IndexPath(item: index, section: position))
        case .selectRow(let index):
            let table = try #require(firstView(BuilderInternalTableView.self, in: root), "no table")
            table.tableView(table, didSelectRowAt: IndexPath(row: index, section: 0))
        case .selectHolding(let text):
            try selectRow(holding: text, in: root)
        case .scroll(let id, let move):
            if let list = firstView(
                CollectionViewWrapperView.self, in: root, where: { $0.accessibilityIdentifier == id })
            {
                if case .offset(let points) = move {
                    list.standInScroll(toOffset: CGFloat(points))
                } else {
                    list.standInScrollToEnd()
                }
            } else {
                let view = try #require(
                    firstView(BuilderInternalScrollView.self, in: root) { $0.accessibilityIdentifier == id },
                    "no scroll view for \(step)")
                if case .offset(let points) = move { view.standInScroll(toOffset: CGFloat(points)) }
            }
        case .page(let section, let page):
            let list = try #require(
                firstView(CollectionViewWrapperView.self, in: root) { list in
                    list.sections.contains { $0.identifier.uniqueId == section }
                }, "no collection with a section \(section)")
            let position = try #require(list.sections.firstIndex { $0.identifier.uniqueId == section })
            if page == page.rounded() {
                list.standInCentre(IndexPath(item: Int(page), section: position))
            } else {
                list.standInHold(section: position, at: CGFloat(page))
            }
        case .pullToRefresh(let id):
            let list = try #require(
                firstView(CollectionViewWrapperView.self, in: root) { $0.accessibilityIdentifier == id },
                "no collection for \(step)")
            list.standInPullToRefresh()
        case .feed(_, let apply), .send(_, _, let apply):
            apply()
        case .wait(let seconds):
            StandInClock.advance(by: seconds)
        }
    }

    /// Selects the first row, of a TableView or of a collection, with a label showing `text`.
    private static func selectRow(holding text: String, in root: UIView) throws {
        func holds(_ row: UIView) -> Bool { firstView(UILabel.self, in: row) { $0.text == text } != nil }
        if let table = firstView(
            BuilderInternalTableView.self, in: root, where: { $0.subviews.contains(where: holds) }),
            let row = table.subviews.firstIndex(where: holds)
        {
            table.tableView(table, didSelectRowAt: IndexPath(row: row, section: 0))
            return
        }
        let list = try #require(
            firstView(CollectionViewWrapperView.self, in: root) { list in
                list.sections.contains { $0.cells.contains { holds($0.standInMakeCell().contentView) } }
            }, "no row holding \(text)")
        for (position, section) in list.sections.enumerated() {
            guard let item = section.cells.firstIndex(where: { holds($0.standInMakeCell().contentView) }) else {
                continue
            }
            list.standInSelectItem(at: IndexPath(item: item, section: position))
            return
        }
    }

    /// The cells of every collection under `view`, made as the collection would dequeue them: a
    /// control in a cell is reached there, and its bindings reach the same view model.
    private static func cells(in view: UIView) -> [UIView] {
        guard let list = view as? CollectionViewWrapperView else { return view.subviews.flatMap(cells(in:)) }
        return list.sections.flatMap { section in section.cells.map { $0.standInMakeCell().contentView } }
    }

    private func expectSame(after step: String) {
        #expect(
            RecordedForm.generated(ViewTreeRecorder.record(root)) == RecordedForm.of(session.tree),
            "trees differ after \(step)")
        let generatedState = state()
        for (name, value) in generatedState.sorted(by: { $0.key < $1.key }) {
            #expect(session.instance.state[name] == value, "\(name) differs after \(step)")
        }
        for (signal, count) in emissions() {
            #expect(
                session.instance.emissions.filter { $0.signal == signal }.count == count,
                "\(signal) emissions differ after \(step)")
        }
        if let emitted {
            #expect(emitted() == session.instance.emissions, "emissions differ after \(step)")
        }
    }
}
