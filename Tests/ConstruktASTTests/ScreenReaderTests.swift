import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML
import Foundation
import Testing

/// The clean example files the readers are tested on (the spec's own examples among them).
let examplesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Examples")

@Suite struct ScreenReaderTests {
    func read(_ name: String) throws -> ScreenDeclaration {
        let data = try Data(contentsOf: examplesDirectory.appendingPathComponent(name))
        let loaded = YAMLLoader.load(SourceFile(path: name, bytes: [UInt8](data)))
        let document = try #require(loaded.document)
        let (file, diagnostics) = ConstruktFile.read(document)
        #expect(diagnostics.isEmpty)
        guard case .screen(let screen) = try #require(file) else { throw CancellationError() }
        return screen
    }

    @Test func readsEveryPartOfAScreen() throws {
        let screen = try read("clean.screen.yaml")
        #expect(screen.kind == .screen)
        #expect(screen.name.text == "Counter")
        #expect(screen.name.range.start == SourcePosition(line: 1, column: 9, offset: 8))
        #expect(screen.description == "Counts taps.")
        #expect(screen.params.map { "\($0.name): \($0.type)" } == ["title: String", "start: Int"])
        #expect(screen.params[1].defaultValue?.scalarText == "0")
        #expect(
            screen.state.map { "\($0.name): \($0.type)" } == [
                "count: Int", "query: String", "tags: [String]", "scores: [String: Int]", "selected: Movie?",
            ])
        #expect(screen.derived.map(\.name.text) == ["canReset"])
        #expect(screen.signals.map { "\($0.name): \($0.type)" } == ["resetRequested: Void"])
        #expect(screen.actions.map(\.name.text) == ["increment", "reset", "add", "close"])
        #expect(screen.actions[2].params.map { "\($0.name): \($0.type)" } == ["amount: Int"])
        #expect(screen.lifecycle.map(\.event) == [.onLoad, .onAppear])
        #expect(screen.types.map(\.name.text) == ["Movie", "Genre", "Session"])
    }

    @Test func readsStatementsOfEveryKind() throws {
        let screen = try read("clean.screen.yaml")
        guard case .set(let target, let value) = screen.actions[0].body[0].kind else {
            Issue.record("not a set")
            return
        }
        #expect(target.text == "count")
        #expect(value.scalarText == "${count + 1}")
        guard case .emit(let signal, nil) = screen.actions[1].body[1].kind else {
            Issue.record("not an emit")
            return
        }
        #expect(signal.text == "resetRequested")
        guard case .back = screen.actions[3].body[0].kind else {
            Issue.record("not back")
            return
        }
        guard case .action(let name) = screen.lifecycle[1].handler else {
            Issue.record("not an action")
            return
        }
        #expect(name.text == "increment")
    }

    @Test func readsTheViewTree() throws {
        let screen = try read("clean.screen.yaml")
        let body = try #require(screen.body)
        guard case .component(let stack, .properties(let properties)) = body.kind else {
            Issue.record("no stack")
            return
        }
        #expect(stack.text == "VStackView")
        #expect(properties.map(\.name.text) == ["spacing", "children"])
        guard case .nodes(let children) = properties[1].value else {
            Issue.record("children are not nodes")
            return
        }
        #expect(children.count == 5)
        guard case .component(let label, .primary(let text)) = children[0].kind else {
            Issue.record("no label")
            return
        }
        #expect(label.text == "LabelView")
        #expect(text.scalarText == "${title}: ${count}")
        guard case .conditional(_, let then, let otherwise) = children[1].kind else {
            Issue.record("no if")
            return
        }
        #expect(then.count == 1 && otherwise.isEmpty)
        guard case .forEach(_, let variable, _, let loopBody) = children[2].kind else {
            Issue.record("no forEach")
            return
        }
        #expect(variable?.text == "tag" && loopBody.count == 1)
        guard case .component(_, .empty) = children[4].kind else {
            Issue.record("spacer is not empty")
            return
        }
    }
}

@Suite struct OtherFileReaderTests {
    func read(_ name: String) throws -> ConstruktFile {
        let data = try Data(contentsOf: examplesDirectory.appendingPathComponent(name))
        let loaded = YAMLLoader.load(SourceFile(path: name, bytes: [UInt8](data)))
        let (file, diagnostics) = ConstruktFile.read(try #require(loaded.document))
        #expect(diagnostics.isEmpty)
        return try #require(file)
    }

    @Test func readsTheRoutesExampleOfTheSpec() throws {
        guard case .routes(let routes) = try read("App.routes.yaml") else {
            Issue.record("not routes")
            return
        }
        #expect(routes.name.text == "AppRoute")
        #expect(routes.destinations.map(\.name.text) == ["home", "movieDetail", "search", "filter", "login"])
        #expect(routes.destinations.map { $0.paths.map(\.text) } == [["/"], ["/movies/:movieId"], [], [], []])
        #expect(routes.destinations[1].params.map { "\($0.name): \($0.type)" } == ["movieId: Int"])
        #expect(
            routes.destinations.map { "\($0.presentation.style)" } == [
                "push", "push", "push", "sheet(detents: [medium, large])", "fullScreen",
            ])
        #expect(routes.destinations[4].signalWiring.map { "\($0.signal)->\($0.action)" } == ["submitted->logIn"])
        guard case .switchOn(_, let cases) = routes.root?.kind else {
            Issue.record("no switch")
            return
        }
        #expect(cases.map { $0.value.scalarText } == ["false", "true"])
        guard case .tabs(let tabs) = cases[1].root.kind else {
            Issue.record("no tabs")
            return
        }
        #expect(tabs.map(\.destination.text) == ["home", "search"])
    }

    @Test func pathParametersPointAtTheirName() throws {
        guard case .routes(let routes) = try read("App.routes.yaml") else {
            Issue.record("not routes")
            return
        }
        guard case .parameter(let name) = routes.destinations[1].paths.first?.segments.last else {
            Issue.record("no parameter")
            return
        }
        #expect(name.text == "movieId")
        #expect(name.range.start.line == 8 && name.range.start.column == 84)
    }

    @Test func readsEveryScenarioStepOfTheSpec() throws {
        guard case .scenario(let scenario) = try read("catalogue.scenario.yaml") else {
            Issue.record("not a scenario")
            return
        }
        #expect(scenario.steps.count == 16)
        guard case .expect(let expectations) = scenario.steps[5].kind else {
            Issue.record("not an expect")
            return
        }
        #expect(expectations.count == 2)
    }

    @Test func readsTheConfigExampleOfTheSpec() throws {
        guard case .config(let config) = try read("construkt.yaml") else {
            Issue.record("not a config")
            return
        }
        #expect(config.imports == ["ConstruktKit"])
        #expect(config.accessLevel == .internal)
        #expect(config.catalogs.map(\.text) == ["Schemas/App.components.yaml"])
        #expect(config.sourceLocations)
        #expect(config.limits.depth == 64)
    }
}
