import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML
import Testing

/// The key table (KeyedMapping) is what the readers check keys against: a key it lists is read,
/// one it does not is unknown, with the table's keys as the note and the suggestion.
@Suite struct KeyTableTests {
    private func diagnostics(_ path: String, _ yaml: String) throws -> [Diagnostic] {
        let loaded = YAMLLoader.load(SourceFile(path: path, text: yaml))
        return ConstruktFile.read(try #require(loaded.document)).1
    }

    @Test func theLifecycleKeysAreTheHooks() {
        #expect(KeyedMapping.lifecycle.names == LifecycleHook.Event.allCases.map(\.rawValue))
    }

    @Test func theStatementKeysAreTheStatementKeywordsInTheirOrder() {
        #expect(KeyedMapping.statements.map(\.keyword) == StatementKeyword.allCases.map(\.rawValue))
        #expect(KeyedMapping.statement("toggle")?.names == ["toggle"])
        #expect(KeyedMapping.statement("push") == nil)
    }

    @Test func everyMappingNamesEachKeyOnce() {
        let mappings: [KeyedMapping] =
            [
                .screenFile, .lifecycle, .valueDeclaration, .action, .ifNode, .forEachNode, .switchNode, .typesFile,
                .enumType, .payloadEnumType, .structType,
                .configFile, .limits, .routesFile, .destination, .appAction, .sheetPresentation, .sheetOptions,
                .navigationRoot, .tab,
                .tabsRoot, .switchRoot, .scenarioFile, .finder, .typeStep, .selectStep, .expectation,
            ] + KeyedMapping.statements + KeyedMapping.steps
        for mapping in mappings {
            #expect(Set(mapping.names).count == mapping.names.count, "\(mapping.title)")
            #expect(Set(mapping.exactlyOneOf + mapping.atLeastOneOf).isSubset(of: mapping.names), "\(mapping.title)")
        }
    }

    @Test func anUnknownKeyIsCheckedAgainstTheTable() throws {
        let found = try diagnostics(
            "App.routes.yaml", "routes: AppRoute\ndestinations:\n  home: { screen: Home, presentaton: sheet }\n")
        #expect(found.map(\.message) == ["unknown key 'presentaton' in the destination 'home'"])
        #expect(found.first?.notes == ["allowed here: " + KeyedMapping.destination.names.joined(separator: ", ")])
        #expect(found.first?.help == "did you mean 'presentation'?")
    }

    @Test func aSwitchNodeKnowsItsKeys() throws {
        let found = try diagnostics(
            "Home.screen.yaml", "screen: Home\nbody:\n  VStackView:\n    - switch: $load\n      case: { idle: [] }\n")
        #expect(found.map(\.message) == ["unknown key 'case' in a 'switch' node"])
        #expect(found.first?.help == "did you mean 'cases'?")
    }

    @Test func aMisspeltRequiredKeyIsOneMistake() throws {
        let node = try diagnostics(
            "Home.screen.yaml", "screen: Home\nbody:\n  VStackView:\n    - if: true\n      thne: [ LabelView: A ]\n")
        #expect(node.map(\.message) == ["unknown key 'thne' in an 'if' node"])
        #expect(node.first?.fixIts.map(\.replacement) == ["then"])
        let statement = try diagnostics(
            "Home.screen.yaml",
            "screen: Home\nstate: { n: Int }\nactions:\n  a:\n    - if: true\n      thne: [ { set: n, to: 1 } ]\n"
                + "    - after: 1s\n      od: []\nbody:\n  ButtonView: { title: A, onTap: a }\n")
        #expect(
            statement.map(\.message) == [
                "unknown key 'thne' in an 'if' statement", "unknown key 'od' in an 'after' statement",
            ])
        #expect(statement.map { $0.fixIts.map(\.replacement) } == [["then"], ["do"]])
    }

    @Test func aMissingKeyIsOneTheTableRequires() throws {
        let found = try diagnostics("App.routes.yaml", "routes: AppRoute\ndestinations:\n  home: { path: /home }\n")
        #expect(found.map(\.message) == ["the destination 'home' needs a 'screen' key"])
        #expect(found.first?.help == KeyedMapping.destination.key("screen")?.missingHelp)
        #expect(KeyedMapping.destination.requiredNames == ["screen"])
    }

    /// A companion the table marks required is reported when missing; an optional one is not.
    @Test func aStatementsRequiredCompanionsComeFromTheTable() throws {
        let screen = { (statement: String) in
            "screen: S\nstate:\n  n: Int\nactions:\n  act:\n    - \(statement)\nbody: { LabelView: Hi }\n"
        }
        #expect(
            try diagnostics("s.screen.yaml", screen("{ set: n }")).map(\.message) == [
                "a 'set' statement needs a 'to' key"
            ])
        #expect(try diagnostics("s.screen.yaml", screen("{ emit: done }")).filter { $0.code == .missingKey }.isEmpty)
        #expect(KeyedMapping.statement("set")?.key("to")?.isRequired == true)
        #expect(KeyedMapping.statement("emit")?.key("value")?.isRequired == false)
    }
}
