import ConstruktEmitter
import Testing

@Suite("What the emitter refuses, and how it writes user text")
struct EmitterLimitTests {
    private func emit(_ screen: String) throws -> String {
        try SampleEmission.emit([("Test.screen.yaml", screen)], screenFile: "Test.screen.yaml").swift
    }

    @Test("a Double in text is interpolated as Swift describes it, which is what the runtime shows")
    func doubleInterpolation() throws {
        let screen = """
            screen: Ratio
            state:
              ratio: { type: Double, default: 0.5 }
            body:
              LabelView: "Ratio ${ratio}"
            """
        #expect(try emit(screen).contains(#"LabelView(viewModel.$ratio.map { (ratio: Double) -> String in "Ratio \(ratio)" })"#))
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

    @Test("a live 'if' with several nodes in a branch is refused outside a stack: its container would overlap them")
    func crowdedLiveConditionalFails() throws {
        let screen = """
            screen: Maybe
            state:
              shown: { type: Bool, default: false }
            body:
              ZStackView:
                - if: $shown
                  then:
                    - LabelView: Shown
                    - LabelView: Twice
            """
        let error = try #require(throws: EmitterError.self) { try emit(screen) }
        #expect(error.message == "a live 'forEach', or a live 'if' with several nodes in a branch, is supported inside a VStackView or HStackView only")
        #expect(error.range?.start.line == 6)
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
