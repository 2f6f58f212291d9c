import ConstruktRuntime
import Testing

@testable import EmitterScreensSample

/// Tests/EmitterScreens/Decorated two ways through `ParityDriver`: a section's background
/// decoration is shown behind its header and cells (first, in tree order) by the generated Swift
/// and the runtime alike, follows state, and stays while the shimmer's placeholders replace the
/// cells; `shimmerable` and the header's `contentInsets` change no node.
@Suite("Decorated: a section's background decoration and shimmerable views agree in generated Swift and the runtime")
@MainActor
struct DecoratedParityTests {
    @Test("the decoration follows the rows, and stays while the section loads")
    func decorationBehindTheSection() throws {
        let app = try SampleLoading.app(in: "Tests/EmitterScreens")
        let screen = try #require(app.screens.first { $0.name == "Decorated" })
        let viewModel = DecoratedViewModel()
        let mirror = ViewModelMirror(viewModel, of: screen, in: app)
        var driver = try ParityDriver(
            app: "Tests/EmitterScreens", screen: "Decorated", root: Decorated(viewModel: viewModel).build(),
            state: mirror.state)
        try driver.run([.tap(id: "add"), .tap(id: "load"), .tap(id: "add"), .tap(id: "load")])
        #expect(
            driver.session.instance.state["rows"] == .list([.string("a"), .string("b"), .string("c"), .string("c")]))
    }
}
