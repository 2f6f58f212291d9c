import Testing

@testable import ConstruktAST

@Suite struct PrecedenceTests {
    @Test(arguments: [
        ("a + b * c", "(a + (b * c))"),
        ("a * b + c", "((a * b) + c)"),
        ("a - b - c", "((a - b) - c)"),
        ("a / b % c * d", "(((a / b) % c) * d)"),
        ("a - b + c", "((a - b) + c)"),
        ("a ?? b ?? c", "(a ?? (b ?? c))"),
        ("a ?? b + c", "(a ?? (b + c))"),
        ("a + b ?? c", "((a + b) ?? c)"),
        ("a ?? 0 > 1", "((a ?? 0) > 1)"),
        ("a ?? b == c", "((a ?? b) == c)"),
        ("a < b && c >= d", "((a < b) && (c >= d))"),
        ("a <= b || c != d", "((a <= b) || (c != d))"),
        ("a || b && c", "(a || (b && c))"),
        ("a && b || c", "((a && b) || c)"),
        ("a || b || c", "((a || b) || c)"),
        ("a && b && c", "((a && b) && c)"),
        ("c ? a : b", "(c ? a : b)"),
        ("c ? a : d ? e : f", "(c ? a : (d ? e : f))"),
        ("c ? d ? e : f : g", "(c ? (d ? e : f) : g)"),
        ("a || b ? c + 1 : d", "((a || b) ? (c + 1) : d)"),
        ("!a && b", "((!a) && b)"),
        ("!!a", "(!(!a))"),
        ("-a * b", "((-a) * b)"),
        ("-a.count", "(-a.count)"),
        ("!a.isEmpty", "(!a.isEmpty)"),
        ("(a + b) * c", "((a + b) * c)"),
        ("((a))", "a"),
        ("a?.b.c ?? d", "(a?.b.c ?? d)"),
        ("(a < b) == c", "((a < b) == c)"),
        ("a == (b < c)", "(a == (b < c))"),
        ("a - -b", "(a - (-b))"),
        ("a - -1", "(a - -1)"),
        ("-(12)", "(-(12))"),
        ("-12.description", "-12.description"),
        ("- -12", "(--12)"),
        ("a == b && b != c", "((a == b) && (b != c))"),
        ("a > b ? a : b", "((a > b) ? a : b)"),
    ])
    func precedenceAndAssociativity(source: String, expected: String) {
        #expect(printed(source) == expected)
    }

    @Test func comparisonsDoNotAssociate() {
        for source in ["a < b < c", "a == b == c", "a < b == c", "a != b >= c"] {
            #expect(printed(source).hasPrefix("CK0308"), "\(source)")
        }
        #expect(printed("a < b && b < c") == "((a < b) && (b < c))")
    }

    @Test func precedenceGroupsFollowSwift() {
        let order: [BinaryOperator] = [.or, .and, .equal, .nilCoalescing, .add, .multiply]
        #expect(order.map(\.precedence) == order.map(\.precedence).sorted())
        #expect(OperatorPrecedence.nilCoalescing.associativity == .right)
        #expect(OperatorPrecedence.comparison.associativity == .none)
        #expect(OperatorPrecedence.ternary.associativity == .right)
        #expect(OperatorPrecedence.addition.associativity == .left)
    }

    @Test func operatorRangesAreExact() throws {
        let expression = try #require(parseExpression("a  +  b"))
        guard case .binary(let op, let lhs, let rhs) = expression.kind else {
            Issue.record("not a binary expression: \(expression)")
            return
        }
        #expect(op.value == .add)
        #expect(op.range.description == "1:6-1:7")
        #expect(lhs.range.description == "1:3-1:4")
        #expect(rhs.range.description == "1:9-1:10")
        #expect(expression.range.description == "1:3-1:10")
    }

    @Test func parenthesesWidenTheRangeWithoutANode() throws {
        let expression = try #require(parseExpression("(a + b)"))
        #expect(expression.range.description == "1:3-1:10")
        guard case .binary = expression.kind else {
            Issue.record("parentheses made a node: \(expression)")
            return
        }
    }
}
