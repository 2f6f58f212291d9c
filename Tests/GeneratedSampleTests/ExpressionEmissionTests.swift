import Testing

/// Expressions and statements as Swift that type-checks and means what the checker typed
/// (Tests/Programs holds the whole apps, type-checked by Scripts/check-programs.sh).
@Suite("How expressions and statements are written")
struct ExpressionEmissionTests {
    private func emit(_ screen: String) throws -> String {
        try SampleEmission.emit([("Test.screen.yaml", screen)], screenFile: "Test.screen.yaml").swift
    }

    @Test("a minus before a negative operand is grouped, never --")
    func doubleNegation() throws {
        let swift = try emit(
            """
            screen: Minus
            state:
              n: { type: Int, default: "${-(-8)}" }
            body:
              LabelView: "n = ${n}"
            """)
        #expect(swift.contains("@Variable var n: Int = -(-8)\n"))
    }

    @Test("range bounds that are negative or operations are grouped around ...")
    func rangeBounds() throws {
        let swift = try emit(
            """
            screen: Ranges
            params:
              fine: Bool
            state:
              v: Float
            body:
              VStackView:
                - Stepper: { in: { from: -10, to: -1 } }
                - Slider: { value: $v, in: { from: "${fine ? 0 : 1}", to: 10 } }
            """)
        #expect(swift.contains("Stepper(in: (-10)...(-1))"))
        #expect(swift.contains("Slider(in: (viewModel.fine ? 0 : 1)...10)"))
    }

