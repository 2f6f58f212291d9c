import ConstruktRuntime
import UIKit

@testable import ConstruktDemoSample
@testable import MoviesSample
@testable import ProfileSample
@testable import SportsAppSample

/// The generated coordinator of every sample with a routes file, by app folder: made in a fresh
/// window with the hook that is handed each screen's `ScreenModel`, as a `GeneratedApp`.
@MainActor
enum SampleCoordinators {
    typealias Factory = (_ onScreen: @escaping (Any) -> Void) -> GeneratedApp

    static var factories: [String: Factory] {
        [
            "Samples/Movies": movies, "Samples/SportsApp": sportsApp, "Samples/Profile": profile,
            "Samples/ConstruktDemo": construktDemo,
        ]
    }

    private static func movies(onScreen: @escaping (Any) -> Void) -> GeneratedApp {
        let window = UIWindow()
        let coordinator = MoviesCoordinator(window: window)
        coordinator.onScreen = { onScreen($0) }
        return GeneratedApp(
            window: window, start: coordinator.start, open: { coordinator.open($0) },
            leave: { leaving in
                let request: MoviesNavigation = leaving == .back ? .back : .dismiss
                if MoviesNavigation.canPerform([request], stackDepths: coordinator.stackDepths) {
                    coordinator.perform(request)
                }
            },
            state: { () },
            feed: { values in
                guard let name = values.keys.first else { return }
                throw GeneratedApp.UnknownState(name: name)
            }
        )
    }

    private static func sportsApp(onScreen: @escaping (Any) -> Void) -> GeneratedApp {
        let window = UIWindow()
        let coordinator = SportsCoordinator(window: window)
        coordinator.onScreen = { onScreen($0) }
        return GeneratedApp(
            window: window, start: coordinator.start, open: { coordinator.open($0) },
            leave: { leaving in
                let request: SportsNavigation = leaving == .back ? .back : .dismiss
                if SportsNavigation.canPerform([request], stackDepths: coordinator.stackDepths) {
                    coordinator.perform(request)
                }
            },
            state: { coordinator.state },
            feed: { values in
                var state = coordinator.state
                for (name, value) in values {
                    switch name {
                    case "phase": state.phase = try GeneratedApp.decode(value)
                    case "hasOnboarded": state.hasOnboarded = try GeneratedApp.decode(value)
                    default: throw GeneratedApp.UnknownState(name: name)
                    }
                }
                coordinator.state = state
            }
        )
    }

    private static func profile(onScreen: @escaping (Any) -> Void) -> GeneratedApp {
        let window = UIWindow()
        let coordinator = ProfileCoordinator(window: window)
        coordinator.onScreen = { onScreen($0) }
        return GeneratedApp(
            window: window, start: coordinator.start, open: { coordinator.open($0) },
            leave: { leaving in
                let request: ProfileNavigation = leaving == .back ? .back : .dismiss
                if ProfileNavigation.canPerform([request], stackDepths: coordinator.stackDepths) {
                    coordinator.perform(request)
                }
            },
            state: { coordinator.state },
            feed: { values in
                var state = coordinator.state
                for (name, value) in values {
                    guard name == "session" else { throw GeneratedApp.UnknownState(name: name) }
                    state.session = try GeneratedApp.decode(value)
                }
                coordinator.state = state
            }
        )
    }

    private static func construktDemo(onScreen: @escaping (Any) -> Void) -> GeneratedApp {
        let window = UIWindow()
        let coordinator = AppCoordinator(window: window)
        coordinator.onScreen = { onScreen($0) }
        return GeneratedApp(
            window: window, start: coordinator.start, open: { coordinator.open($0) },
            leave: { leaving in
                let request: AppNavigation = leaving == .back ? .back : .dismiss
                if AppNavigation.canPerform([request], stackDepths: coordinator.stackDepths) {
                    coordinator.perform(request)
                }
            },
            state: { coordinator.state },
            feed: { values in
                var state = coordinator.state
                for (name, value) in values {
                    guard name == "launched" else { throw GeneratedApp.UnknownState(name: name) }
                    state.launched = try GeneratedApp.decode(value)
                }
                coordinator.state = state
            }
        )
    }
}
