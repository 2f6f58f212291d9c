import ConstruktKitRecording
import ConstruktRuntime
import Testing
import UIKit

@testable import SportsAppSample

/// Samples/SportsApp's WelcomeView two ways: the generated Swift and the headless runtime, paged
/// through with Next until it emits `started`. Its image's only source is a live systemName, so
/// the generated ImageView starts from `ImageView(nil)` and follows the page through onReceive.
@Suite("WelcomeView: the generated Swift and the headless runtime agree")
@MainActor
struct WelcomeViewParityTests {
    @Test("each Next shows the next page's symbol, text and button title; the last one emits started")
    func pagingThrough() throws {
        let app = try SampleLoading.app(in: "Samples/SportsApp")
        let screen = try #require(app.screens.first { $0.name == "WelcomeView" })
        var session = try ScreenSession(
            catalog: RuntimeCatalog(catalog: app.catalog, app: app), screen: screen, params: [:])
        let viewModel = WelcomeViewModel()
        var started = 0
        _ = viewModel.started.observe { started += 1 }
        let root = WelcomeView(viewModel: viewModel).build()

        func expectSame(after step: String) {
            #expect(
                RecordedForm.generated(ViewTreeRecorder.record(root)) == RecordedForm.of(session.tree),
                "trees differ after \(step)")
            #expect(session.instance.state["page"] == .int(viewModel.page), "page differs after \(step)")
            #expect(
                session.instance.emissions.filter { $0.signal == "started" }.count == started,
                "started emissions differ after \(step)")
        }

        expectSame(after: "building")
        for step in 1...4 {
            let next = try #require(firstView(UIButton.self, in: root) { $0.accessibilityIdentifier == "next" })
            next.sendActions(for: .touchUpInside)
            try session.tap(NodeQuery(id: "next"))
            expectSame(after: "Next #\(step)")
        }
        #expect(viewModel.page == 2)
        #expect(started == 2)
    }
}
