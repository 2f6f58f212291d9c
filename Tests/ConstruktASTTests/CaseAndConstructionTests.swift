import Testing

@testable import ConstruktAST

/// `.idle`, `.loaded(movies: list)` and `Movie(id: 0, title: '')`: Swift's implicit members and
/// memberwise initializers, with labelled arguments.
@Suite struct CaseAndConstructionTests {
    @Test func implicitMembersAndConstructionsParseWithTheirLabels() throws {
        #expect(printed(".idle") == ".idle")
        #expect(printed(".loaded(movies: list)") == ".loaded(movies: list)")
        #expect(printed("results == .failed(message: 'x')") == "(results == .failed(message: \"x\"))")
        #expect(printed("detail ?? Movie(id: 0, title: 'Loading')") == "(detail ?? Movie(id: 0, title: \"Loading\"))")
        #expect(printed("Movie(id: 1,)") == "Movie(id: 1)")
        let expression = try #require(parseExpression(".loaded(movies: a)"))
        guard case .implicitMember(let name, let arguments?) = expression.kind else {
            Issue.record("not an implicit member with arguments: \(expression)")
            return
        }
        #expect(name.value == "loaded" && name.range.description == "1:4-1:10")
        #expect(arguments.map(\.label.value) == ["movies"] && arguments[0].label.range.description == "1:11-1:17")
    }

    @Test func anArgumentWithoutItsLabelIsAnError() {
        #expect(printed("Movie(1, 'x')").hasPrefix("CK0304"))
        #expect(printed(".loaded(list)").hasPrefix("CK0304"))
        #expect(printed("Int('4')") == "Int(\"4\")")
    }
}
