import ConstruktRuntime
import Testing

@testable import EmitterScreensSample

/// Tests/EmitterScreens/Meter two ways through `ParityDriver`: a component's live param follows
/// its argument in the component the screen made (its state kept), and a new constant argument
/// makes the component again (its state from the start), in the generated Swift and the runtime
/// alike, step by step.
@Suite("Meter: a live param agrees in generated Swift and the runtime")
@MainActor
struct LiveParamParityTests {
    @Test("a live param follows its argument; a constant one makes the component again")
    func liveParamFollowsItsArgument() throws {
        let app = try SampleLoading.app(in: "Tests/EmitterScreens")
        let screen = try #require(app.screens.first { $0.name == "Meter" })
        let viewModel = MeterViewModel()
        let mirror = ViewModelMirror(viewModel, of: screen, in: app)
        var driver = try ParityDriver(
            app: "Tests/EmitterScreens", screen: "Meter", root: Meter(viewModel: viewModel).build(),
            state: mirror.state)
        try driver.run([
            .tap(id: "count"), .tap(id: "raise"), .tap(id: "count"), .tap(id: "raise"), .tap(id: "count"),
            .tap(id: "rename"), .tap(id: "count"),
        ])
        #expect(viewModel.level == 1)
        #expect(viewModel.title == "Gauge")
    }
}
