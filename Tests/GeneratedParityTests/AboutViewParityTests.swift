import ConstruktKitRecording
import ConstruktRuntime
import Testing
import UIKit

@testable import MoviesSample

/// Samples/Movies' AboutView two ways: the generated Swift and the headless runtime, given the same
/// version, before and after the link button is tapped; trees and emitted signals are compared.
@Suite("AboutView: the generated Swift and the headless runtime agree")
@MainActor
struct AboutViewParityTests {
    @Test("the about screen shows the version, and its link button emits linkOpened with the URL")
    func aboutScreen() throws {
        let app = try SampleLoading.app(in: "Samples/Movies")
        let screen = try #require(app.screens.first { $0.name == "AboutView" })
        var session = try ScreenSession(
            catalog: RuntimeCatalog(catalog: app.catalog, app: app), screen: screen,
            params: ["appVersion": .string("1.2")])
        let viewModel = AboutViewModel(appVersion: "1.2")
        var opened: [URL] = []
        _ = viewModel.linkOpened.observe { opened.append($0) }
        let root = AboutView(viewModel: viewModel).build()
        #expect(RecordedForm.generated(ViewTreeRecorder.record(root)) == RecordedForm.of(session.tree))

        let button = try #require(firstView(UIButton.self, in: root) { $0.accessibilityIdentifier == "tmdbLink" })
        button.sendActions(for: .touchUpInside)
        try session.tap(NodeQuery(id: "tmdbLink"))

        #expect(RecordedForm.generated(ViewTreeRecorder.record(root)) == RecordedForm.of(session.tree))
        #expect(opened.map(\.absoluteString) == ["https://www.themoviedb.org"])
        #expect(session.instance.emissions.map(\.signal) == ["linkOpened"])
        #expect(session.instance.emissions.first?.value?.interpolated == "https://www.themoviedb.org")
    }
}
