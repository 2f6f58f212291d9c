import ConstruktRuntime
import Testing

@testable import EmitterScreensSample

/// Tests/EmitterScreens/Desk two ways through `ParityDriver`: the views Desk gives TitleBar's and
/// Drawer's slots read Desk's state and send Desk's actions wherever the components place them
/// (beside the title, inside the drawer's live `if`, passed on from Drawer to a TitleBar of its
/// own), and the drawer's own state stays the drawer's.
@Suite("Desk: views given to components' slots agree in generated Swift and the runtime")
@MainActor
struct DeskParityTests {
    @Test("the screen's buttons in slots, a forEach and a live if in a list slot, and a slot passed on")
    func slotViewsAreTheScreens() throws {
        let app = try SampleLoading.app(in: "Tests/EmitterScreens")
        let screen = try #require(app.screens.first { $0.name == "Desk" })
        let viewModel = DeskViewModel(tags: ["urgent", "later"])
        let mirror = ViewModelMirror(viewModel, of: screen, in: app)
        var driver = try ParityDriver(
            app: "Tests/EmitterScreens", screen: "Desk",
            params: ["tags": .list([.string("urgent"), .string("later")])],
            root: Desk(viewModel: viewModel).build(), state: mirror.state)
        try driver.run([
            .tap(id: "bump"), .tap(id: "bump"), .tap(id: "drawer"), .tap(id: "star"), .tap(id: "bump"),
            .tap(id: "drawer"), .tap(id: "bump"), .tap(id: "drawer"), .tap(id: "star"),
        ])
        #expect(driver.session.instance.state["count"] == .int(4))
        #expect(driver.session.instance.state["starred"] == .bool(false))
    }
}
