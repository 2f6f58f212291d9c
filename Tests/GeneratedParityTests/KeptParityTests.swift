import ConstruktRuntime
import Testing

@testable import EmitterScreensSample

/// Tests/EmitterScreens/Kept two ways through `ParityDriver`: a `switch` that keeps its branches,
/// shown, hidden and shown again, its payload fields (one, several, an optional one that is nil)
/// following the value in place, events reading them, and a kept switch inside a kept branch, in
/// the generated Swift and the runtime alike, step by step.
@Suite("Kept: a switch that keeps its branches agrees in generated Swift and the runtime")
@MainActor
struct KeptParityTests {
    @Test("kept branches show, hide and come back with the payload of the moment")
    func branchesFollowTheValue() throws {
        let app = try SampleLoading.app(in: "Tests/EmitterScreens")
        let screen = try #require(app.screens.first { $0.name == "Kept" })
        let viewModel = KeptViewModel()
        let mirror = ViewModelMirror(viewModel, of: screen, in: app)
        var driver = try ParityDriver(
            app: "Tests/EmitterScreens", screen: "Kept", root: Kept(viewModel: viewModel).build(), state: mirror.state
        )
        try driver.run([
            .tap(id: "finish"), .tap(id: "first"), .tap(id: "refresh"), .tap(id: "first"), .tap(id: "fail"),
            .tap(id: "failQuietly"), .tap(id: "finish"), .tap(id: "stage"), .tap(id: "go"), .tap(id: "clear"),
            .tap(id: "refresh"),
        ])
        #expect(viewModel.note == "Go")
        #expect(viewModel.load == .loaded(reels: [Reel(id: 3, title: "Alien")], total: 1))
    }
}
