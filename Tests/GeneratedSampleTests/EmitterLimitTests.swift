import ConstruktEmitter
import Testing

@Suite("What the emitter refuses, and how it writes user text")
struct EmitterLimitTests {
    private func emit(_ screen: String) throws -> String {
        try SampleEmission.emit([("Test.screen.yaml", screen)], screenFile: "Test.screen.yaml").swift
    }

    @Test("a construct not supported yet is an emitter error naming it and its line, not code")
    func unsupportedStatementFails() throws {
        let screen = """
            screen: Ratio
            state:
              ratio: { type: Double, default: 0.5 }
            body:
              LabelView: "Ratio ${ratio}"
            """
        let error = try #require(throws: EmitterError.self) { try emit(screen) }
        #expect(error.message == "interpolating a value of type Double is not supported by the emitter yet")
        #expect(error.range?.start.line == 5)
    }

    @Test("a URL written as text is the catalog's swiftLiteral around an escaped string")
    func urlLiteral() throws {
        let screen = """
            screen: Remote
            body:
              ImageView:
                url: https://example.com/poster.png
            """
        #expect(try emit(screen).contains(#"ImageView(url: URL(string: "https://example.com/poster.png")!)"#))
    }

    @Test("user text reaches Swift only as an escaped literal: quotes, backslashes, interpolation, bidi")
    func userTextIsEscaped() throws {
        let screen = """
            screen: Quoted
            body:
              LabelView: 'say "hi" \\(fatalError()) \u{202E}'
            """
        let swift = try emit(screen)
        #expect(swift.contains(#"LabelView("say \"hi\" \\(fatalError()) \u{202E}")"#))
    }

    @Test("a binding's tuple never hides a state value of the same name")
    func tupleNameAvoidsStateNames() throws {
        let screen = """
            screen: Sum
            state:
              values: { type: Int, default: 1 }
              more: { type: Int, default: 2 }
            body:
              LabelView: "sum ${values + more}"
            """
        let swift = try emit(screen)
        #expect(swift.contains("map { (values_: (Int, Int)) -> String in let values = values_.0; let more = values_.1; return "))
    }

    @Test("an action param that would hide the transaction is an error, not code that does not compile")
    func actionParamNamedTransactionFails() throws {
        let screen = """
            screen: Clash
            state:
              count: { type: Int, default: 0 }
            actions:
              add:
                params: { transaction: Int }
                do:
                  - set: count
                    to: ${count + transaction}
            body:
              LabelView: Hi
            """
        let error = try #require(throws: EmitterError.self) { try emit(screen) }
        #expect(error.message.contains("transaction"))
    }

    @Test("a screen named like a ConstruktKit type is refused: its struct would hide the library's")
    func screenNamedLikeALibraryTypeFails() throws {
        let error = try #require(throws: EmitterError.self) { try emit("screen: Signal\nbody:\n  LabelView: Hi\n") }
        #expect(error.message == "screen Signal would declare Signal, which hides ConstruktKit's or UIKit's own Signal; rename the screen")
    }
}
