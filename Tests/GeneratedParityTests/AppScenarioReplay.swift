import ConstruktChecker
import ConstruktKitRecording
import Foundation
import Testing
@_spi(StandIn) import UIKit

@testable import ConstruktRuntime

/// One `app:` scenario run two ways: on the runtime's `AppNavigator` and on the sample's generated
/// coordinator (a `GeneratedApp`), each step taken on both. Each screen's view model the
/// coordinator hands its host is watched through a `ViewModelMirror` and linked to the controller
/// that shows it, so steps reach the screen on top as the user would and `feed` sets its state as
/// the host would. After starting and after every step: the destinations of the current stack, the
/// destination and screen on top and its tree, the tab bar, the presentation style, the app state,
/// the top screen's state and the signals every screen sent, in order, must agree; and the
/// scenario's own expectations must hold. A step the generated side cannot take fails the test.
@MainActor
final class AppScenarioReplay {
    private let scenario: CheckedScenario
    private let app: CheckedApp
    private let routes: CheckedRoutes
    private var navigator: AppNavigator
    private var generated: GeneratedApp!
    /// View models the coordinator made since their controllers were last looked for, in order.
    private var made: [(destination: String, mirror: ViewModelMirror)] = []
    /// Every signal the coordinator's screens sent, in order, with its value.
    private var sent: [SignalEmission] = []
    /// Each screen controller shown so far, by identity (kept, so that no identity is reused), with
    /// its destination and the mirror of its view model.
    private var shown:
        [ObjectIdentifier: (controller: UIViewController, destination: String, mirror: ViewModelMirror)] = [:]
    /// The controllers on screen (appeared and not disappeared since), in the order they appeared.
    private var appeared: [UIViewController] = []
    /// The window's root controller when appearance was last settled: a new one (a switch root's
    /// new case) starts with nothing on screen, as the runtime's fresh root does.
    private var settledRoot: ObjectIdentifier?

