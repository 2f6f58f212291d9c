import ConstruktChecker
import ConstruktDiagnostics
import ConstruktYAML
import Foundation
import Testing

@Suite struct CheckedModelTests {
    /// Every file of a sample app, checked together.
    static func checkSample(_ name: String) throws -> CheckedApp {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = root.appendingPathComponent("Samples/\(name)")
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".yaml")
        }.sorted()
        let documents = try paths.compactMap { path in
            YAMLLoader.load(
                SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(path))))
            ).document
        }
        let (apps, diagnostics) = FrontEnd.check(documents)
        #expect(diagnostics.isEmpty)
        return try #require(apps.first)
    }

    static func component(_ node: CheckedNode?) -> CheckedComponent? {
        if case .component(let component)? = node?.kind { return component }
        return nil
    }

    @Test func theCounterIsTypedThroughout() throws {
        let app = try Self.checkSample("Counter")
        let counter = try #require(app.screens.first { $0.name == "Counter" })
        #expect(counter.params.map { "\($0.name): \($0.type)" } == ["title: String", "start: Int"])
        #expect(counter.state.map { "\($0.name): \($0.type)" } == ["count: Int"])
        guard case .expression(let start)? = counter.state.first?.defaultValue?.kind,
            case .reference("start", .param) = start.kind
        else {
            Issue.record("count's default is not the param start")
            return
        }
        #expect(
            counter.derived.map { "\($0.name): \($0.value.type) live=\($0.value.isLive)" } == [
                "canDecrement: Bool live=true", "canReset: Bool live=true",
            ])
        let increment = try #require(counter.actions.first { $0.name == "increment" })
        guard case .set(state: "count", to: let value)? = increment.body.first?.kind,
            case .expression(let sum) = value.kind,
            case .binary(.add, _, let one) = sum.kind, case .integer(1) = one.kind
        else {
            Issue.record("increment is not count = count + 1")
            return
        }
    }

    @Test func viewTreeMembersCarryTheirBindingStrategy() throws {
        let app = try Self.checkSample("Counter")
        let counter = try #require(app.screens.first { $0.name == "Counter" })
        let stack = try #require(Self.component(counter.body))
        #expect(stack.name == "ZStackView")
        var members: [String] = []
        func collect(_ node: CheckedNode) {
            guard case .component(let component) = node.kind else { return }
            for member in component.members {
                switch member.kind {
                case .property(_, let binding): members.append("\(component.name).\(member.name): \(binding)")
                case .event(_, _, let body):
                    members.append("\(component.name).\(member.name): \(body.count) statement(s)")
                case .slot(_, let nodes): nodes.forEach(collect)
                case .entries, .accessibilityIdentifier: members.append("\(component.name).\(member.name)")
                }
            }
        }
        collect(try #require(counter.body))
        #expect(members.contains("LabelView.text: oneWay"))
        #expect(members.contains("ButtonView.enabled: oneWay"))
        #expect(members.contains("ButtonView.title: constant"))
        #expect(members.contains("ButtonView.onTap: 1 statement(s)"))
        #expect(members.contains("ButtonView.id"))
    }

    @Test func aStateShorthandInATwoWaySlotBindsBothWays() throws {
        let app = try Self.checkSample("Movies")
        let search = try #require(app.screens.first { $0.name == "SearchView" })
        var bindings: [BindingStrategy] = []
        func collect(_ node: CheckedNode) {
            switch node.kind {
            case .component(let component):
                for member in component.members {
                    if component.name == "TextField", member.name == "text",
                        case .property(_, let binding) = member.kind
                    {
                        bindings.append(binding)
                    }
                    if case .slot(_, let nodes) = member.kind { nodes.forEach(collect) }
                }
            case .conditional(_, let then, let otherwise): (then + otherwise).forEach(collect)
            case .forEach(_, let body): body.forEach(collect)
            case .switchOver(let checked): checked.bodies.joined().forEach(collect)
            case .slot: break
            }
        }
        collect(try #require(search.body))
        #expect(bindings == [.twoWay(state: "query")])
    }

    @Test func theRouteMapIsResolvedWithItsConditionalRoot() throws {
        let app = try Self.checkSample("SportsApp")
        let routes = try #require(app.routes)
        guard case .switchOn(let condition, let cases)? = routes.root else {
            Issue.record("the root is not a switch")
            return
        }
        #expect(condition.isLive)
        #expect(!cases.isEmpty)
        let tabs = cases.compactMap { item -> [CheckedRoutes.Entry]? in
            if case .tabs(let entries, _) = item.root { return entries }
            return nil
        }.first
        #expect(tabs?.count == 4)
        #expect(routes.destinations.contains { !$0.wiring.isEmpty })
        #expect(routes.destinations.contains { $0.presentation == .fullScreen })
    }

    @Test func scenariosAreReadyToRun() throws {
        let app = try Self.checkSample("Counter")
        #expect(app.scenarios.count == 3)
        for scenario in app.scenarios {
            guard case .screen("Counter", let params) = scenario.subject else {
                Issue.record("\(scenario.name) does not start on Counter")
                continue
            }
            #expect(params.map(\.name).contains("title"))
            #expect(!scenario.steps.isEmpty)
        }
        let stateChecks = app.scenarios.flatMap(\.steps).flatMap { step -> [TypedValue.Field] in
            guard case .expect(let expectations) = step.kind else { return [] }
            return expectations.flatMap { expectation -> [TypedValue.Field] in
                if case .state(let fields) = expectation.kind { return fields }
                return []
            }
        }
        #expect(!stateChecks.isEmpty)
        #expect(stateChecks.allSatisfy { $0.value.type == .int && !$0.value.isLive })
    }
}
