import ConstruktRuntime
import Testing

@testable import EmitterScreensSample

/// Tests/EmitterScreens/GenreFilter two ways through `ParityDriver`: closures passed to `map`,
/// `filter`, `sorted(by:)`, `first(where:)`, `contains(where:)` and `reduce`, in derived values,
/// an action's checked arithmetic, an emitted signal and a condition, in the generated Swift and
/// the runtime alike, step by step.
@Suite("GenreFilter: closures agree in generated Swift and the runtime")
@MainActor
struct GenreFilterParityTests {
    @Test("picking a genre marks its chip, sums the others' minutes and logs its length")
    func pickingAGenre() throws {
        let app = try SampleLoading.app(in: "Tests/EmitterScreens")
        let screen = try #require(app.screens.first { $0.name == "GenreFilter" })
        let viewModel = GenreFilterViewModel()
        let mirror = ViewModelMirror(viewModel, of: screen, in: app)
        var picked: [[String]] = []
        _ = viewModel.picked.observe { picked.append($0) }
        var driver = try ParityDriver(
            app: "Tests/EmitterScreens", screen: "GenreFilter", root: GenreFilter(viewModel: viewModel).build(),
            state: mirror.state
        )
        try driver.run([.tap(id: "pickAction"), .tap(id: "pickDrama")])
        #expect(viewModel.selected == 18)
        #expect(viewModel.total == 95 + 130 + 110 + 95)
        #expect(picked == [["Action"], ["Drama"]])
        #expect(driver.session.instance.state["log"] == .list([.string("long"), .string("long")]))
        #expect(driver.session.instance.state["total"] == .int(430))
    }
}