    @Test("try before && marks a right side that reaches the overflow check, and nothing else")
    func tryBeforeAutoclosure() throws {
        let swift = try emit(
            """
            screen: Flags
            state:
              ok: Bool
              entry: Int
            actions:
              check:
                - set: ok
                  to: "${entry <= 20 && entry >= 10}"
                - set: ok
                  to: "${ok && entry + 1 > 2}"
            body:
              ButtonView: { title: Check, onTap: check }
            """)
        #expect(swift.contains("transaction.ok = transaction.entry <= 20 && transaction.entry >= 10"))
        #expect(
            swift.contains(
                "transaction.ok = try transaction.ok && (try Self.checked(transaction.entry.addingReportingOverflow(1))) > 2"
            ))
    }

    @Test("operands are parenthesized where Swift would group them otherwise, and where a reader looks for it")
    func parenthesesByPrecedence() throws {
        let swift = try emit(
            """
            screen: Precedence
            state:
              a: Int
              b: Int
              c: Int
              p: Bool
              q: Bool
              r: Bool
              n: Int?
              m: Int?
            derived:
              grouped: "${(a + b) * c}"
              chained: "${a - b - c}"
              nested: "${a - (b - c)}"
              tighter: "${a + b * c > c % 2}"
              negated: "${!(p && q) || !p}"
              mixed: "${p || q && r}"
              coalesced: "${(n ?? m) ?? a}"
              coalescedRight: "${n ?? m ?? a}"
              compared: "${(n ?? 0) > a}"
              choice: "${p ? a + 1 : (q ? -b : c)}"
              choiceFirst: "${p ? (q ? a : b) : c}"
              minus: "${a - -b}"
            body:
              LabelView: "${grouped} ${chained} ${nested} ${tighter} ${negated} ${mixed} ${coalesced} ${coalescedRight} ${compared} ${choice} ${choiceFirst} ${minus}"
            """)
        for expected in [
            "(a + b) * c", "a - b - c", "a - (b - c)", "(a + b * c as Int) > c % 2", "!(p && q) || !p", "p || (q && r)",
            "(n ?? m) ?? a", "n ?? m ?? a", "(n ?? 0) > a", "p ? a + 1 : q ? -b : c", "p ? (q ? a : b) : c", "a - (-b)",
        ] {
            #expect(swift.contains(" in \(expected) }") || swift.contains("return \(expected)\n"), "\(expected)")
        }
    }

    @Test("?. after a link of an optional chain groups the chain, and a link that may be nil is read with ?.")
    func optionalChains() throws {
        let swift = try emit(
            """
            screen: Chains
            types:
              Kind: { enum: [a, b] }
              Team: { kind: Kind, tags: [String] }
            state:
              team: Team?
            body:
              VStackView:
                - LabelView: { text: Hi, hidden: "${team?.kind.rawValue?.isEmpty ?? true}" }
                - LabelView: { text: Hi, hidden: "${team?.tags.first.isEmpty ?? true}" }
            """)
        #expect(swift.contains("(team?.kind.rawValue)?.isEmpty ?? true"))
        #expect(swift.contains("(team?.tags.first)?.isEmpty ?? true"))
    }

    @Test("a comparison of number literals names their type")
    func literalComparison() throws {
        #expect(
            try emit(
                """
                screen: Compare
                body:
                  LabelView: { text: Hi, hidden: "${2.5 < 1.5}" }
                """
            ).contains(".hidden(Double(2.5) < 1.5)"))
    }

    @Test("text shows dictionaries' counts, UUIDs, URLs and lists as the runtime does")
    func interpolatedTypes() throws {
        let swift = try emit(
            """
            screen: Shown
            params:
              stock: "[String: Int]"
              id: UUID
              link: URL
              tags: [String]
              rating: Float
            body:
              LabelView: "${stock.count} ${id} ${link} ${tags} ${rating}"
            """)
        #expect(
            swift.contains(
                #""\(viewModel.stock.count) \(viewModel.id.uuidString) \(viewModel.link.absoluteString) \(viewModel.tags) \(viewModel.rating)""#
            ))
    }

    @Test("a signal's value is computed with its type, and may reach the overflow check")
    func emittedValues() throws {
        let swift = try emit(
            """
            screen: Signals
            state:
              count: Int
            signals:
              picked: String?
              cleared: [String]
              rated: Float
              changed: Int
            actions:
              go:
                - { emit: picked, value: "${nil}" }
                - { emit: cleared, value: [] }
                - { emit: rated, value: 4 }
                - { emit: changed, value: "${count + 1}" }
            body:
              ButtonView: { title: Go, onTap: go }
            """)
        #expect(swift.contains("[value = nil as String?] in self.picked.send(value)"))
        #expect(swift.contains("[value = [] as [String]] in self.cleared.send(value)"))
        #expect(swift.contains("[value = 4 as Float] in self.rated.send(value)"))
        #expect(swift.contains("[value = try Self.checked(transaction.count.addingReportingOverflow(1))] in"))
        #expect(swift.contains("    self.changed.send(value)"))
    }

    @Test("send: arguments follow the action's params, whatever order they are written in")
    func argumentOrder() throws {
        #expect(
            try emit(
                """
                screen: Order
                state:
                  last: String
                actions:
                  pick:
                    params: { name: String, count: Int }
                    do: [ { set: last, to: $name } ]
                body:
                  ButtonView: { title: Go, onTap: { send: pick, with: { count: 1, name: x } } }
                """
            ).contains(#"viewModel.send(.pick(name: "x", count: 1))"#))
    }

    @Test("setting state to itself, directly or through a derived alias, writes nothing")
    func selfAssignment() throws {
        let swift = try emit(
            """
            screen: Keep
            state:
              name: String
            derived:
              title: $name
            actions:
              keep: [ { set: name, to: $name }, { set: name, to: $title } ]
            body:
              ButtonView: { title: Keep, onTap: keep }
            """)
        #expect(!swift.contains("transaction.name = "))
        #expect(swift.contains("case .keep:\n            break"))
    }

    @Test("nil and [] filled into an overloaded or chained template are written as their type")
    func untypedLiterals() throws {
        let swift = try emit(
            """
            screen: Literals
            body:
              VStackView:
                - ImageView: { url: "${nil}" }
                - LinearGradient: { colors: [red, blue], locations: "${[]}" }
            """)
        #expect(swift.contains("ImageView(url: nil as URL?)"))
        #expect(swift.contains(".locations(([] as [Double]).map { NSNumber(value: $0) })"))
    }

    @Test("text read as a Font in an expression takes the Font's text-style form")
    func fontTextStyle() throws {
        #expect(
            try emit(
                """
                screen: Fonts
                params:
                  big: Bool
                body:
                  LabelView: { text: Hi, font: "${big ? 'title1' : 'body'}" }
                """
            ).contains(
                "viewModel.big ? UIFont.preferredFont(forTextStyle: .title1) : UIFont.preferredFont(forTextStyle: .body)"
            ))
    }

    @Test("an optional Color state may be set to nil and bound where UIKit takes a UIColor?")
    func optionalColor() throws {
        let swift = try emit(
            """
            screen: Tint
            state:
              tint: Color?
            actions:
              clear: [ { set: tint, to: "${nil}" } ]
            body:
              ButtonView: { title: Clear, backgroundColor: $tint, onTap: clear }
            """)
        #expect(swift.contains("transaction.tint = nil"))
        #expect(swift.contains("context.view.backgroundColor = context.value"))
    }

    @Test("a long operation whose type nothing around it fixes is cast to its type, so Swift type-checks it quickly")
    func longOperationsAreCast() throws {
        let swift = try emit(
            """
            screen: Long
            params:
              price: Double
            state:
              x: Double
              on: Bool
            body:
              LabelView: "${format(on ? x * 2.5 + 1.5 - price / 3.0 : x, '%.1f')} ${format(x, '%.0f')}"
            """)
        #expect(swift.contains(#"String(format: "%.1f", (on ? x * 2.5 + 1.5 - viewModel.price / 3.0 : x) as Double)"#))
        #expect(swift.contains(#"String(format: "%.0f", x)"#))
    }

    @Test("an operation over number literals alone, where nothing gives it a type, is cast to its type")
    func literalOperationsAreCast() throws {
        let swift = try emit(
            """
            screen: Literal
            state:
              level: Float
            body:
              LabelView: "${-max(-0, 1)} ${min(max(-1.25, 0.5), level)}"
            """)
        #expect(swift.contains(#"\(-Swift.max(0, 1) as Int) \(Swift.min(Swift.max(Float(-1.25), Float(0.5)), level))"#))
    }

    @Test("a derived value read in a statement, and a long send: argument, are cast to their types")
    func inlinedAndArgumentsAreCast() throws {
        let swift = try emit(
            """
            screen: Casts
            state:
              on: Bool
              nick: String?
              note: String?
              label: String
            derived:
              shown: "${on ? nick ?? note : note ?? nick}"
            actions:
              keep: [ { set: label, to: "${shown == shown ? 'same' : label}" } ]
              pick:
                params: { name: String? }
                do: [ { set: nick, to: $name } ]
            body:
              VStackView:
                - ButtonView: { title: Keep, onTap: keep }
                - ButtonView: { title: Pick, onTap: { send: pick, with: { name: "${on ? nick ?? note : (note ?? nick) ?? nick}" } } }
            """)
        let shown =
            "(transaction.on ? (transaction.nick ?? transaction.note) : (transaction.note ?? transaction.nick)) as String?"
        // The statement is too long for a line, so it is broken before the conditional's `?` and `:`.
        #expect(
            swift.contains(
                "transaction.label = (\(shown)) == (\(shown))\n                ? \"same\"\n                : transaction.label\n"
            ))
        #expect(swift.contains("viewModel.send(\n"))
        #expect(
            swift.contains(
                "name: (viewModel.on ? (viewModel.nick ?? viewModel.note) : ((viewModel.note ?? viewModel.nick) ?? viewModel.nick)) as String?\n"
            ))
    }

    @Test(
        "a loop variable named like an event's own closure parameter is captured under another name, so the statements read it"
    )
    func loopVariableHiddenByAnEventParameter() throws {
        let swift = try emit(
            """
            screen: Drags
            params:
              flags: "[Bool]"
            state:
              last: Bool
            actions:
              note:
                params: { flag: Bool }
                do: { set: last, to: $flag }
            body:
              VStackView:
                - forEach: $flags
                  as: decelerate
                  do:
                    - CollectionView:
                        sections:
                          - section: rows
                            items: $flags
                            cell: { LabelView: "row" }
                        onDidEndDragging: { send: note, with: { flag: "${!decelerate}" } }
                        onDidEndDecelerating: { set: last, to: $decelerate }
            """)
        #expect(
            swift.contains(
                ".onDidEndDragging { [outerDecelerate = decelerate] (scrollView: UIScrollView, decelerate: Bool) in"))
        #expect(swift.contains("    viewModel.send(.note(flag: !outerDecelerate))"))
        #expect(swift.contains(".onDidEndDecelerating { (scrollView: UIScrollView) in"))
        #expect(swift.contains("transaction.last = decelerate"))
    }
}
