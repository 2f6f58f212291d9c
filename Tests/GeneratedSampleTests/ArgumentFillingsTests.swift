import ConstruktCatalog
import ConstruktChecker
import Testing

@testable import ConstruktEmitter

@Suite("An event's arguments in its registration")
struct ArgumentFillingsTests {
    private static func refreshFillings(isRefreshing: String) throws -> [TemplateHole: String] {
        let app = try SampleEmission.app(of: [
            (
                "Refreshing.screen.yaml",
                """
                screen: Refreshing
                state:
                  isRefreshing: Bool
                  items: "[String]"
                actions:
                  refresh: [ { set: isRefreshing, to: true } ]
                body:
                  CollectionView:
                    onRefresh:
                      isRefreshing: \(isRefreshing)
                      do: { send: refresh }
                    sections:
                      - section: main
                        items: $items
                        as: item
                        layout: { list: { itemHeight: 44 } }
                        cell: { LabelView: $item }
                """
            )
        ])
        let body = try #require(app.screens.first?.body)
        guard case .component(let list) = body.kind,
            let member = list.members.first(where: { $0.name == "onRefresh" }),
            case .event(let arguments, _, _) = member.kind,
            let event = app.catalog.event(named: "onRefresh", of: "CollectionView")
        else {
            Issue.record("no onRefresh on the CollectionView")
            return [:]
        }
        return try ArgumentFillings.of(
            event.args, written: arguments, catalog: app.catalog, payloads: KeptPayloads(),
            constants: ViewNames.constants(app.catalog),
            at: member.range)
    }

    @Test("a live binding argument is the state's projection")
    func liveBinding() throws {
        #expect(
            try Self.refreshFillings(isRefreshing: "$isRefreshing") == [
                .argument("isRefreshing"): "viewModel.$isRefreshing"
            ])
    }

    @Test("a constant binding argument is a just binding")
    func constantBinding() throws {
        #expect(
            try Self.refreshFillings(isRefreshing: "false") == [
                .argument("isRefreshing"): "AnyViewBinding<Bool>.just(false)"
            ])
    }
}
