import SwiftParser
import SwiftSyntax
import Testing

@testable import ConstruktEmitter

@Suite struct SwiftIdentifierTests {
    @Test func plainNamesStayAsWritten() throws {
        for name in ["title", "MovieDetail", "_private", "a1", "foo_bar", "x"] {
            let identifier = try SwiftIdentifier(name)
            #expect(identifier.source == name)
            #expect(identifier.argumentLabel == name)
        }
    }

    @Test(arguments: SwiftKeywords.escaped.sorted())
    func everyKeywordIsBacktickedAndParsesInEveryPosition(_ keyword: String) throws {
        let identifier = try SwiftIdentifier(keyword)
        #expect(identifier.source == "`\(keyword)`")
        #expect(SwiftSourceCheck.parsesCleanly(Self.everyPosition(identifier)), "\(keyword)")
    }

    /// The same snippets with the keywords SwiftParser reserves written bare do not parse, which
    /// shows the snippets do test the backticks.
    @Test(arguments: [
        "class", "func", "let", "var", "if", "in", "is", "as", "try", "return", "import", "struct", "nil", "true",
        "Any", "super",
    ])
    func reservedKeywordsNeedTheBackticks(_ keyword: String) throws {
        let snippet = String(Self.everyPosition(try SwiftIdentifier(keyword)).filter { $0 != "`" })
        #expect(!SwiftSourceCheck.parsesCleanly(snippet))
    }

    /// Every keyword SwiftParser knows, reserved or contextual, is either rejected or comes out
    /// as an identifier that parses in every position.
    @Test func everySwiftSyntaxKeywordIsSafe() {
        var checked = 0
        for rawValue in UInt8.min...UInt8.max {
            guard let keyword = Keyword(rawValue: rawValue) else { continue }
            let text = TokenSyntax.keyword(keyword).text
            guard let identifier = try? SwiftIdentifier(text) else { continue }
            #expect(SwiftSourceCheck.parsesCleanly(Self.everyPosition(identifier)), "\(text)")
            checked += 1
        }
        #expect(checked > 150)
    }

    @Test(arguments: ["_", "self", "Self", "Type", "Protocol"])
    func wordsNoBackticksMakeSafeAreRejected(_ name: String) {
        #expect(throws: SwiftIdentifierRejection(name: name, reason: .reservedBySwift)) { try SwiftIdentifier(name) }
    }

    @Test func argumentLabelsAreBareExceptInout() throws {
        #expect(try SwiftIdentifier("class").argumentLabel == "class")
        #expect(try SwiftIdentifier("default").argumentLabel == "default")
        #expect(try SwiftIdentifier("inout").argumentLabel == "`inout`")
    }

    /// Anchor input 25, case by case.
    @Test func anchorInput25() throws {
        #expect(try SwiftIdentifier("class").source == "`class`")
        #expect(throws: SwiftIdentifierRejection(name: "self", reason: .reservedBySwift)) {
            try SwiftIdentifier("self")
        }
        #expect(throws: SwiftIdentifierRejection(name: "Type", reason: .reservedBySwift)) {
            try SwiftIdentifier("Type")
        }
        #expect(throws: SwiftIdentifierRejection(name: "_", reason: .reservedBySwift)) { try SwiftIdentifier("_") }
        #expect(throws: SwiftIdentifierRejection(name: "1st", reason: .leadingDigit)) { try SwiftIdentifier("1st") }
        #expect(throws: SwiftIdentifierRejection(name: "foo-bar", reason: .invalidCharacter("-"))) {
            try SwiftIdentifier("foo-bar")
        }
        #expect(throws: SwiftIdentifierRejection(name: "t\u{456}tle", reason: .invalidCharacter("\u{456}"))) {
            try SwiftIdentifier("t\u{456}tle")
        }
        #expect(throws: SwiftIdentifierRejection(name: "", reason: .empty)) { try SwiftIdentifier("") }
    }

    @Test func otherRejectedNames() {
        for name in ["hello world", "a.b", "$0", "`class`", "caf\u{E9}", "x\u{200B}", "\u{FF41}", "tab\t"] {
            #expect(throws: SwiftIdentifierRejection.self) { try SwiftIdentifier(name) }
        }
    }

    @Test func rejectionsNameTheProblemVisibly() {
        let lookAlike = SwiftIdentifierRejection(name: "t\u{456}tle", reason: .invalidCharacter("\u{456}"))
        #expect(
            lookAlike.description
                == "'t<U+0456>tle' cannot be a Swift identifier: it holds U+0456; only ASCII letters, digits and '_' are allowed"
        )
        #expect(
            SwiftIdentifierRejection(name: "1st", reason: .leadingDigit).description
                == "'1st' cannot be a Swift identifier: it starts with a digit")
        #expect(
            SwiftIdentifierRejection(name: "self", reason: .reservedBySwift).description
                == "'self' cannot be a Swift identifier: Swift gives it a meaning even in backticks")
    }

    /// `foo-bar` is rejected rather than rewritten to `foo_bar`, so two names never meet in one identifier.
    @Test func namesAreNeverRewritten() throws {
        #expect(try SwiftIdentifier("foo_bar").source == "foo_bar")
        #expect(throws: SwiftIdentifierRejection.self) { try SwiftIdentifier("foo-bar") }
    }

    /// A file using `identifier` as a type, property, method, parameter, argument label, enum case,
    /// local constant, closure parameter and member after `.`.
    private static func everyPosition(_ identifier: SwiftIdentifier) -> String {
        let name = identifier.source
        let label = identifier.argumentLabel
        return """
            struct \(name) { var value = 0 }
            struct Holder { var \(name): Int; func read() -> Int { self.\(name) + \(name) } }
            struct Methods { func \(name)(\(name): Int) -> Int { \(name) } }
            enum Cases { case \(name), other }
            func use(holder: Holder, methods: Methods) -> Int {
                let \(name) = 1
                let closure = { (\(name): Int) -> Int in \(name) + 1 }
                let made: \(name) = \(name)()
                let chosen: Cases = .\(name)
                _ = (made, chosen, Cases.\(name))
                return closure(\(name)) + holder.\(name) + methods.\(name)(\(label): 2) + Holder(\(label): 3).read()
            }
            """
    }
}
