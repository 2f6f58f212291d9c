import ConstruktKitRecording
import ConstruktRuntime
import Testing
import UIKit

@testable import SportsAppSample

/// Samples/SportsApp's LaunchView two ways: the generated Swift (its Skip button's title colors
/// per control state, its spinner and error part) and the headless runtime, while the host
/// reports a failed boot and the user retries.
@Suite("LaunchView: the generated Swift and the headless runtime agree")
@MainActor
struct LaunchViewParityTests {
    @Test("a failed boot shows the error and Try again, which asks to boot again and hides it")
    func failingAndRetrying() throws {
        let app = try SampleLoading.app(in: "Samples/SportsApp")
        let screen = try #require(app.screens.first { $0.name == "LaunchView" })
        var session = try ScreenSession(
            catalog: RuntimeCatalog(catalog: app.catalog, app: app), screen: screen, params: [:])
        let viewModel = LaunchViewModel()
        var bootRequests = 0
        _ = viewModel.bootRequested.observe { bootRequests += 1 }
        // Hosted and loaded, as the runtime's session starts with onLoad.
        let controller = LaunchView(viewModel: viewModel).toPresentable()
        controller.beginAppearanceTransition(true, animated: false)
        let root = try #require(controller.view.subviews.first)

        func expectSame(after step: String) {
            #expect(
                RecordedForm.generated(ViewTreeRecorder.record(root)) == RecordedForm.of(session.tree),
                "trees differ after \(step)")
            #expect(session.instance.state["failed"] == .bool(viewModel.failed), "failed differs after \(step)")
            #expect(
                session.instance.emissions.filter { $0.signal == "bootRequested" }.count == bootRequests,
                "bootRequested differs after \(step)")
        }

        expectSame(after: "loading")
        viewModel.failed = true
        try session.feed(["failed": .bool(true)])
        expectSame(after: "the boot failing")
        let retry = try #require(firstView(UIButton.self, in: root) { $0.accessibilityIdentifier == "retry" })
        retry.sendActions(for: .touchUpInside)
        try session.tap(NodeQuery(id: "retry"))
        expectSame(after: "retrying")
        #expect(bootRequests == 2)
        let skip = try #require(firstView(UIButton.self, in: root) { $0.accessibilityIdentifier == "skip" })
        var white: CGFloat = 0
        _ = skip.titleColor(for: .highlighted)?.getRed(&white, green: nil, blue: nil, alpha: nil)
        #expect(white == 2.0 / 3, "the highlighted title color is lightGray")
    }
}
