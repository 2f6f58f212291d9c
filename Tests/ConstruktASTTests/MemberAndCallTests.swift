import Testing

@testable import ConstruktAST

@Suite struct MemberAndCallTests {
    @Test func memberAccessAndOptionalChaining() throws {
        #expect(printed("movie.title") == "movie.title")
        #expect(printed("movie?.poster.url") == "movie?.poster.url")
        #expect(printed("items.count") == "items.count")
        #expect(printed("items.isEmpty") == "items.isEmpty")
        #expect(printed("items.first?.name") == "items.first?.name")
        #expect(printed("items.last") == "items.last")
        let expression = try #require(parseExpression("a?.b"))
        guard case .member(let base, let member, let optional) = expression.kind else {
            Issue.record("not a member access: \(expression)")
            return
        }
        #expect(base.kind == .name("a") && member.value == "b" && optional)
        #expect(member.range.description == "1:6-1:7")
    }

    @Test func builtins() throws {
        #expect(printed("name.uppercased()") == "name.uppercased()")
        #expect(printed("name?.lowercased()") == "name?.lowercased()")
        #expect(printed("min(a, b)") == "min(a, b)")
        #expect(printed("max(a + 1, b)") == "max((a + 1), b)")
        #expect(printed("format(rating, \"%.1f\")") == "format(rating, \"%.1f\")")
        #expect(printed("name.uppercased().count") == "name.uppercased().count")
        #expect(printed("min(a, b,)") == "min(a, b)")
        #expect(printed("movies.map(\\.studio.name)") == "movies.map(\\.studio.name)")
        #expect(printed("0..<count + 1") == "(0 ..< (count + 1))")
        #expect(printed("a ?? 0...b") == "(a ?? (0 ... b))")
        #expect(printed("1.5...2") == "(1.5 ... 2)")
        let expression = try #require(parseExpression("max(a, b)"))
        guard case .call(let function, let arguments) = expression.kind else {
            Issue.record("not a call: \(expression)")
            return
        }
        #expect(function.value == .max && function.range.description == "1:3-1:6" && arguments.count == 2)
        #expect(expression.range.description == "1:3-1:12")
    }

    /// A list's `max()` and `min()` without a closure are methods of their own, apart from the free
    /// `max(a, b)` and `min(a, b)` and from `max(by:)` and `min(by:)`.
    @Test func greatestAndLeastOfAList() throws {
        let calls = try ["scores.max()", "scores.min()", "scores.max(by: { a, b in a < b })", "scores.sorted()"].map {
            text -> BuiltinFunction? in
            let expression = try #require(parseExpression(text))
            guard case .methodCall(_, let function, let arguments, _) = expression.kind, arguments.count <= 1 else {
                return nil
            }
            return function.value
        }
        #expect(calls == [.greatest, .least, .maxBy, .sortedAscending])
        #expect(printed("scores.max()") == "scores.max()")
    }

    /// `[:]` is the empty dictionary, apart from an empty list and a list of one item.
    @Test func emptyDictionaryLiteral() throws {
        #expect(printed("[:]") == "[:]")
        #expect(printed("flag ? [:] : counts") == "(flag ? [:] : counts)")
        #expect(printed("[]") == "[]")
        #expect(printed("[:") == "CK0315 1:3 '[' is never closed")
        #expect(printed("[:a]") == "CK0304 1:5 expected ']' after '[:', found name 'a'")
    }

    @Test func unknownCallsSuggestTheBuiltIn() {
        #expect(printed("name.uppercase()") == "CK0311 1:8 unknown method 'uppercase'")
        #expect(printed("mx(a, b)") == "CK0311 1:3 unknown function 'mx'")
        #expect(printed("name.capitalized()") == "CK0311 1:8 unknown method 'capitalized'")
        #expect(printed("items.count()") == "CK0311 1:9 'count' is a property, not a method")
        #expect(printed("uppercased(name)") == "CK0311 1:3 'uppercased' is a method, not a function")
        #expect(printed("a.min(b)") == "CK0311 1:5 'min' is a function, not a method")
        #expect(printed("(a)(b)") == "CK0311 1:6 only the built-in functions can be called")
    }

    @Test func unknownCallHelps() throws {
        let cases: [(String, String)] = [
            ("name.uppercase()", "did you mean 'uppercased'?"),
            ("name.toUpperCase()", "did you mean 'uppercased'?"),
            (
                "name.capitalized()",
                "the built-in methods are text.uppercased(), text.lowercased(), text.trimmed(), items.prefix(3), items.suffix(3), names.joined(\", \"), movies.map(\\.title), items.filter, items.sorted(by:), items.first(where:), items.contains(where:), title.contains(query), items.max(by:), items.min(by:), names.sorted(), scores.max(), scores.min(), items.reduce, items.firstIndex(of: item) and items.firstIndex(where:)"
            ),
            ("items.count()", "remove the parentheses: 'items.count'"),
            ("count(items)", "use the property: 'items.count'"),
            ("len(items)", "use the property: 'items.count'"),
            ("uppercased(name)", "call it on its receiver: 'name.uppercased()'"),
            ("a.max(b)", "write 'max(a, b)'"),
            ("mn(a, b)", "did you mean 'min'?"),
        ]
        for (source, help) in cases {
            let (_, diagnostics) = parseValue("${\(source)}")
            #expect(diagnostics.first?.help == help, "\(source)")
        }
    }

    @Test func argumentCounts() {
        #expect(printed("min(a)") == "CK0312 1:8 'min' takes 2 arguments, but 1 was given")
        #expect(printed("min(a, b, c)") == "CK0312 1:13 'min' takes 2 arguments, but 3 were given")
        #expect(printed("name.uppercased(1)") == "CK0312 1:19 'uppercased' takes no arguments, but 1 was given")
        #expect(printed("format(x)") == "CK0312 1:11 'format' takes 2 arguments, but 1 was given")
        let (_, diagnostics) = parseValue("${min(a)}")
        #expect(diagnostics.first?.help == "write 'min(a, b)'")
        #expect(diagnostics.first?.labels.first?.location.range.description == "1:3-1:6")
    }
}
