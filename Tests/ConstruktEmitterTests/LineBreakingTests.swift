import Testing

@testable import ConstruktEmitter

/// Lines over 120 columns are broken at their outermost bracket that holds a comma, as
/// swift-format breaks a call, and never where a break would change what Swift reads.
@Suite struct LineBreakingTests {
    private static func written(_ body: (inout SwiftCodeWriter) -> Void) throws -> String {
        var writer = SwiftCodeWriter(
            header: GeneratedFileHeader(sourcePath: try RelativeSourcePath("Screens/Home.screen.yaml")))
        body(&writer)
        return String(writer.contents.drop { $0 != "\n" }.dropFirst())
    }

    private static let arguments = (1...12).map { "argument\($0): value\($0)" }.joined(separator: ", ")

    @Test func aLongCallGoesOneLevelInWithItsClosingParenthesisOnALineOfItsOwn() throws {
        let text = try Self.written { writer in
            writer.block("func body()") { writer in
                writer.line("let made = Made(\(Self.arguments))")
                writer.chain { writer in writer.line(".padding(8)") }
            }
        }
        #expect(
            text == """
                func body() {
                    let made = Made(
                        argument1: value1, argument2: value2, argument3: value3, argument4: value4, argument5: value5,
                        argument6: value6, argument7: value7, argument8: value8, argument9: value9, argument10: value10,
                        argument11: value11, argument12: value12
                    )
                    .padding(8)
                }

                """)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 120 })
    }

    @Test func theOutermostBracketWithACommaBreaksAndABlockKeepsItsBrace() throws {
        let text = try Self.written { writer in
            writer.block("if check(show(.list(\(Self.arguments))))") { writer in writer.line("go()") }
        }
        #expect(text.hasPrefix("if check(show(.list(\n    argument1: value1,"))
        #expect(text.contains("\n)))" + " {\n    go()\n}"))
    }

    @Test func commasInStringsClosuresCommentsAndDirectivesAreNeverBreaks() throws {
        // A closure that does not end the line stays whole: only a closing block is broken.
        let long = String(repeating: "a, ", count: 45) + "z"
        let lines = [
            "let text = \"\(long)\"",
            "let label = \"\\(f(x, y)) \(long)\"",
            "items.map { (item: Item) in pair(item.name, item.value, \(long)) }.count",
            "// \(long)",
            "#sourceLocation(file: \"\(long)\", line: 3)",
        ]
        let text = try Self.written { writer in
            for line in lines { writer.line(line) }
        }
        #expect(text == lines.joined(separator: "\n") + "\n")
    }

    @Test func aLongOneLineClosureAtTheEndGetsItsBodyOnALineOfItsOwn() throws {
        let call = "viewModel.send(.select(member: member, from: " + String(repeating: "x", count: 40) + "))"
        let text = try Self.written { writer in
            writer.line(".onTapGesture { (context: BuilderTapGestureContext<BuilderInternalUIStackView>) in \(call) }")
            writer.line(
                "    transaction.emissions.append { [value = (context.value ?? \"}\")] in viewModel.selectedMovieIdentifierChanged.send(value) }"
            )
        }
        #expect(
            text == """
                .onTapGesture { (context: BuilderTapGestureContext<BuilderInternalUIStackView>) in
                    \(call)
                }
                    transaction.emissions.append { [value = (context.value ?? "}")] in
                        viewModel.selectedMovieIdentifierChanged.send(value)
                    }

                """)
    }

    @Test func aLongOneLineIfElseGetsABlockEach() throws {
        let long = String(repeating: "x", count: 60)
        let text = try Self.written { writer in
            writer.line(
                "if let height = constraints.first(where: { $0.identifier == \"h\" }) { height.constant = \(long) } else { make(\(long)) }"
            )
            writer.line(
                "guard let centred = cells.min(by: { abs($0.x - \(long)) < abs($1.x - centre) }) else { return }")
        }
        #expect(
            text == """
                if let height = constraints.first(where: { $0.identifier == "h" }) {
                    height.constant = \(long)
                } else {
                    make(\(long))
                }
                guard let centred = cells.min(
                    by: { abs($0.x - \(long)) < abs($1.x - centre) }
                ) else {
                    return
                }

                """)
    }

    @Test func whatFollowsABrokenBracketIsBrokenInTurn() throws {
        let pairs = (1...3).map { "(anchor\($0), \"identifier\($0)\", value\($0).constant)" }.joined(separator: ", ")
        let body =
            "if let found = view.constraints.first(where: { $0.identifier == identifier }) { found.constant = constant + margin }"
        let text = try Self.written { writer in
            writer.line("for (anchor, identifier, constant) in [\(pairs)] { \(body) }")
        }
        #expect(
            text == """
                for (anchor, identifier, constant) in [
                    (anchor1, "identifier1", value1.constant), (anchor2, "identifier2", value2.constant),
                    (anchor3, "identifier3", value3.constant)
                ] {
                    if let found = view.constraints.first(where: { $0.identifier == identifier }) { found.constant = constant + margin }
                }

                """)
    }

    @Test func aCallOfOneLongArgumentBreaksAroundItAndItsClosureInTurn() throws {
        let body =
            "CGFloat(Swift.min(Swift.max(Double(offset) / Double(100), 0), 1)) + " + String(repeating: "x", count: 40)
        let text = try Self.written { writer in
            writer.line(
                ".onReceive(viewModel.$offset.map { (offset: CGFloat) -> CGFloat in \(body) }) { (context: Context<UILabel, CGFloat>) in"
            )
            writer.line(
                ".onReceive(viewModel.$offset.map { (offset: CGFloat) -> CGFloat in \(body) }) { (context: Context<UILabel, CGFloat>) in context.view.alpha = context.value }"
            )
        }
        let opening = """
            .onReceive(
                viewModel.$offset.map { (offset: CGFloat) -> CGFloat in
                    \(body)
                }
            ) { (context: Context<UILabel, CGFloat>) in
            """
        #expect(text == "\(opening)\n\(opening)\n    context.view.alpha = context.value\n}\n")
    }

    @Test func aClosureThatClosesACallGetsAStatementALine() throws {
        let text = try Self.written { writer in
            writer.line(
                "    ).map { (values: ((Film, [String]), Int)) -> String in let shown = values.0.0; let log = values.0.1; let count = values.1; return \"\\(shown.title); \\(log.joined(separator: \"; \")) | \\(count)\" })"
            )
        }
        #expect(
            text == """
                    ).map { (values: ((Film, [String]), Int)) -> String in
                        let shown = values.0.0
                        let log = values.0.1
                        let count = values.1
                        return "\\(shown.title); \\(log.joined(separator: "; ")) | \\(count)"
                    })

                """)
    }

    @Test func aLineWithItsOwnIndentationIsBrokenFromThere() throws {
        let text = try Self.written { writer in
            writer.line("        let made = Made(\(Self.arguments))")
        }
        #expect(text.hasPrefix("        let made = Made(\n            argument1: value1,"))
        #expect(text.hasSuffix("\n        )\n"))
    }

    @Test func aLineThatFitsOrHasNoCommaStaysWhole() throws {
        let noComma = "let value = " + String(repeating: "x.", count: 60) + "y"
        let text = try Self.written { writer in
            writer.line("let made = Made(a: 1, b: 2)")
            writer.line(noComma)
            writer.line("made")
            writer.chain { writer in writer.line(".padding(8)") }
        }
        #expect(text == "let made = Made(a: 1, b: 2)\n\(noComma)\nmade\n    .padding(8)\n")
    }

    @Test func aChainOfConditionalsPutsEachOtherwiseOnALineOfItsOwn() throws {
        let cases = (1...4).map { "status == Status.case\($0) ? \"A longer title for case \($0)\"" }
        let text = try Self.written { writer in
            writer.line("let title = " + cases.joined(separator: " : ") + " : \"Unknown\"")
        }
        #expect(
            text == """
                let title = status == Status.case1 ? "A longer title for case 1"
                    : status == Status.case2 ? "A longer title for case 2"
                    : status == Status.case3 ? "A longer title for case 3"
                    : status == Status.case4 ? "A longer title for case 4"
                    : "Unknown"

                """)
    }

    @Test func aCallOfOneConditionalBreaksAroundItBeforeADeeperCallsCommas() throws {
        let line =
            "LabelView(match.status == MatchStatus.live ? String(format: \"%ld\", match.minute ?? 0) + \"\\u{2032}\""
            + " : match.status == MatchStatus.halfTime ? \"HT\" : match.venue)"
        let text = try Self.written { writer in
            writer.block("var label: View") { writer in writer.line(line) }
        }
        #expect(
            text == """
                var label: View {
                    LabelView(
                        match.status == MatchStatus.live ? String(format: "%ld", match.minute ?? 0) + "\\u{2032}"
                            : match.status == MatchStatus.halfTime ? "HT"
                            : match.venue
                    )
                }

                """)
    }

    @Test func aLongChainOfAndsFillsEachLineAndBreaksBeforeAnOperator() throws {
        let checks = (1...12).map { "list\($0).isEmpty" }.joined(separator: " && ")
        let text = try Self.written { writer in
            writer.block("var isEmpty: Bool") { writer in writer.line("return " + checks) }
        }
        #expect(
            text == """
                var isEmpty: Bool {
                    return list1.isEmpty && list2.isEmpty && list3.isEmpty && list4.isEmpty && list5.isEmpty && list6.isEmpty
                        && list7.isEmpty && list8.isEmpty && list9.isEmpty && list10.isEmpty && list11.isEmpty && list12.isEmpty
                }

                """)
    }

    @Test func anOperatorInAStringIsNotTheLinesOwn() throws {
        let quoted = "let text = \"" + String(repeating: "a && b ? c : d ", count: 9) + "\""
        let text = try Self.written { writer in writer.line(quoted) }
        #expect(text == quoted + "\n")
    }
}
