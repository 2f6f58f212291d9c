import ConstruktKit
import ConstruktKitRecording
import ConstruktRuntime
import Foundation
import Testing
import UIKit

@testable import EmitterScreensSample

/// Tests/EmitterScreens/Mail.routes.yaml two ways: the generated coordinator (MailCoordinator in a
/// window, built through the stand-ins) and the runtime's AppNavigator, given the same taps,
/// deep links, tab selections, `back` and `dismiss`. After every step the window's navigation
/// (`NavigationRecorder`) must match the navigator: the screens of the shown stack, the screen on
/// top and its tree, the tab bar when nothing is presented, and the app state.
@Suite("Mail routes: the generated coordinator and the runtime's navigator agree")
@MainActor
struct MailRoutesParityTests {
    enum Step: CustomStringConvertible {
        case tap(String)
        case open(String)
        case selectTab(Int)
        case back
        case dismiss
        /// The user swipes the top sheet away: UIKit dismisses it, the coordinator is not asked.
        case swipeDown

        var description: String {
            switch self {
            case .tap(let title): "tapping \(title)"
            case .open(let path): "opening \(path)"
            case .selectTab(let index): "selecting tab \(index)"
            case .back: "going back"
            case .dismiss: "dismissing"
            case .swipeDown: "swiping the sheet away"
            }
        }
    }

    /// The generated side: the coordinator in its window.
    @MainActor
    final class GeneratedSide {
        let window = UIWindow()
        let coordinator: MailCoordinator

        init() {
            coordinator = MailCoordinator(window: window)
            coordinator.start()
        }

        /// The controller of the screen on top, a presented one included.
        var topController: UIViewController? {
            var current = window.rootViewController
            if let tabBarController = current as? UITabBarController {
                current = tabBarController.selectedViewController
            }
            while let presented = current?.presentedViewController { current = presented }
            return (current as? UINavigationController)?.topViewController ?? current
        }

        func perform(_ step: Step) throws {
            switch step {
            case .tap(let title):
                let root = try #require(topController?.view)
                let button = try #require(
                    firstView(UIButton.self, in: root) { $0.title(for: .normal) == title }, "no button \(title)")
                if button.isEnabled { button.sendActions(for: .touchUpInside) }
            case .open(let path):
                coordinator.open(try #require(URL(string: path)))
            case .selectTab(let index):
                (window.rootViewController as? UITabBarController)?.selectedIndex = index
            case .swipeDown:
                let presented = try #require(topController?.navigationController, "nothing presented to swipe away")
                presented.dismiss(animated: true)
            case .back, .dismiss:
                let request: MailNavigation = if case .back = step { .back } else { .dismiss }
                if MailNavigation.canPerform([request], stackDepths: coordinator.stackDepths) {
                    coordinator.perform(request)
                }
            }
        }
    }

    /// A runtime tab's title.
    static func title(of tab: RuntimeNode) -> String {
        guard case .string(let text) = tab.attributes["text"] else { return "?" }
        return text
    }

