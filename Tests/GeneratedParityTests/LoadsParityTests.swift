import ConstruktRuntime
import Testing

@testable import EmitterScreensSample

/// Tests/EmitterScreens/Loads two ways through `ParityDriver`: an enum whose cases carry payloads,
/// a live `switch` node over it (one node per branch, and several inside a stack), a `switch`
/// statement reading a case's payload, and models made by their memberwise initializer, in the
/// generated Swift and the runtime alike, step by step.
@Suite("Loads: enums with payloads, switch and model literals agree in generated Swift and the runtime")
@MainActor
struct LoadsParityTests {
    @Test("each case shows its branch with its payload, and a switch statement records by case")
    func casesShowAndRecord() throws {
        let app = try SampleLoading.app(in: "Tests/EmitterScreens")
        let screen = try #require(app.screens.first { $0.name == "Loads" })
        let viewModel = LoadsViewModel()
        let mirror = ViewModelMirror(viewModel, of: screen, in: app)
        var driver = try ParityDriver(
            app: "Tests/EmitterScreens", screen: "Loads", root: Loads(viewModel: viewModel).build(), state: mirror.state
        )
        try driver.run([
            .tap(id: "record"), .tap(id: "start"), .tap(id: "record"), .tap(id: "finish"), .tap(id: "record"),
            .tap(id: "choose"), .tap(id: "fail"), .tap(id: "record"), .tap(id: "reset"), .tap(id: "finish"),
        ])
        #expect(
            viewModel.load
                == .loaded(
                    films: [Film(id: 1, title: "Dune", rating: 8.1), Film(id: 2, title: "Heat", rating: nil)], note: nil
                ))
        #expect(
            driver.session.instance.state["log"] == .list([.string("waiting"), .string("2 films"), .string("offline")]))
    }
}
