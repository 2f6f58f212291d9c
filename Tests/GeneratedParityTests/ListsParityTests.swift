import ConstruktKitRecording
import ConstruktRuntime
import Testing
import UIKit

@testable import EmitterScreensSample

/// Tests/EmitterScreens/Lists two ways through `ParityDriver`: the shimmer while loading, the host
/// feeding the items, selecting rows (the selected item reaches the action), a static cell whose
/// selection runs statements, a two-way toggle in a cell, the empty state, a component whose
/// argument is live; and Lists.scenario.yaml, which pulls the list to refresh, replayed on both sides.
@Suite("Lists: the generated Swift and the headless runtime agree")
@MainActor
struct ListsParityTests {
    /// Runs the steps `steps` makes for a fresh view model on both sides.
    func run(_ steps: (ListsViewModel) throws -> [ParityDriver.Step]) throws {
        try run(initial: [:], steps)
    }

    /// Runs the steps `steps` makes for a fresh view model, given the `initial` state on both sides.
    func run(initial: [String: RuntimeValue], _ steps: (ListsViewModel) throws -> [ParityDriver.Step]) throws {
        let viewModel = ListsViewModel()
        feed(initial, into: viewModel)
        var cleared = 0
        _ = viewModel.cleared.observe { _ in cleared += 1 }
        var driver = try ParityDriver(
            app: "Tests/EmitterScreens", screen: "Lists", initial: initial, root: Lists(viewModel: viewModel).build(),
            state: {
                [
                    "fruits": .list(viewModel.fruits.map { .string($0) }), "isLoading": .bool(viewModel.isLoading),
                    "picked": .string(viewModel.picked), "refreshes": .int(viewModel.refreshes),
                    "favouritesOnly": .bool(viewModel.favouritesOnly), "isRefreshing": .bool(viewModel.isRefreshing),
                ]
            },
            emissions: { ["cleared": cleared] }
        )
        try driver.run(try steps(viewModel))
    }

    /// The host's answer: the fruits, loading over.
    func feed(_ fruits: [String], into viewModel: ListsViewModel) -> ParityDriver.Step {
        .feed(["fruits": .list(fruits.map { .string($0) }), "isLoading": .bool(false)]) {
            viewModel.fruits = fruits
            viewModel.isLoading = false
        }
    }

    /// Sets the view model's state from fed values, as a host does.
    func feed(_ values: [String: RuntimeValue], into viewModel: ListsViewModel) {
        for (name, value) in values {
            switch (name, value) {
            case ("fruits", .list(let items)): viewModel.fruits = items.map(\.interpolated)
            case ("isLoading", .bool(let flag)): viewModel.isLoading = flag
            default: Issue.record("the test cannot feed \(name)")
            }
        }
    }

    @Test("Lists.scenario.yaml, replayed on the generated Swift and the runtime")
    func scenarios() throws {
        let scenarios = try ScenarioReplay.scenarios(in: "Tests/EmitterScreens", on: "Lists")
        #expect(!scenarios.isEmpty)
        for scenario in scenarios {
            try run(initial: try ScenarioReplay.initialState(of: scenario)) { viewModel in
                try ScenarioReplay.steps(of: scenario) { values in feed(values, into: viewModel) }
            }
        }
    }

    @Test("loading, then the fed rows, selecting two of them, then the static cell that clears them")
    func loadSelectClear() throws {
        try run { viewModel in
            [
                feed(["Apple", "Pear", "Fig"], into: viewModel),
                .select(section: "fruits", index: 1),
                .select(section: "fruits", index: 2),
                .select(section: "actions", index: 0),
            ]
        }
    }

    @Test("a two-way toggle in a static cell flips the state, and back")
    func toggleInACell() throws {
        try run { viewModel in
            [.tap(id: "favouritesToggle"), feed(["Lime"], into: viewModel), .tap(id: "favouritesToggle")]
        }
    }

    @Test("an empty list, once loaded, shows the empty state instead of the rows")
    func emptyState() throws {
        try run { viewModel in
            [feed([], into: viewModel), feed(["Kiwi"], into: viewModel), .select(section: "fruits", index: 0)]
        }
    }

    @Test("the generated file shows the tree 1.2.6 builds: shimmer cells while loading, a header, static cells")
    func initialTree() {
        let root = Lists(viewModel: ListsViewModel()).build()
        #expect(
            ViewTreeRecorder.record(root).description == """
                VStackView
                  LabelView id="picked" text="Picked: "
                  ContainerView
                    HStackView id="fruitTag"
                      LabelView text=""
                      SpacerView
                  CollectionView id="fruitList"
                    AnySection id="fruits"
                      Header
                        LabelView text="Fruit"
                      AnyCell id="shimmer_0"
                        ContainerView
                      AnyCell id="shimmer_1"
                        ContainerView
                    AnySection id="actions"
                      AnyCell id="actions-clear"
                        HStackView id="fruitTag"
                          LabelView text="Clear"
                          SpacerView
                      AnyCell id="actions-about"
                        LabelView text="About"
                      AnyCell id="actions-favourites"
                        HStackView
                          LabelView text="Favourites only"
                          Toggle enabled="true" id="favouritesToggle" isOn="false"
                """)
    }
}
