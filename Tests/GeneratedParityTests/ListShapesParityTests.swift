@_spi(StandIn) import ConstruktKit
import ConstruktRuntime
import Testing
@_spi(StandIn) import UIKit

@testable import EmitterScreensSample

/// Tests/EmitterScreens/ListShapes two ways through `ParityDriver`: a section's own empty state
/// while its items are empty, its shimmer placeholders in place of the empty state and then of the
/// rows, and a static cell hosting a component with state, whose selection starts loading.
@Suite("ListShapes: the generated Swift and the headless runtime agree")
@MainActor
struct ListShapesParityTests {
    @Test("the section's empty state, its placeholders, its rows, and a static cell's selection")
    func emptyLoadingAndRows() throws {
        let app = try SampleLoading.app(in: "Tests/EmitterScreens")
        let screen = try #require(app.screens.first { $0.name == "ListShapes" })
        let viewModel = ListShapesViewModel()
        let mirror = ViewModelMirror(viewModel, of: screen, in: app)
        var driver = try ParityDriver(
            app: "Tests/EmitterScreens", screen: "ListShapes", root: ListShapes(viewModel: viewModel).build(),
            state: mirror.state, emitted: mirror.emissions
        )
        func feed(_ values: [String: RuntimeValue]) -> ParityDriver.Step {
            .feed(values) { mirror.feed(values) }
        }
        try driver.run([
            feed(["isLoading": .bool(true)]),
            feed(["isLoading": .bool(false), "scores": .list([.int(3), .int(5)])]),
            feed(["scores": .list([])]),
            .select(section: "votes", index: 0),
            feed(["scores": .list([.int(8)])]),
        ])
    }

    @Test("two sections over the same names give their cells ids UIKit's data source can tell apart")
    func sectionsOverTheSameItemsHaveDistinctIdentifiers() throws {
        let root = ListShapes(viewModel: ListShapesViewModel()).build()
        let list = try #require(firstView(CollectionViewWrapperView.self, in: root))
        #expect(list.sections.map(\.cells.count) == [2, 1, 2, 1])
        #expect(list.standInRepeatedIdentifiers.isEmpty)
    }
}
