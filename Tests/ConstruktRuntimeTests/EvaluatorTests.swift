import ConstruktChecker
import ConstruktDiagnostics
import Testing

@testable import ConstruktRuntime

@Suite struct EvaluatorTests {
    @Test func everyOperatorAndBuiltInEvaluatesAsSwiftWould() throws {
        let app = try SampleLoading.app([("Expressions.screen.yaml", TestScreens.expressions)])
        let screen = try #require(app.screens.first)
        let derived = try ScreenInstance(screen: screen, params: [:]).derived.values
        let expected: [String: RuntimeValue] = [
            "quotient": .int(3), "remainder": .int(1), "smallest": .int(5),
            "priceText": .string("2.2"), "countText": .string("7"), "fallback": .string("none"),
            "nickname": .null, "loud": .string("SHOP"), "quiet": .string("shop"), "first": .string("apple"),
            "itemCount": .int(2), "noItems": .bool(false), "verdict": .string("many"), "genreName": .string("drama"),
            "mixed": .double(3.25), "negative": .int(-7), "logic": .bool(true), "joined": .string("Shop!"),
            "sentence": .string("Shop has 7 items"),
        ]
        for (name, value) in expected {
            #expect(derived[name] == value, "\(name)")
        }
    }

    /// `prefix`/`suffix` of lists and text (a negative count takes nothing, where Swift would
    /// trap), `joined`, and `Int(_:)`/`Double(_:)` reading text as Swift does, nil when it is no number.
    @Test func listAndTextBuiltInsAndConversionsEvaluateAsSwiftWould() throws {
        let screen = """
            screen: Lists
            state:
              titles: { type: "[String]", default: [Dune, Arrival, Heat] }
              none: "[String]?"
            derived:
              firstTwo: ${titles.prefix(2)}
              lastOne: ${titles.suffix(1)}
              tooMany: ${titles.prefix(9).count}
              negative: ${titles.suffix(0 - 1).count}
              letters: ${'Arrival'.prefix(3)}
              ending: ${'Arrival'.suffix(3)}
              line: ${titles.joined(' · ')}
              nothing: ${none?.prefix(1).joined(',')}
              number: ${Int('42')}
              notNumber: ${Int(' 42')}
              fraction: ${Double('2.5')}
              widened: ${Double(3)}
            body:
              LabelView: $line
            """
        let app = try SampleLoading.app([("Lists.screen.yaml", screen)])
        let derived = try ScreenInstance(screen: try #require(app.screens.first), params: [:]).derived.values
        let expected: [String: RuntimeValue] = [
            "firstTwo": .list([.string("Dune"), .string("Arrival")]), "lastOne": .list([.string("Heat")]),
            "tooMany": .int(3),
            "negative": .int(0), "letters": .string("Arr"), "ending": .string("val"),
            "line": .string("Dune · Arrival · Heat"),
            "nothing": .null, "number": .int(42), "notNumber": .null, "fraction": .double(2.5), "widened": .double(3),
        ]
        for (name, value) in expected {
            #expect(derived[name] == value, "\(name)")
        }
    }

    /// Closures run as Swift's: `map`, `filter`, `sorted(by:)`, `first(where:)`,
    /// `contains(where:)` and `reduce` with the parameters bound, an inner parameter hiding an
    /// outer name, a nested closure reading the outer one's parameter, and a nil list giving nil.
    @Test func closuresRunAsSwiftsDo() throws {
        let screen = """
            screen: Closures
            types:
              Genre: { id: Int, name: String }
              Chip: { id: Int, title: String, isSelected: Bool }
            state:
              genres: { type: "[Genre]", default: [ { id: 28, name: Action }, { id: 35, name: Comedy }, { id: 18, name: Drama } ] }
              selected: { type: Int, default: 35 }
              none: "[Int]?"
              name: { type: String, default: outer }
            derived:
              chips: "${genres.map { g in Chip(id: g.id, title: g.name, isSelected: g.id == selected) }}"
              chosen: "${chips.filter { $0.isSelected }.map(\\\\.title)}"
              sortedIds: "${genres.sorted { $0.id < $1.id }.map { $0.id }}"
              byName: "${genres.sorted(by: { a, b in a.name > b.name }).first?.name}"
              firstLong: "${genres.first(where: { g in g.name.count > 6 })?.name}"
              noneFound: "${genres.first(where: { $0.id == 0 })}"
              hasDrama: "${genres.contains(where: { $0.name == 'Drama' })}"
              total: "${genres.reduce(0) { sum, g in sum + g.id }}"
              shadowed: "${genres.map { name in name.name }.joined(', ')}"
              outerName: "${genres.map { g in name }.count}"
              nested: "${genres.filter { g in genres.contains { $0.id < g.id } }.map(\\\\.id)}"
              nothing: "${none?.map { $0 + 1 }}"
            body:
              LabelView: Closures
            """
        let app = try SampleLoading.app([("Closures.screen.yaml", screen)])
        let derived = try ScreenInstance(screen: try #require(app.screens.first), params: [:]).derived.values
        let expected: [String: RuntimeValue] = [
            "chosen": .list([.string("Comedy")]), "sortedIds": .list([.int(18), .int(28), .int(35)]),
            "byName": .string("Drama"), "firstLong": .null, "noneFound": .null, "hasDrama": .bool(true),
            "total": .int(81), "shadowed": .string("Action, Comedy, Drama"), "outerName": .int(3),
            "nested": .list([.int(28), .int(35)]), "nothing": .null,
        ]
        for (name, value) in expected {
            #expect(derived[name] == value, "\(name)")
        }
    }

    /// A payload's field is read when the value is its case and nil for another case or a nil
    /// value, an optional field left out included.
    @Test func payloadFieldsReadThroughTheirCase() throws {
        let screen = """
            screen: Payloads
            types:
              Load:
                cases:
                  idle:
                  loaded: { titles: "[String]", note: String? }
                  failed: { message: String }
            state:
              loaded: { type: Load, default: { loaded: { titles: [Dune, Heat] } } }
              failed: { type: Load, default: { failed: { message: offline } } }
              idle: Load
              none: Load?
            derived:
              titles: "${loaded.loaded?.titles ?? []}"
              note: "${loaded.loaded?.note}"
              count: "${loaded.loaded?.titles.count}"
              message: "${failed.failed?.message}"
              otherCase: "${failed.loaded?.titles}"
              idleMessage: "${idle.failed?.message}"
              nothing: "${none?.loaded?.titles.count}"
            body:
              LabelView: Payloads
            """
        let app = try SampleLoading.app([("Payloads.screen.yaml", screen)])
        let derived = try ScreenInstance(screen: try #require(app.screens.first), params: [:]).derived.values
        let expected: [String: RuntimeValue] = [
            "titles": .list([.string("Dune"), .string("Heat")]), "note": .null, "count": .int(2),
            "message": .string("offline"), "otherCase": .null, "idleMessage": .null, "nothing": .null,
        ]
        for (name, value) in expected {
            #expect(derived[name] == value, "\(name)")
        }
    }

    /// `firstIndex(of:)` is the position of the first equal element, nil when there is none, of
    /// lists of texts, numbers, enum cases and models alike.
    @Test func firstIndexFindsTheFirstEqualElement() throws {
        let screen = """
            screen: Finder
            types:
              Genre: { id: Int, name: String }
              Mood: { enum: [calm, loud] }
            state:
              titles: { type: "[String]", default: [Dune, Heat, Dune] }
              genres: { type: "[Genre]", default: [ { id: 28, name: Action }, { id: 35, name: Comedy } ] }
              moods: { type: "[Mood]", default: [calm, loud] }
              none: "[Int]?"
            derived:
              dune: "${titles.firstIndex(of: 'Dune')}"
              missing: "${titles.firstIndex(of: 'Alien')}"
              comedy: "${genres.map(\\\\.id).firstIndex(of: 35)}"
              model: "${genres.firstIndex(of: Genre(id: 35, name: 'Comedy'))}"
              loud: "${moods.firstIndex(of: .loud)}"
              nothing: "${none?.firstIndex(of: 1)}"
            body:
              LabelView: Finder
            """
        let app = try SampleLoading.app([("Finder.screen.yaml", screen)])
        let derived = try ScreenInstance(screen: try #require(app.screens.first), params: [:]).derived.values
        let expected: [String: RuntimeValue] = [
            "dune": .int(0), "missing": .null, "comedy": .int(1), "model": .int(1), "loud": .int(1), "nothing": .null,
        ]
        for (name, value) in expected {
            #expect(derived[name] == value, "\(name)")
        }
    }

    /// Ranges are lists of Ints (empty when the end is below the start, where Swift's range
    /// would stop the app), `map(\.field)` reads a field of each element, `+` joins lists, and
    /// `trimmed()` drops the white space and line breaks at a text's ends.
    @Test func rangesKeyPathsAndListConcatenationEvaluateAsTheGeneratedSwift() throws {
        let screen = """
            screen: Shelf
            types:
              Studio: { name: String }
              Movie: { title: String, studio: Studio }
            state:
              movies: { type: "[Movie]", default: [ { title: Dune, studio: { name: Legendary } }, { title: Heat, studio: { name: Warner } } ] }
              none: "[Movie]?"
            derived:
              halfOpen: ${0..<3}
              closed: ${2...4}
              backwards: ${3..<1}
              single: ${5...5}
              closedBackwards: ${5...4}
              titles: ${movies.map(\\.title)}
              studios: ${movies.map(\\.studio.name).joined('+')}
              missing: ${none?.map(\\.title)}
              both: ${movies.map(\\.title) + ['Alien']}
              trimmed: "${' Dune\\n'.trimmed()}"
              hexColour: "${Color(hex: ' ff3b30') != nil}"
              hexWithAlpha: "${Color(hex: '#5AC8FA80') != nil}"
              namedColour: "${Color(hex: 'red') == nil}"
            body:
              LabelView: $studios
            """
        let app = try SampleLoading.app([("Shelf.screen.yaml", screen)])
        let derived = try ScreenInstance(screen: try #require(app.screens.first), params: [:]).derived.values
        let expected: [String: RuntimeValue] = [
            "halfOpen": .list([.int(0), .int(1), .int(2)]), "closed": .list([.int(2), .int(3), .int(4)]),
            "backwards": .list([]),
            "single": .list([.int(5)]), "closedBackwards": .list([]),
            "titles": .list([.string("Dune"), .string("Heat")]),
            "studios": .string("Legendary+Warner"), "missing": .null,
            "both": .list([.string("Dune"), .string("Heat"), .string("Alien")]), "trimmed": .string("Dune"),
            "hexColour": .bool(true), "hexWithAlpha": .bool(true), "namedColour": .bool(true),
        ]
        for (name, value) in expected {
            #expect(derived[name] == value, "\(name)")
        }
    }

    /// A plain `nil` (or YAML's `null`, `~`) in an optional's place is nil, not the text "nil";
    /// quoted, it is the text.
    @Test func aPlainNilDefaultOfAnOptionalIsNil() throws {
        let screen = """
            screen: Defaults
            state:
              name: { type: String?, default: nil }
              tags: { type: "[String]?", default: null }
              count: { type: Int?, default: ~ }
              text: { type: String?, default: 'nil' }
            derived:
              shown: "${name ?? '-'} ${tags?.count ?? 0} ${count ?? 7} ${text ?? '-'}"
            body:
              LabelView: $shown
            """
        let app = try SampleLoading.app([("Defaults.screen.yaml", screen)])
        let derived = try ScreenInstance(screen: try #require(app.screens.first), params: [:]).derived.values
        #expect(derived["shown"] == .string("- 0 7 nil"))
    }

    @Test func optionalChainsReadThroughAPresentModel() throws {
        let app = try SampleLoading.app([("Expressions.screen.yaml", TestScreens.expressions)])
        let screen = try #require(app.screens.first)
        var instance = try ScreenInstance(screen: screen, params: [:])
        try instance.feed(["user": .model(["name": .string("Ada"), "nickname": .string("ada")])])
        #expect(instance.derived.values["nickname"] == .string("ada"))
    }

    @Test func intsCompareExactlyNotThroughDouble() {
        #expect(!Evaluator.equal(.int(Int.max - 1), .int(Int.max)))
        #expect(Evaluator.equal(.int(3), .double(3)))
    }

    @Test func formatWritesIntegersAndFractionsLikeStringFormat() throws {
        #expect(try Evaluator.format(.int(-42), with: "%d") == "-42")
        #expect(try Evaluator.format(.double(8.16), with: "%.1f") == "8.2")
        #expect(try Evaluator.format(.int(3), with: "%.2f") == "3.00")
        #expect(try Evaluator.format(.int(9), with: "%03d min") == "009 min")
    }

    @Test func formatShowsAnIntAsItselfAndRefusesADoubleNoIntHolds() throws {
        #expect(try Evaluator.format(.int(9_007_199_254_740_993), with: "%d") == "9007199254740993")
        #expect(try Evaluator.format(.int(Int.max), with: "%d") == "9223372036854775807")
        #expect(try Evaluator.format(.double(-7.9), with: "%d") == "-7")
        #expect(throws: RuntimeFailure.self) { try Evaluator.format(.double(1e300), with: "%d") }
        #expect(throws: RuntimeFailure.self) { try Evaluator.format(.double(.nan), with: "%d") }
    }

    @Test func formatTakesItsConversionFromThePercentSignNotFromTheWordsAfterIt() throws {
        #expect(try Evaluator.format(.double(2.5), with: "%.1f items") == "2.5 items")
        #expect(try Evaluator.format(.int(7), with: "%d done") == "7 done")
        #expect(try Evaluator.format(.double(50), with: "%.0f%%") == "50%")
    }

    @Test func overflowAndDivisionByZeroFailInsteadOfTrapping() {
        let evaluator = Evaluator { name, _ in name == "zero" ? .int(0) : .int(Int.max) }
        let range = ConstruktDiagnostics.SourceRange(at: .init(line: 1, column: 1, offset: 0))
        func reference(_ name: String) -> TypedExpression {
            TypedExpression(.reference(name, .state), type: .int, range: range)
        }
        let division = TypedExpression(.binary(.divide, reference("big"), reference("zero")), type: .int, range: range)
        let sum = TypedExpression(.binary(.add, reference("big"), reference("big")), type: .int, range: range)
        #expect(throws: RuntimeFailure.self) { try evaluator.evaluate(division) }
        #expect(throws: RuntimeFailure.self) { try evaluator.evaluate(sum) }
    }

    @Test func valuesRenderStably() {
        let value = RuntimeValue.record([
            "b": .list([.int(1), .double(2.5)]), "a": .string("x\"y"), "c": .enumCase("drama"),
        ])
        #expect(value.description == #"{a: "x\"y", b: [1, 2.5], c: .drama}"#)
        #expect(RuntimeValue.model(["a": .null, "b": .int(1)]) == .record(["b": .int(1)]))
    }
}

/// What interpolated text and dictionary members read at run time, as the generated Swift's
/// `\(…)` and `.count` give them.
@Suite struct InterpolationAndDictionaryTests {
    private let range = ConstruktDiagnostics.SourceRange(at: .init(line: 1, column: 1, offset: 0))

    private func text(_ value: RuntimeValue, as type: ValueType) throws -> String {
        let evaluator = Evaluator { _, _ in value }
        let reference = TypedExpression(.reference("x", .param), type: type, range: range)
        let interpolation = TypedValue(
            .interpolation([.text("<"), .expression(reference), .text(">")]), type: .string, range: range)
        guard case .string(let text) = try evaluator.evaluate(interpolation) else { return "" }
        return text
    }

    @Test func numbersUUIDsURLsAndListsReadAsSwiftDescribesThem() throws {
        #expect(try text(.double(0.1), as: .double) == "<\(0.1 as Double)>")
        #expect(try text(.double(1e-5), as: .double) == "<\(1e-5 as Double)>")
        #expect(try text(.double(0.1), as: .float) == "<\(0.1 as Float)>")
        #expect(
            try text(.string("e621e1f8-c36c-495a-93fc-0c247a3e6e5f"), as: .uuid)
                == "<E621E1F8-C36C-495A-93FC-0C247A3E6E5F>")
        #expect(try text(.string("https://example.com/a"), as: .url) == "<https://example.com/a>")
        let words = ["a\"b", "line\nbreak", "tab\t", "é"]
        #expect(try text(.list(words.map { .string($0) }), as: .array(.string)) == "<\(words)>")
        #expect(
            try text(.list([.list([.int(1)]), .list([])]), as: .array(.array(.int))) == "<\([[1], []] as [[Int]])>")
        #expect(try text(.list([.double(0.1), .double(2)]), as: .array(.float)) == "<\([0.1, 2] as [Float])>")
    }

    @Test func aDictionaryCountsItsEntriesEvenWithAKeyNamedCount() throws {
        let dictionary = RuntimeValue.record(["count": .int(9), "isEmpty": .int(0), "x": .int(1)])
        let evaluator = Evaluator { _, _ in dictionary }
        let base = TypedExpression(
            .reference("stock", .state), type: .dictionary(key: .string, value: .int), range: range)
        #expect(
            try evaluator.evaluate(TypedExpression(.member(base, "count", optional: false), type: .int, range: range))
                == .int(3))
        #expect(
            try evaluator.evaluate(
                TypedExpression(.member(base, "isEmpty", optional: false), type: .bool, range: range)) == .bool(false))
    }

    /// A model's optional field named like a built-in (`count: String?`) is that field: absent, it
    /// is nil, as the generated struct's property is, not the number of fields the value holds.
    @Test func aModelFieldNamedCountIsTheField() throws {
        let place = RuntimeValue.record(["id": .int(1)])
        let evaluator = Evaluator { _, _ in place }
        let base = TypedExpression(.reference("place", .state), type: .model("Place"), range: range)
        #expect(
            try evaluator.evaluate(
                TypedExpression(.member(base, "count", optional: false), type: .optional(.string), range: range))
                == .null)
        #expect(
            try evaluator.evaluate(
                TypedExpression(.member(base, "isEmpty", optional: false), type: .optional(.bool), range: range))
                == .null)
    }
}

@Suite struct FloatArithmeticTests {
    @Test func floatArithmeticIsFloatsAsInTheGeneratedSwift() throws {
        let range = ConstruktDiagnostics.SourceRange(at: .init(line: 1, column: 1, offset: 0))
        let evaluator = Evaluator { _, _ in .double(0.1) }
        let level = TypedExpression(.reference("level", .state), type: .float, range: range)
        let sum = TypedExpression(
            .binary(.add, level, TypedExpression(.double(0.2), type: .float, range: range)), type: .float, range: range)
        let product = TypedExpression(
            .binary(.multiply, sum, TypedExpression(.integer(3), type: .float, range: range)), type: .float,
            range: range)
        let (x, y): (Float, Float) = (0.1, 0.2)
        #expect(try evaluator.evaluate(sum) == .double(Double(x + y)))
        #expect(try evaluator.evaluate(product) == .double(Double((x + y) * 3)))
        let text = TypedValue(.interpolation([.expression(product)]), type: .string, range: range)
        #expect(try evaluator.evaluate(text) == .string("\((x + y) * 3)"))
    }
}
