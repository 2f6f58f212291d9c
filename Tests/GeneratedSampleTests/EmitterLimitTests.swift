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
        #expect(
            try emit(screen).contains(
                #"LabelView(viewModel.$ratio.map { (ratio: Double) -> String in "Ratio \(ratio)" })"#))
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

    @Test("a state value named like a binding's tuple is bound under another name inside the closure")
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
        #expect(swift.contains("map { (values: (Int, Int)) -> String in\n"))
        #expect(swift.contains("let _values = values.0\n"))
        #expect(swift.contains("let more = values.1\n"))
        #expect(swift.contains(#"return "sum \(_values + more)""#))
    }

    @Test("an action param named like the transaction is bound under another name, so it hides nothing")
    func actionParamNamedTransactionIsRenamed() throws {
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
        let swift = try emit(screen)
        #expect(swift.contains("case .add(let _transaction):"))
        #expect(
            swift.contains(
                "transaction.count = try Self.checked(transaction.count.addingReportingOverflow(_transaction))"))
    }

    @Test(
        "the view model's own names step aside for the app's: a model Action, a state send (whose storage is _send), a loop variable context"
    )
    func ownNamesStepAside() throws {
        let screen = """
            screen: Picker
            state:
              send: String
              picked: Action?
              tags: [String]
            actions:
              pick:
                params: { action: Action }
                do: [ { set: picked, to: $action } ]
            body:
              VStackView:
                - forEach: $tags
                  as: context
                  do:
                    - ButtonView: { title: $context, onTap: { set: send, to: $context } }
            """
        let types = "types:\n  Action: { title: String }\n"
        let swift = try SampleEmission.emit(
            [("Picker.screen.yaml", screen), ("Models.types.yaml", types)], screenFile: "Picker.screen.yaml"
        ).swift
        #expect(swift.contains("    enum _Action {\n        case pick(action: Action)\n    }\n"))
        #expect(swift.contains("    func __send(_ action: _Action) {\n"))
        #expect(swift.contains("        case .pick(let _action):\n            transaction.picked = _action\n"))
        #expect(swift.contains("for _context in tags {"))
        #expect(swift.contains("(context: ViewBuilderContext<UIButton>) in"))
        #expect(swift.contains("transaction.send = _context"))
    }

    @Test("in an app that declares Signal, Variable, View and ViewBuilder, ConstruktKit's are named with their module")
    func libraryTypesNamedLikeAppTypesAreQualified() throws {
        let screen = """
            screen: Signal
            params:
              start: Int
            state:
              count: Int
              from: { type: Int, default: $start }
            signals:
              changed: Int
            body:
              LabelView: "n ${count}"
            """
        let types = "types:\n  Variable: { enum: [a] }\n  View: { title: String }\n  ViewBuilder: { title: String }\n"
        let swift = try SampleEmission.emit(
            [("Signal.screen.yaml", screen), ("Models.types.yaml", types)], screenFile: "Signal.screen.yaml"
        ).swift
        #expect(swift.contains("@ConstruktKit.Variable var count: Int = 0\n"))
        #expect(swift.contains("@ConstruktKit.Variable var from: Int\n"))
        #expect(swift.contains("_from = ConstruktKit.Variable(wrappedValue: start)"))
        #expect(swift.contains("let changed = ConstruktKit.Signal<Int>()"))
        #expect(swift.contains("struct Signal: @MainActor ConstruktKit.ViewBuilder {"))
        #expect(swift.contains("var body: ConstruktKit.View {"))
    }

    @Test("a library type the app does not declare is named without its module")
    func libraryTypesAreUnqualifiedOtherwise() throws {
        let swift = try emit("screen: Plain\nsignals:\n  changed: Int\nbody:\n  LabelView: Hi\n")
        #expect(swift.contains("let changed = Signal<Int>()"))
        #expect(swift.contains("struct Plain: @MainActor ViewBuilder {"))
        #expect(!swift.contains("ConstruktKit."))
    }
}
