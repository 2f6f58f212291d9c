import ConstruktReports
import Testing

@testable import ConstruktLanguageServer

/// The JSON the server's typed messages become on the wire: LSP 3.17's shapes, keys in sorted
/// order on one line, `null` where LSP answers nothing, and members without a value left out.
@Suite struct OutgoingMessageTests {
    static func text(_ message: OutgoingMessage) -> String { String(decoding: message.serialized(), as: UTF8.self) }

    static let start = LSPPosition(line: 0, character: 0)
    static let range = LSPRange(start: LSPPosition(line: 1, character: 2), end: LSPPosition(line: 1, character: 5))

    @Test func noResultIsWrittenAsNullNotLeftOut() {
        let hover: LSPHover? = nil
        #expect(Self.text(.result(hover, id: 3)) == #"{"id":3,"jsonrpc":"2.0","result":null}"#)
        #expect(Self.text(.result(JSONValue.null, id: "a")) == #"{"id":"a","jsonrpc":"2.0","result":null}"#)
    }

    @Test func anErrorCarriesItsCodeAndTheIdItAnswersOrNull() {
        let unread = ResponseError(code: .parseError, message: "the message is not JSON")
        #expect(
            Self.text(.error(unread))
                == #"{"error":{"code":-32700,"message":"the message is not JSON"},"id":null,"jsonrpc":"2.0"}"#)
        let refused = ResponseError(code: .methodNotFound, message: "no", id: 7)
        #expect(Self.text(.error(refused)) == #"{"error":{"code":-32601,"message":"no"},"id":7,"jsonrpc":"2.0"}"#)
    }

    @Test func aHoverIsMarkdownContent() {
        let hover = LSPHover(contents: MarkupContent(value: "**count**"))
        #expect(
            Self.text(.result(hover, id: 1))
                == #"{"id":1,"jsonrpc":"2.0","result":{"contents":{"kind":"markdown","value":"**count**"}}}"#)
    }

    @Test func clearedDiagnosticsHaveNoVersionAndURIsKeepTheirSlashes() {
        let cleared = OutgoingMessage.publishDiagnostics(
            PublishDiagnosticsParams(uri: "file:///a/B.screen.yaml", diagnostics: []))
        #expect(
            Self.text(cleared)
                == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"file:///a/B.screen.yaml"}}"#
        )
    }

    @Test func aDiagnosticWithoutCodeOrLabelsLeavesThemOut() {
        let plain = LSPDiagnostic(range: LSPRange(start: Self.start, end: Self.start), severity: .warning, message: "m")
        let params = PublishDiagnosticsParams(uri: "u", version: 4, diagnostics: [plain])
        #expect(
            Self.text(.publishDiagnostics(params))
                == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"message":"m","range":{"end":{"character":0,"line":0},"start":{"character":0,"line":0}},"severity":2,"source":"construkt"}],"uri":"u","version":4}}"#
        )
        let labelled = LSPDiagnostic(
            range: Self.range, severity: .error, code: "CK0404", message: "m",
            relatedInformation: [
                DiagnosticRelatedInformation(location: Location(uri: "v", range: Self.range), message: "here")
            ])
        let written = OutgoingMessage.result([labelled], id: 1).wire["result"]?.arrayValue?.first
        #expect(written?["code"] == "CK0404")
        #expect(written?["severity"] == 1)
        #expect(
            written?["relatedInformation"] == [["location": ["uri": "v", "range": Self.rangeJSON], "message": "here"]])
    }

    static let rangeJSON: JSONValue = ["start": ["line": 1, "character": 2], "end": ["line": 1, "character": 5]]

    @Test func aCompletionItemsSnippetIsItsInsertTextInSnippetFormat() {
        let items = CompletionList(items: [
            CompletionItem(label: "count", kind: .variable),
            CompletionItem(label: "push", kind: .snippet, detail: "statement", snippet: "push: ${1:Destination}"),
        ])
        #expect(
            Self.text(.result(items, id: 2))
                == #"{"id":2,"jsonrpc":"2.0","result":{"isIncomplete":false,"items":[{"kind":6,"label":"count"},{"detail":"statement","insertText":"push: ${1:Destination}","insertTextFormat":2,"kind":15,"label":"push"}]}}"#
        )
    }

    @Test func aSymbolWithoutChildrenStillListsThem() {
        let symbol = DocumentSymbol(
            name: "count", detail: "state: Int", kind: .variable, range: Self.range, selectionRange: Self.range)
        let written = OutgoingMessage.result([symbol], id: 1).wire["result"]?.arrayValue?.first
        #expect(
            written == [
                "name": "count", "detail": "state: Int", "kind": 13, "range": Self.rangeJSON,
                "selectionRange": Self.rangeJSON, "children": [],
            ])
    }

    @Test func aQuickFixCarriesItsDiagnosticAndItsEditsByDocument() {
        let fixed = LSPDiagnostic(range: Self.range, severity: .error, code: "CK0404", message: "m")
        let action = CodeAction(
            title: "Use count", diagnostics: [fixed],
            edit: WorkspaceEdit(changes: [
                "file:///b": [TextEdit(range: Self.range, newText: "count")], "file:///a": [],
            ]))
        let text = Self.text(.result([action], id: 1))
        #expect(text.contains(#""edit":{"changes":{"file:///a":[],"file:///b":[{"newText":"count","range":"#))
        #expect(text.contains(#""kind":"quickfix","title":"Use count""#))
    }

    @Test func definitionsReferencesAndPrepareRenameHaveLSPsShapes() {
        let location = Location(uri: "file:///a", range: Self.range)
        #expect(OutgoingMessage.result(location, id: 1)["result"] == ["uri": "file:///a", "range": Self.rangeJSON])
        let prepared = PrepareRenameResult(range: Self.range, placeholder: "count")
        #expect(
            OutgoingMessage.result(prepared, id: 1)["result"] == ["range": Self.rangeJSON, "placeholder": "count"])
    }

    @Test func theCapabilitiesAreWhatClientsAreTold() {
        let result = InitializeResult(capabilities: ServerCapabilities(positionEncoding: .utf8))
        let expected: JSONValue = [
            "capabilities": [
                "positionEncoding": "utf-8",
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": true]],
                "completionProvider": ["triggerCharacters": ["$", "{", ".", ":", " "], "resolveProvider": false],
                "hoverProvider": true,
                "definitionProvider": true,
                "referencesProvider": true,
                "renameProvider": ["prepareProvider": true],
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "documentSymbolProvider": true,
            ],
            "serverInfo": ["name": "construkt-gen lsp"],
        ]
        #expect(OutgoingMessage.result(result, id: 1)["result"] == expected)
    }

    @Test func logAndShowMessagesSayHowSeriousTheyAre() {
        #expect(
            Self.text(.logMessage(.error, "dropped"))
                == #"{"jsonrpc":"2.0","method":"window/logMessage","params":{"message":"dropped","type":1}}"#)
        #expect(
            Self.text(.showMessage(.warning, "lost"))
                == #"{"jsonrpc":"2.0","method":"window/showMessage","params":{"message":"lost","type":2}}"#)
    }
}
