import Testing
import UIKit

@testable import ConstruktDemoSample

/// A `switch` root's `transition:` in the generated coordinator: the root the app starts on is
/// shown at once, and each root app state switches to after that with UIKit's view transition.
@MainActor
@Suite struct RootTransitionTests {
    @Test("the Demo's launch screen fades into the tabs over 0.4 s, and the launch screen itself appears at once")
    func launchCrossDissolvesIntoTheTabs() {
        let window = UIWindow()
        let coordinator = AppCoordinator(window: window)
        coordinator.start()
        #expect(window.transitionsPerformed.isEmpty)
        coordinator.send(.finishLaunch)
        #expect(window.rootViewController is UITabBarController)
        #expect(window.transitionsPerformed.map(\.duration) == [0.4])
        #expect(window.transitionsPerformed.map(\.options) == [.transitionCrossDissolve])
        coordinator.send(.finishLaunch)
        #expect(window.transitionsPerformed.count == 1, "the root app state picks is shown already")
    }
}
