import ConstruktAST
import ConstruktDiagnostics
import ConstruktYAML
import Testing

/// A value written where a type goes (`count: 0`) is reported as a value, with its type and, for
/// params and state, the declaration that makes it the default.
@Suite struct ValueWhereTypeGoesTests {
    private func read(_ yaml: String) throws -> (ScreenDeclaration?, [Diagnostic]) {
        let loaded = YAMLLoader.load(SourceFile(path: "s.screen.yaml", text: yaml))
        let (file, diagnostics) = ConstruktFile.read(try #require(loaded.document))
        guard case .screen(let screen) = file else { return (nil, diagnostics) }
        return (screen, diagnostics)
    }

    @Test func aStateValueWhereItsTypeGoesIsReportedWithTheDeclarationThatFixesIt() throws {
        let (screen, diagnostics) = try read("screen: S\nstate:\n  count: 0\nbody: { LabelView: Hi }\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == .invalidType)
        #expect(diagnostic.message == "'0' is a value, not the type of 'count'")
        #expect(diagnostic.help == "write the type, with the value as its default: 'count: { type: Int, default: 0 }'")
        #expect(diagnostic.location.range.start.line == 3 && diagnostic.location.range.start.column == 10)
        #expect(diagnostic.fixIts.map(\.replacement) == ["{ type: Int, default: 0 }"])
        #expect(diagnostic.fixIts.first?.location == diagnostic.location)
        // The rest of the screen is read as if fixed, so its uses of `count` are checked too.
        let state = try #require(screen?.state.first)
        #expect(state.type.kind == .named("Int"))
        #expect(state.defaultValue?.scalarText == "0")
    }

    @Test(arguments: [
        ("-3", "Int"), ("0x1F", "Int"), ("0o17", "Int"), ("1.5", "Double"), (".5", "Double"), ("2e3", "Double"),
        ("true", "Bool"),
    ])
    func aParamValueNamesItsType(value: String, type: String) throws {
        let (_, diagnostics) = try read("screen: S\nparams:\n  start: \(value)\nbody: { LabelView: Hi }\n")
        #expect(
            diagnostics.map(\.help) == [
                "write the type, with the value as its default: 'start: { type: \(type), default: \(value) }'"
            ])
    }

    @Test func aValueAsAnActionParamTypeIsReportedWithItsType() throws {
        let yaml = "screen: S\nactions:\n  add:\n    params: { amount: 5 }\n    do: []\nbody: { LabelView: Hi }\n"
        let (_, diagnostics) = try read(yaml)
        #expect(diagnostics.map(\.message) == ["'5' is a value, not a type"])
        #expect(diagnostics.map(\.help) == ["write its type, 'Int'"])
    }

    @Test(arguments: ["Int", "\"0\"", "'true'", "[Movie]", "Movie?", "2D", "e5", "0x"])
    func whatCanBeATypeIsNotTakenForAValue(type: String) throws {
        let (_, diagnostics) = try read("screen: S\nstate:\n  value: \(type)\nbody: { LabelView: Hi }\n")
        #expect(!diagnostics.contains { $0.message.contains("is a value") })
    }
}
