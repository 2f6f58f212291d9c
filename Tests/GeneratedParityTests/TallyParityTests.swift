import ConstruktRuntime
import Testing

@testable import EmitterScreensSample

/// Tests/EmitterScreens/Tally two ways through `ParityDriver`: each component's signal reaches the
/// screen through the node's `on:`, in the generated Swift by the component's `on…` method and in
/// the runtime by the instance's emission, and both run the same transaction of the screen.
@Suite("Tally: components' signals handled by their screen agree in generated Swift and the runtime")
@MainActor
struct TallyParityTests {
    @Test("an action given the signal's value, statements reading it, and an action taking none")
    func signalsReachTheScreen() throws {
        let app = try SampleLoading.app(in: "Tests/EmitterScreens")
        let screen = try #require(app.screens.first { $0.name == "Tally" })
        let viewModel = TallyViewModel()
        let mirror = ViewModelMirror(viewModel, of: screen, in: app)
        var driver = try ParityDriver(
            app: "Tests/EmitterScreens", screen: "Tally", root: Tally(viewModel: viewModel).build(), state: mirror.state
        )
        try driver.run([
            .tap(id: "vote"), .tap(id: "vote"), .tap(text: "Red"), .tap(text: "Clear"), .tap(id: "vote"),
        ])
        #expect(driver.session.instance.state["total"] == .int(6))
    }
}