    /// Starts both sides of `scenario`, an `app:` scenario of `app`, its `state:` fed to both.
    init(_ scenario: CheckedScenario, in app: CheckedApp, making factory: SampleCoordinators.Factory) throws {
        self.scenario = scenario
        self.app = app
        routes = try #require(app.routes)
        let initial = try ScenarioRunner.constants(scenario.state)
        navigator = try AppNavigator(app: app, catalog: RuntimeCatalog(catalog: app.catalog, app: app), state: initial)
        generated = factory { [unowned self] model in
            do {
                let (destination, viewModel) = try #require(
                    GeneratedApp.screen(model), "a screen model without a view model")
                let name = try #require(
                    routes.destinations.first { $0.name == destination }?.screen, "no destination \(destination)")
                let screen = try #require(app.screens.first { $0.name == name }, "no screen \(name)")
                made.append(
                    (destination, ViewModelMirror(viewModel, of: screen, in: app) { [unowned self] in sent.append($0) })
                )
            } catch {
                Issue.record("\(scenario.name): \(error)")
            }
        }
        if !initial.isEmpty { try generated.feed(initial) }
        generated.start()
    }

    /// Runs every step on both sides, comparing them after starting and after each.
    func run() throws {
        try expectSame(after: "starting")
        for step in scenario.steps {
            try take(step)
            try expectSame(after: "the step at \(step.range.start)")
        }
    }

    private func take(_ step: CheckedScenario.Step) throws {
        switch step.kind {
        case .tap(let finder):
            let query = try ScenarioRunner.query(finder)
            if let tab = tab(titled: query) {
                (generated.window.rootViewController as? UITabBarController)?.selectedIndex = tab
            } else {
                try ParityDriver.perform(.tap(id: query.id, text: query.text), on: topRoot())
            }
            try navigator.tap(query)
        case .type(let finder, let text):
            let query = try ScenarioRunner.query(finder)
            guard let id = query.id, case .string(let typed) = try ScenarioRunner.constant(text) else {
                throw ReplayFailure(step: step)
            }
            try ParityDriver.perform(.type(id: id, text: typed), on: topRoot())
            try navigator.type(typed, into: query)
        case .select(let section, let index, nil):
            guard case .int(let row) = try ScenarioRunner.constant(index) else { throw ReplayFailure(step: step) }
            try ParityDriver.perform(section.map { .select(section: $0, index: row) } ?? .selectRow(row), on: topRoot())
            try navigator.select(section: section, index: row)
        case .select(_, _, let finder?):
            let query = try ScenarioRunner.query(finder)
            guard let text = query.text, query.id == nil else { throw ReplayFailure(step: step) }
            try ParityDriver.perform(.selectHolding(text: text), on: topRoot())
            try navigator.select(query)
        case .scroll(let finder, let destination):
            let query = try ScenarioRunner.query(finder)
            guard let id = query.id else { throw ReplayFailure(step: step) }
            var move = ScrollMove.end
            if case .offset(let offset) = destination {
                guard case .double(let points) = try ScenarioRunner.constant(offset) else {
                    throw ReplayFailure(step: step)
                }
                move = .offset(points)
            }
            try ParityDriver.perform(.scroll(id: id, to: move), on: topRoot())
            try navigator.scroll(query, to: move)
        case .page(let section, let page):
            guard let position = try ScenarioReplay.carouselPosition(ScenarioRunner.constant(page)) else {
                throw ReplayFailure(step: step)
            }
            try ParityDriver.perform(.page(section: section, to: position), on: topRoot())
            try navigator.page(section: section, to: position)
        case .pullToRefresh(let finder):
            let query = try ScenarioRunner.query(finder)
            guard let id = query.id else { throw ReplayFailure(step: step) }
            try ParityDriver.perform(.pullToRefresh(id: id), on: topRoot())
            try navigator.pullToRefresh(query)
        case .feed(let fields):
            let values = try ScenarioRunner.constants(fields)
            let appNames = Set(routes.state.map(\.name))
            let forScreen = values.filter { !appNames.contains($0.key) }
            if !forScreen.isEmpty { try #require(top()?.mirror, "no screen on top to feed").feed(forScreen) }
            try generated.feed(values.filter { appNames.contains($0.key) })
            try navigator.feed(values)
        case .open(let path):
            generated.open(try #require(URL(string: path)))
            try navigator.open(path)
        case .back:
            generated.leave(.back)
            try navigator.back()
        case .dismiss:
            generated.leave(.dismiss)
            try navigator.dismiss()
        case .wait(let seconds):
            StandInClock.advance(by: seconds)
            try navigator.wait(seconds)
        case .expect(let expectations):
            let check = navigator.expectationCheck
            // A snapshot is a picture of the headless screen: the generated Swift draws none here.
            for expectation in expectations {
                if case .snapshot = expectation.kind { continue }
                if let mismatch = try check.mismatch(expectation) {
                    Issue.record(
                        "\(scenario.name): expected \(mismatch.expected), found \(mismatch.found) at \(expectation.range.start)"
                    )
                }
            }
        case .send:
            throw ReplayFailure(step: step)
        }
    }

    /// The tab a tap on `query` selects: one titled with its text when the screen on top has no
    /// button so titled and nothing is presented, as the runtime finds the screen's nodes first.
    private func tab(titled query: NodeQuery) -> Int? {
        guard query.id == nil, let text = query.text,
            let tabBarController = generated.window.rootViewController as? UITabBarController,
            tabBarController.selectedViewController?.presentedViewController == nil,
            let root = try? topRoot(),
            firstView(UIButton.self, in: root, where: { $0.title(for: .normal) == text }) == nil
        else { return nil }
        return tabBarController.viewControllers?.firstIndex { $0.tabBarItem?.title == text }
    }

    // MARK: Comparing

    /// The SF Symbol the generated app's selected tab shows: its selected image, else its image.
    private func selectedTabIcon() -> String? {
        let tabBarController = generated.window.rootViewController as? UITabBarController
        let item = tabBarController?.selectedViewController?.tabBarItem
        return (item?.selectedImage ?? item?.image).map { String($0.standInSource.dropFirst("systemName:".count)) }
    }

    private func expectSame(after step: String) throws {
        settleAppearance()
        let context = "\(scenario.name), after \(step)"
        let root = try topRoot()
        let recorded = NavigationRecorder.record(generated.window)
        #expect(
            currentStack.map { shown[ObjectIdentifier($0)]?.destination ?? "?" } == navigator.stack,
            "stacks differ: \(context)\n\(recorded)")
        #expect(top()?.destination == navigator.route, "routes on top differ: \(context)")
        #expect(
            RecordedForm.generated(ViewTreeRecorder.record(root)) == RecordedForm.of(navigator.tree.children[0]),
            "top trees differ: \(context)")
        let tabBar = navigator.tree.children.first { $0.kind == "tabs" }
        let shownBar = navigator.tree.children.first { $0.kind == "navigationBar" }
        #expect(
            topController?.navigationController?.isNavigationBarHidden == (shownBar == nil),
            "UIKit's navigation bar is \(shownBar == nil ? "shown" : "hidden") in the window, not in the runtime: \(context)"
        )
        if let shownBar {
            #expect(
                shownBar.attributes["back"]
                    == .bool((topController?.navigationController?.viewControllers.count ?? 0) > 1),
                "the back button differs: \(context)")
        }
        if recorded.presented.isEmpty {
            #expect(
                recorded.tabs == (tabBar?.children ?? []).map(MailRoutesParityTests.title(of:)),
                "tabs differ: \(context)")
            #expect(
                recorded.tabBarHidden == (tabBar?.isHidden == true),
                "the tab bar is \(recorded.tabBarHidden ? "hidden" : "shown") in the window, not in the runtime: \(context)"
            )
            if let tabBar, tabBar.children.indices.contains(recorded.selectedTab) {
                #expect(
                    tabBar.children[recorded.selectedTab].attributes["selected"] == .bool(true),
                    "selected tabs differ: \(context)")
                #expect(
                    selectedTabIcon() == tabBar.children[recorded.selectedTab].attributes["icon"]?.interpolated,
                    "the selected tab's icons differ: \(context)")
            }
        } else {
            #expect(tabBar == nil, "the runtime shows a tab bar under a presented stack: \(context)")
        }
        if let style = recorded.presentationStyles.last {
            let presentation = routes.destinations.first { $0.name == navigator.route }?.presentation
            #expect(
                style == (presentation == .fullScreen ? .fullScreen : .pageSheet),
                "\(navigator.route) is presented as \(style): \(context)")
        }
        #expect(appState() == navigator.appState, "app states differ: \(context)")
        if let mirror = top()?.mirror {
            for (name, value) in mirror.state().sorted(by: { $0.key < $1.key }) {
                #expect(navigator.top.instance.state[name] == value, "\(name) differs: \(context)")
            }
        }
        #expect(sent == navigator.emissions, "signals sent differ: \(context)")
    }

    /// The coordinator's app state, by the names the routes file declares, as runtime values.
    private func appState() -> [String: RuntimeValue] {
        let stored = Dictionary(
            Mirror(reflecting: generated.state()).children.compactMap { child in child.label.map { ($0, child.value) } }
        ) { first, _ in first }
        var state: [String: RuntimeValue] = [:]
        for declared in routes.state {
            guard let value = stored[declared.name] as? any Encodable else {
                Issue.record("\(scenario.name): the coordinator has no Codable state \(declared.name)")
                continue
            }
            do {
                let data = try ViewModelMirror.encoder.encode(EncodedInList(value: value))
                guard case .array(let items) = try JSONInput.parse(String(decoding: data, as: UTF8.self)),
                    let json = items.first
                else { continue }
                state[declared.name] = try RuntimeValue(json: json, as: declared.type, types: app.symbols.types)
            } catch {
                Issue.record("\(scenario.name): \(declared.name) does not read as \(declared.type): \(error)")
            }
        }
        return state
    }

    // MARK: Where things are

    /// Links the view models made since the last look to the controllers that appeared since, in
    /// the order both were made: a coordinator makes a screen's view model, then its controller.
    private func link() {
        let appeared = controllers.filter { shown[ObjectIdentifier($0)] == nil }
        #expect(
            appeared.count == made.count,
            "\(scenario.name): \(made.count) view models made, \(appeared.count) screens appeared")
        for (controller, model) in zip(appeared, made) {
            shown[ObjectIdentifier(controller)] = (controller, model.destination, model.mirror)
        }
        made = []
    }

    /// Plays UIKit's appearance calls, which the stand-ins leave out, as the runtime's navigator
    /// does after a step: controllers popped or dismissed disappear, then those covered (by a push
    /// or a full-screen modal, or on a tab not selected) in the order they appeared, then those on
    /// screen that are not yet appear, bottom first (a page sheet leaves what it covers on screen).
    /// What their hooks do may show or take away screens, so this goes on until nothing changes.
    private func settleAppearance() {
        for _ in 0...StatementRunner.maximumDepth {
            link()
            let root = generated.window.rootViewController.map(ObjectIdentifier.init)
            if root != settledRoot {
                settledRoot = root
                appeared = []
            }
            let inWindow = Set(controllers.map(ObjectIdentifier.init))
            let visible = visibleControllers
            let visibleIDs = Set(visible.map(ObjectIdentifier.init))
            let isAppeared = { (controller: UIViewController) in self.appeared.contains { $0 === controller } }
            if let gone = appeared.first(where: { !inWindow.contains(ObjectIdentifier($0)) })
                ?? appeared.first(where: { !visibleIDs.contains(ObjectIdentifier($0)) })
            {
                appeared.removeAll { $0 === gone }
                gone.beginAppearanceTransition(false, animated: false)
            } else if let uncovered = visible.first(where: { !isAppeared($0) }) {
                appeared.append(uncovered)
                uncovered.beginAppearanceTransition(true, animated: false)
            } else {
                return
            }
        }
        Issue.record("\(scenario.name): screens appearing and disappearing never settle")
    }

    /// The controllers UIKit has on screen, bottom first: the top of the shown root stack and of
    /// each stack presented over it, from the last full-screen one up.
    private var visibleControllers: [UIViewController] {
        var current = generated.window.rootViewController
        if let tabBarController = current as? UITabBarController { current = tabBarController.selectedViewController }
        var visible: [UIViewController] = []
        while let controller = current {
            if controller.modalPresentationStyle == .fullScreen { visible = [] }
            visible.append((controller as? UINavigationController)?.topViewController ?? controller)
            current = controller.presentedViewController
        }
        return visible
    }

    /// Every screen controller in the window: each root stack's, then the stacks presented over it.
    private var controllers: [UIViewController] {
        let window = generated.window
        let roots =
            (window.rootViewController as? UITabBarController)?.viewControllers ?? window.rootViewController.map {
                [$0]
            } ?? []
        return roots.flatMap { root in
            var found: [UIViewController] = []
            var current: UIViewController? = root
            while let controller = current {
                found += (controller as? UINavigationController)?.viewControllers ?? [controller]
                current = controller.presentedViewController
            }
            return found
        }
    }

    /// The screens of the shown root stack (the selected tab's).
    private var currentStack: [UIViewController] {
        var current = generated.window.rootViewController
        if let tabBarController = current as? UITabBarController { current = tabBarController.selectedViewController }
        return (current as? UINavigationController)?.viewControllers ?? current.map { [$0] } ?? []
    }

    /// The controller of the screen on top, a presented one included.
    private var topController: UIViewController? {
        var current = generated.window.rootViewController
        if let tabBarController = current as? UITabBarController { current = tabBarController.selectedViewController }
        while let presented = current?.presentedViewController { current = presented }
        return (current as? UINavigationController)?.topViewController ?? current
    }

    private func top() -> (controller: UIViewController, destination: String, mirror: ViewModelMirror)? {
        topController.flatMap { shown[ObjectIdentifier($0)] }
    }

    /// The built view tree of the screen on top.
    private func topRoot() throws -> UIView {
        let view = try #require(topController?.view, "\(scenario.name): no screen on top")
        return view.subviews.first ?? view
    }

    /// A step this replay cannot take on the generated coordinator.
    struct ReplayFailure: Error, CustomStringConvertible {
        let step: CheckedScenario.Step
        var description: String {
            "app scenario step at \(step.range.start) cannot be replayed on the generated coordinator"
        }
    }
}
