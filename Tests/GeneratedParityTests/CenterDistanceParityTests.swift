import ConstruktRuntime
import Testing

@testable import EmitterScreensSample

/// Tests/EmitterScreens/Slides two ways through `ParityDriver`: a carousel whose cells read their
/// distance from its centre (`centerDistance:`), held between items by a drag and paged, a card
/// that takes it as a live param, and an event reading it, in the generated Swift (its
/// section-scrolling helper measuring what the stand-in's layout reports) and the runtime alike.
/// The stand-in builds a collection's cells anew each time it records them, so a card's own state
/// is the runtime scenario's to check (Tests/Programs/center-distance).
@Suite("Slides: a carousel cell's distance from the centre agrees in generated Swift and the runtime")
@MainActor
struct CenterDistanceParityTests {
    @Test("cells follow a drag between items and a page, and an event reads the distance of the moment")
    func distancesFollowTheCarousel() throws {
        let app = try SampleLoading.app(in: "Tests/EmitterScreens")
        let screen = try #require(app.screens.first { $0.name == "Slides" })
        let viewModel = SlidesViewModel()
        let mirror = ViewModelMirror(viewModel, of: screen, in: app)
        var driver = try ParityDriver(
            app: "Tests/EmitterScreens", screen: "Slides", root: Slides(viewModel: viewModel).build(),
            state: mirror.state)
        try driver.run([
            .page(section: "cards", to: 0.25), .tap(id: "atOne"), .page(section: "cards", to: 0.75),
            .tap(id: "atOne"), .page(section: "cards", to: 2), .page(section: "cards", to: 1.5),
        ])
        #expect(viewModel.page == 1)
        #expect(viewModel.tappedNear == false)
    }
}
