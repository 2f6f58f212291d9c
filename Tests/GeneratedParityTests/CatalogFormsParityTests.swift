import ConstruktRuntime
import Testing

@testable import EmitterScreensSample

/// Tests/EmitterScreens/CatalogForms two ways through `ParityDriver`: Insets members read alike in
/// both, a component node hides with UIView's `hidden` bound to state, and a ProgressView follows its
/// live value.
@Suite("CatalogForms: the generated Swift and the headless runtime agree")
@MainActor
struct CatalogFormsParityTests {
    @Test("catalog value members, a live progress, and modifiers on a component node")
    func membersLiveValuesAndComponentModifiers() throws {
        let app = try SampleLoading.app(in: "Tests/EmitterScreens")
        let screen = try #require(app.screens.first { $0.name == "CatalogForms" })
        let viewModel = CatalogFormsViewModel()
        let mirror = ViewModelMirror(viewModel, of: screen, in: app)
        var driver = try ParityDriver(
            app: "Tests/EmitterScreens", screen: "CatalogForms", root: CatalogForms(viewModel: viewModel).build(),
            state: mirror.state, emitted: mirror.emissions
        )
        try driver.run([
            .tap(text: "Collapse"),
            .feed(["done": .double(0.5)]) { mirror.feed(["done": .double(0.5)]) },
            .tap(text: "Collapse"),
        ])
    }
}
