import ConstruktDiagnostics
import Testing

@testable import ConstruktYAML

@Suite struct SyntaxErrorTests {
    @Test func missingColonNamesTheKey() throws {
        let diagnostic = try #require(load("a: 1\ntitle\nb: 2\n").only)
        #expect(diagnostic.code == .yamlSyntax)
        #expect(diagnostic.message == "expected ':' after the key 'title'")
        #expect(diagnostic.rangeText == "2:1-2:6")
        #expect(diagnostic.notes == ["libyaml: while scanning a simple key: could not find expected ':'"])
    }

    @Test func colonInsidePlainValueSaysToQuote() throws {
        let diagnostic = try #require(load("title: a: b\n").only)
        #expect(diagnostic.code == .yamlSyntax)
        #expect(diagnostic.message == "a ':' followed by a space is not allowed here")
        #expect(diagnostic.rangeText == "1:9-1:10")
        #expect(diagnostic.help?.hasPrefix("if the ': ' is part of the text, quote the whole value") == true)
    }

    @Test func unclosedQuotePointsAtTheOpeningQuote() throws {
        let diagnostic = try #require(load("a: \"abc\n").only)
        #expect(diagnostic.message == "this quoted string is never closed")
        #expect(diagnostic.rangeText == "1:4-1:5")
        #expect(diagnostic.help == "add the closing \"")
    }

    @Test func unclosedFlowListNamesWhereItStarts() throws {
        let diagnostic = try #require(load("k: [a, b\n").only)
        #expect(diagnostic.message == "expected ',' or ']' in the list starting at line 1")
        #expect(diagnostic.rangeText == "2:1-2:1")
        #expect(diagnostic.labels.map(\.location.range.description) == ["1:4-1:5"])
    }

    @Test func unknownEscapeIsNamed() throws {
        let diagnostic = try #require(load("a: \"x\\qy\"\n").only)
        #expect(diagnostic.message == "unknown escape sequence '\\q' in a double-quoted string")
        #expect(diagnostic.rangeText == "1:6-1:8")
    }

    @Test func textAfterAQuotedValueIsNamedAsSuch() throws {
        let diagnostic = try #require(load("title: \"a\" junk\n").only)
        #expect(diagnostic.message == "unexpected text after the end of the value")
        #expect(diagnostic.rangeText == "1:12-1:13")
    }

    @Test func misalignedKeyPointsAtTheMappingItLeaves() throws {
        let diagnostic = try #require(load("a:\n  b: 1\n c: 2\n").only)
        #expect(diagnostic.message == "expected a 'key: value' line here")
        #expect(diagnostic.rangeText == "3:2-3:3")
        #expect(diagnostic.labels.map(\.location.range.description) == ["1:1-1:2"])
    }

    @Test func listItemAfterAKeyOnTheSameLine() {
        #expect(load("a: - b\n").only?.message == "a '- ' list item cannot start here")
    }

    @Test func reservedIndicatorCannotStartAValue() throws {
        let diagnostic = try #require(load("a: @x\n").only)
        #expect(diagnostic.message == "'@' is reserved in YAML and cannot start a plain value")
        #expect(diagnostic.rangeText == "1:4-1:5")
    }

    @Test func unquotedExpressionWithColonSaysToQuoteIt() throws {
        let diagnostic = try #require(load("screen: Home\nvisible: ${a ? b : c}\n").only)
        #expect(diagnostic.code == .unquotedExpression)
        #expect(diagnostic.rangeText == "2:10-2:22")
        #expect(diagnostic.help == "quote the value: visible: \"${a ? b : c}\"")
        #expect(diagnostic.fixIts.first?.replacement == "\"${a ? b : c}\"")
    }

    @Test func unquotedExpressionInFlowCollectionSaysToQuoteIt() throws {
        let mapping = try #require(load("a: { enabled: ${n > 1} }\n").only)
        #expect(mapping.code == .unquotedExpression)
        #expect(mapping.rangeText == "1:15-1:23")
        #expect(mapping.help == "quote the value: a: { enabled: \"${n > 1}\" }")
        let list = try #require(load("a: [ ${f(a, b)} ]\n").only)
        #expect(list.code == .unquotedExpression)
        #expect(list.help == "quote the value: a: [ \"${f(a, b)}\" ]")
    }

    @Test func quotedExpressionsAndUnrelatedErrorsAreNotBlamedOnExpressions() {
        #expect(load("visible: \"${a ? b : c}\"\ntitle: ${x}\n").diagnostics.isEmpty)
        #expect(load("a: ${x} b: c\n").only?.code == .yamlSyntax)
    }

    @Test func overlongKeysGetAReadableMessage() throws {
        let key = String(repeating: "k", count: 2000)
        for text in ["\(key): 1\n", "a: 1\n\(key): 1\n", "\"\(key)\": 1\n", "{\(key): 1}\n"] {
            let diagnostic = try #require(load(text).only)
            #expect(diagnostic.code == .keyTooLong)
            #expect(diagnostic.message.hasPrefix("this key is"))
            #expect(diagnostic.message.hasSuffix("YAML allows at most 1024 characters in a key"))
        }
        #expect(load("a: 1\n\(key): 1\n").only?.rangeText == "2:1-2:2001")
    }

    @Test func publicTranslationLocatesReaderErrorsByByteOffset() {
        let file = SourceFile(path: "x.yaml", text: "a: 1\nbé: \u{7}\n")
        let error = YAMLParseError(
            stage: .reader, problem: "control characters are not allowed",
            problemMark: YAMLMark(index: 0, line: 0, column: 0), problemOffset: 10, problemValue: 7,
            context: nil, contextMark: nil
        )
        let diagnostic = YAMLDiagnostics.diagnostic(for: error, in: file)
        #expect(diagnostic.code == .controlCharacter)
        #expect(diagnostic.location.range.start.description == "2:5")
    }
}