    func run(_ steps: [Step]) throws {
        let app = try SampleLoading.app(in: "Tests/EmitterScreens")
        let routes = try #require(app.routes)
        var navigator = try AppNavigator(app: app, catalog: RuntimeCatalog(catalog: app.catalog, app: app))
        let generated = GeneratedSide()
        let screenOf = Dictionary(uniqueKeysWithValues: routes.destinations.map { ($0.name, $0.screen) })

        func expectSame(after step: String) {
            let recorded = NavigationRecorder.record(generated.window)
            #expect(
                recorded.stack.map { $0.attributes["id"] ?? "?" } == navigator.stack.map { screenOf[$0] ?? "?" },
                "stacks differ after \(step):\n\(recorded)")
            #expect(
                recorded.top?.attributes["id"] == navigator.top.instance.screen.name,
                "screens on top differ after \(step):\n\(recorded)")
            #expect(
                recorded.top.map(RecordedForm.generated) == RecordedForm.of(navigator.tree.children[0]),
                "top trees differ after \(step)")
            let tabBar = navigator.tree.children.first { $0.kind == "tabs" }
            if recorded.presented.isEmpty {
                #expect(recorded.tabs == (tabBar?.children ?? []).map(Self.title(of:)), "tabs differ after \(step)")
                if let tabBar {
                    #expect(
                        tabBar.children[recorded.selectedTab].attributes["selected"] == .bool(true),
                        "selected tabs differ after \(step)")
                }
                #expect(
                    recorded.tabBarHidden == (tabBar?.isHidden == true),
                    "the tab bar is \(recorded.tabBarHidden ? "hidden" : "shown") in the window and not in the runtime after \(step)"
                )
            } else {
                #expect(tabBar == nil, "the runtime shows a tab bar under a presented stack after \(step)")
            }
            if let modal = recorded.presented.last, modal.count == 1, let style = recorded.presentationStyles.last {
                let presentation = routes.destinations.first { $0.name == navigator.route }?.presentation
                #expect(
                    style == (presentation == .fullScreen ? .fullScreen : .pageSheet),
                    "\(navigator.route) is presented as \(style) after \(step)")
            }
            #expect(
                navigator.appState["isSignedIn"] == .bool(generated.coordinator.state.isSignedIn),
                "isSignedIn differs after \(step)")
        }

        expectSame(after: "starting")
        for step in steps {
            try generated.perform(step)
            switch step {
            case .tap(let title): try navigator.tap(NodeQuery(text: title))
            case .open(let path): try navigator.open(path)
            case .selectTab(let index): try navigator.selectTab(index)
            case .back: try navigator.back()
            case .dismiss, .swipeDown: try navigator.dismiss()
            }
            expectSame(after: step.description)
        }
    }

    @Test(
        "signing in switches the root to tabs; push, sheet with its own stack, present, back through a component's navigator, and back and dismiss rejected where there is nothing to leave"
    )
    func signInAndNavigate() throws {
        try run([
            .tap("Back"), .back, .dismiss,
            .tap("Sign in"),
            .tap("Open 1"), .tap("Reply"), .tap("Back"), .tap("Quote"), .tap("Back"), .tap("Close"),
            .tap("About"), .tap("Close"), .tap("Back"),
            .tap("Open 1"), .back,
            .tap("Back"), .back,
            .tap("Open 2"), .back,
        ])
    }

    @Test(
        "tabs keep their stacks; deep links show their route on the current stack; a wired signal runs an app action that presents, another signs out"
    )
    func tabsDeepLinksAndWiring() throws {
        try run([
            .tap("Sign in"), .tap("Open 1"),
            .selectTab(1), .tap("Help"), .tap("Close"),
            .open("/messages/42"), .open("/compose/Hi%20there"), .tap("Quote"), .dismiss, .dismiss,
            .selectTab(0), .back, .open("MAIL://settings"), .back,
            .selectTab(1), .back, .tap("Sign out"), .tap("Sign in"),
        ])
    }

    @Test(
        "hidesNavigationBar: every stack, of a navigation root, of each tab and presented, hides UIKit's navigation bar"
    )
    func navigationBarsHidden() throws {
        let side = GeneratedSide()
        func bars() -> [Bool] {
            let root = side.window.rootViewController
            let stacks = (root as? UITabBarController)?.viewControllers ?? [root].compactMap { $0 }
            return stacks.compactMap { ($0 as? UINavigationController)?.isNavigationBarHidden }
        }
        #expect(bars() == [true])
        try side.perform(.tap("Sign in"))
        #expect(bars() == [true, true])
        try side.perform(.open("/compose/Hi"))
        #expect(side.topController?.navigationController?.isNavigationBarHidden == true)
    }

    @Test(
        "hidesNavigationBar: the edge swipe may go back above a stack's root, as UIKit lets it only through its delegate under a hidden bar"
    )
    func swipeBackUnderAHiddenBar() throws {
        let side = GeneratedSide()
        try side.perform(.tap("Sign in"))
        func swipeMayBegin() throws -> Bool {
            let stack = try #require(side.topController?.navigationController)
            let swipe = try #require(stack.interactivePopGestureRecognizer)
            let delegate = try #require(swipe.delegate)
            return delegate.gestureRecognizerShouldBegin(swipe)
        }
        #expect(try swipeMayBegin() == false)
        try side.perform(.tap("Open 1"))
        #expect(try swipeMayBegin() == true)
        try side.perform(.back)
        #expect(try swipeMayBegin() == false)
    }

    @Test(
        "'tab:' where the root has no tabs does nothing and its action commits; it selects a tab with its stack as it was left; a 'back' after it counts that stack as its root alone and rejects the action, which then selects nothing"
    )
    func tabStatement() throws {
        try run([
            .tap("Peek"), .tap("Open 1"), .selectTab(1), .tap("Inbox"), .back,
            .selectTab(1), .tap("Inbox and back"), .tap("Inbox"), .selectTab(1), .tap("Help"), .tap("Close"),
            .tap("Inbox"),
        ])
    }

    @Test(
        "a push whose route says 'hidesTabBar: false' keeps the tab bar its destination hides; the next push hides it")
    func pushKeepingTheTabBar() throws {
        try run([.tap("Sign in"), .tap("Open 3 with tabs"), .back, .tap("Open 1"), .back])
    }

    @Test("a sheet the user swiped away is gone for the coordinator too: the next push goes on the stack below")
    func swipedAwaySheet() throws {
        try run([
            .tap("Sign in"), .tap("Compose"), .tap("Quote"), .swipeDown, .tap("Open 1"), .back,
            .tap("Compose"), .tap("Close"), .tap("Compose"), .swipeDown, .dismiss,
        ])
    }

    @Test(
        "a screen shown without a coordinator is the root of its own stack: back is rejected, as in a runtime session")
    func screenOnItsOwn() throws {
        let app = try SampleLoading.app(in: "Tests/EmitterScreens")
        let screen = try #require(app.screens.first { $0.name == "Inbox" })
        var session = try ScreenSession(
            catalog: RuntimeCatalog(catalog: app.catalog, app: app), screen: screen, params: [:])
        let viewModel = InboxViewModel()
        let root = Inbox(viewModel: viewModel).build()
        for title in ["Back", "Open 1", "Back", "Compose", "Open 2"] {
            let button = try #require(firstView(UIButton.self, in: root) { $0.title(for: .normal) == title })
            button.sendActions(for: .touchUpInside)
            try session.tap(NodeQuery(text: title))
            #expect(session.instance.state["opened"] == .int(viewModel.opened), "opened differs after tapping \(title)")
            #expect(
                RecordedForm.generated(ViewTreeRecorder.record(root)) == RecordedForm.of(session.tree),
                "trees differ after tapping \(title)")
        }
        #expect(viewModel.opened == 2)
    }

    @Test("the host is handed each screen's view model as it is made, to observe its signals and feed its state")
    func hostSeesEveryScreen() throws {
        let window = UIWindow()
        let coordinator = MailCoordinator(window: window)
        let observations = CancelBag()
        var made: [String] = []
        var signOuts = 0
        var settings: SettingsViewModel?
        coordinator.onScreen = { screen in
            switch screen {
            case .welcome: made.append("welcome")
            case .inbox(let viewModel):
                viewModel.opened = 7
                made.append("inbox")
            case .settings(let viewModel):
                viewModel.signedOut.observe { _ in signOuts += 1 }.store(in: observations)
                settings = viewModel
                made.append("settings")
            case .message(let viewModel): made.append("message \(viewModel.messageId)")
            case .compose, .about, .help: made.append("other")
            }
        }
        coordinator.start()
        coordinator.state.isSignedIn = true
        #expect(NavigationRecorder.record(window).top?.children.first?.attributes["text"] == "Opened 7")
        coordinator.open(try #require(URL(string: "/messages/42")))
        #expect(made == ["welcome", "inbox", "settings", "message 42"])
        try #require(settings).send(.signOut)
        #expect(signOuts == 1)
        #expect(coordinator.state.isSignedIn == false)
    }

    @Test("deep links: the route enum reads the same paths the runtime opens and writes them back")
    func deepLinks() throws {
        #expect(MailRoute(url: try #require(URL(string: "/messages/42"))) == .message(messageId: 42))
        #expect(MailRoute(url: try #require(URL(string: "/compose/Hi%20there"))) == .compose(draft: "Hi there"))
        #expect(MailRoute(url: try #require(URL(string: "/inbox"))) == .inbox)
        #expect(MailRoute(url: try #require(URL(string: "/messages/forty-two"))) == nil)
        #expect(MailRoute(url: try #require(URL(string: "/nowhere"))) == nil)
        #expect(MailRoute(url: try #require(URL(string: "Mail://Settings"))) == .settings)
        #expect(MailRoute(url: try #require(URL(string: "/settings"))) == nil)
        #expect(MailRoute(url: try #require(URL(string: "other://settings"))) == nil)
        #expect(MailRoute(url: try #require(URL(string: "mail://inbox"))) == nil)
        #expect(MailRoute(url: try #require(URL(string: "mail://x/inbox"))) == .inbox)
        for route in [MailRoute.message(messageId: 7), .compose(draft: "a/b c?"), .inbox, .settings] {
            #expect(try MailRoute(url: #require(route.url)) == route, "\(route) does not survive its URL")
        }
        #expect(MailRoute.about.url == nil)
    }

    @Test("routes are Codable, so a stack can be stored and restored")
    func codable() throws {
        let stack: [MailRoute] = [.inbox, .message(messageId: 3), .compose(draft: "Hello")]
        #expect(try JSONDecoder().decode([MailRoute].self, from: JSONEncoder().encode(stack)) == stack)
    }
}
