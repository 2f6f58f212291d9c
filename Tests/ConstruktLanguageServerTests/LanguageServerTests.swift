import ConstruktChecker
import ConstruktReports
import Testing

@testable import ConstruktLanguageServer

/// The server's lifecycle, its errors, and diagnostics published and cleared, driven through
/// `handle` and `runChecks` as the stdio loop drives them. The buffers live in a folder that does
/// not exist, so the app is the open buffers alone.
@Suite struct LanguageServerTests {
    static let uri = "file:///nonexistent-construkt-folder/Counter.screen.yaml"
    static let clean = "screen: Counter\nstate:\n  count: Int\nbody:\n  LabelView: \"Count: ${count}\"\n"

    static func message(_ json: JSONValue) -> [UInt8] { json.serialized() }

    static func started() -> LanguageServer {
        let server = LanguageServer(reference: .catalogDocs)
        _ = server.handle(
            message(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]]))
        return server
    }

    static func open(_ server: LanguageServer, text: String) {
        _ = server.handle(
            message([
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": [
                    "textDocument": ["uri": .string(uri), "languageId": "yaml", "version": 1, "text": .string(text)]
                ],
            ]))
    }

    static func change(_ server: LanguageServer, version: Int, text: String) {
        _ = server.handle(
            message([
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": .string(uri), "version": .int(version)],
                    "contentChanges": [["text": .string(text)]],
                ],
            ]))
    }

    static func diagnostics(_ messages: [OutgoingMessage]) -> [JSONValue]? {
        messages.first { $0["method"] == "textDocument/publishDiagnostics" }?["params"]?["diagnostics"]?.arrayValue
    }

    @Test func requestsBeforeInitializeAndUnknownMethodsAreErrors() {
        let server = LanguageServer(reference: .catalogDocs)
        let early = server.handle(
            Self.message(["jsonrpc": "2.0", "id": 7, "method": "textDocument/hover", "params": [:]]))
        #expect(early.first?["error"]?["code"]?.intValue == ResponseError.Code.serverNotInitialized.rawValue)
        #expect(early.first?["id"]?.intValue == 7)
        _ = server.handle(Self.message(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:]]))
        let unknown = server.handle(Self.message(["jsonrpc": "2.0", "id": 2, "method": "construkt/nothing"]))
        #expect(unknown.first?["error"]?["code"]?.intValue == ResponseError.Code.methodNotFound.rawValue)
        let garbage = server.handle(Array("{\"jsonrpc\": ".utf8))
        #expect(garbage.first?["error"]?["code"]?.intValue == ResponseError.Code.parseError.rawValue)
        #expect(server.handle(Self.message(["jsonrpc": "2.0", "method": "construkt/unknownNotification"])).isEmpty)
    }

    @Test func exitAfterShutdownEndsWellAndWithoutItBadly() {
        let server = Self.started()
        _ = server.handle(Self.message(["jsonrpc": "2.0", "id": 2, "method": "shutdown"]))
        _ = server.handle(Self.message(["jsonrpc": "2.0", "method": "exit"]))
        #expect(server.exitStatus == 0)
        let abrupt = Self.started()
        _ = abrupt.handle(Self.message(["jsonrpc": "2.0", "method": "exit"]))
        #expect(abrupt.exitStatus == 1)
    }

    @Test func everyEditGetsItsDiagnosticsWhichAreClearedWhenFixed() throws {
        let server = Self.started()
        Self.open(server, text: Self.clean)
        #expect(Self.diagnostics(server.runChecks()) == [])
        Self.change(server, version: 2, text: Self.clean.replacingOccurrences(of: "${count}", with: "${cuont}"))
        let broken = try #require(Self.diagnostics(server.runChecks()))
        #expect(broken.first?["code"] == "CK0404")
        #expect(broken.first?["range"]?["start"] == ["line": 4, "character": 23])
        Self.change(server, version: 3, text: Self.clean)
        #expect(Self.diagnostics(server.runChecks()) == [])
        Self.change(server, version: 4, text: Self.clean + "\n")
        #expect(Self.diagnostics(server.runChecks()) == [])
        _ = server.handle(
            Self.message([
                "jsonrpc": "2.0", "method": "textDocument/didSave",
                "params": ["textDocument": ["uri": .string(Self.uri)]],
            ]))
        #expect(Self.diagnostics(server.runChecks()) == nil)
    }

    @Test func aCheckOvertakenByANewerEditIsDroppedAndRunAgain() {
        let server = Self.started()
        Self.open(server, text: Self.clean)
        #expect(server.runChecks(isCancelled: { true }).isEmpty)
        #expect(server.hasStaleApps)
        #expect(Self.diagnostics(server.runChecks()) == [])
        #expect(!server.hasStaleApps)
    }

    @Test func aRequestCancelledWhileItsCheckRunsIsAnsweredAsCancelled() throws {
        let server = Self.started()
        Self.open(server, text: Self.clean)
        let request = Self.message([
            "jsonrpc": "2.0", "id": 5, "method": "textDocument/documentSymbol",
            "params": ["textDocument": ["uri": .string(Self.uri)]],
        ])
        let cancelled = server.handle(RPCMessage.read(request), isCancelled: { true })
        #expect(cancelled.first?["error"]?["code"]?.intValue == ResponseError.Code.requestCancelled.rawValue)
        #expect(cancelled.first?["id"]?.intValue == 5)
        #expect(server.hasStaleApps)
        let answered = server.handle(RPCMessage.read(request), isCancelled: { false })
        #expect(answered.first?["result"]?.arrayValue?.first?["name"] == "Counter")
    }

    @Test func aRequestWhoseParamsDoNotDecodeIsInvalidParams() {
        let server = Self.started()
        Self.open(server, text: Self.clean)
        let negative = server.handle(
            Self.message([
                "jsonrpc": "2.0", "id": 6, "method": "textDocument/hover",
                "params": ["textDocument": ["uri": .string(Self.uri)], "position": ["line": -1, "character": 0]],
            ]))
        #expect(negative.first?["error"]?["code"]?.intValue == ResponseError.Code.invalidParams.rawValue)
        let unnamed = server.handle(
            Self.message(["jsonrpc": "2.0", "id": 7, "method": "textDocument/documentSymbol", "params": [:]]))
        #expect(unnamed.first?["error"]?["code"]?.intValue == ResponseError.Code.invalidParams.rawValue)
        let actions = server.handle(
            Self.message([
                "jsonrpc": "2.0", "id": 8, "method": "textDocument/codeAction",
                "params": [
                    "textDocument": ["uri": .string(Self.uri)], "context": ["diagnostics": []],
                    "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 1]],
                ],
            ]))
        #expect(actions.first?["result"] == [])
    }

    @Test func aRequestWithNothingToAnswerHasANullResultNotNone() {
        let server = Self.started()
        Self.open(server, text: Self.clean)
        _ = server.runChecks()
        let methods = [
            "textDocument/hover", "textDocument/definition", "textDocument/references", "textDocument/prepareRename",
        ]
        for method in methods {
            let reply = server.handle(
                Self.message([
                    "jsonrpc": "2.0", "id": 9, "method": .string(method),
                    "params": [
                        "textDocument": ["uri": .string(Self.uri)], "position": ["line": 5, "character": 0],
                        "context": ["includeDeclaration": true],
                    ],
                ]))
            #expect(reply.first?.wire.members["result"] == JSONValue.null, "\(method)")
        }
        let notes = server.handle(
            Self.message([
                "jsonrpc": "2.0", "id": 10, "method": "textDocument/completion",
                "params": [
                    "textDocument": ["uri": "file:///nonexistent-construkt-folder/notes.txt"],
                    "position": ["line": 0, "character": 0],
                ],
            ]))
        #expect(notes.first?.wire.members["result"] == JSONValue.null)
    }

    static func symbols(_ server: LanguageServer, id: Int) -> JSONValue? {
        server.handle(
            message([
                "jsonrpc": "2.0", "id": .int(id), "method": "textDocument/documentSymbol",
                "params": ["textDocument": ["uri": .string(uri)]],
            ])
        ).first?.wire
    }

    @Test func aChangeThatCannotBeAppliedIsToldAndTheBufferWaitsForItsWholeText() throws {
        let server = Self.started()
        Self.open(server, text: Self.clean)
        _ = server.runChecks()
        let told = server.handle(
            Self.message([
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": .string(Self.uri), "version": 2],
                    "contentChanges": [["range": "nonsense", "text": "x"]],
                ],
            ]))
        #expect(told.first?["method"] == "window/showMessage")
        #expect(told.first?["params"]?["type"]?.intValue == 2)
        let message = try #require(told.first?["params"]?["message"]?.stringValue)
        #expect(message.hasPrefix("Counter.screen.yaml: construkt-gen lost track of this buffer's text"))
        let published = try #require(Self.diagnostics(server.runChecks()))
        #expect(published.count == 1)
        #expect(published.first?["message"]?.stringValue?.contains("Save the file") == true)
        #expect(published.first?["range"]?["start"] == ["line": 0, "character": 0])
        #expect(Self.symbols(server, id: 3)?["error"]?["code"]?.intValue == ResponseError.Code.contentModified.rawValue)
        Self.change(server, version: 3, text: Self.clean.replacingOccurrences(of: "${count}", with: "${cuont}"))
        #expect(Self.diagnostics(server.runChecks())?.first?["code"] == "CK0404")
        #expect(Self.symbols(server, id: 4)?["result"]?.arrayValue?.first?["name"] == "Counter")
    }

    @Test func aSaveCarryingTheTextPutsABufferOutOfStepBackInStep() throws {
        let server = Self.started()
        Self.open(server, text: Self.clean)
        let past = server.handle(
            Self.message([
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": .string(Self.uri), "version": 2],
                    "contentChanges": [
                        [
                            "range": ["start": ["line": 40, "character": 0], "end": ["line": 40, "character": 0]],
                            "text": "x",
                        ]
                    ],
                ],
            ]))
        #expect(past.first?["method"] == "window/showMessage")
        _ = server.handle(
            Self.message([
                "jsonrpc": "2.0", "method": "textDocument/didSave",
                "params": ["textDocument": ["uri": .string(Self.uri)], "text": .string(Self.clean)],
            ]))
        #expect(Self.diagnostics(server.runChecks()) == [])
        #expect(Self.symbols(server, id: 5)?["result"]?.arrayValue?.first?["name"] == "Counter")
    }

    @Test func aNotificationThatCannotBeReadIsLoggedNotDropped() {
        let server = Self.started()
        let logged = server.handle(
            Self.message([
                "jsonrpc": "2.0", "method": "textDocument/didChange", "params": ["contentChanges": []],
            ]))
        #expect(logged.first?["method"] == "window/logMessage")
        #expect(logged.first?["params"]?["type"]?.intValue == 1)
        let opened = server.handle(
            Self.message(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": 3]]))
        #expect(
            opened.first?["params"]?["message"]?.stringValue?.hasPrefix(
                "a textDocument/didOpen notification was dropped") == true)
    }

    @Test func completionUnderASwitchsCasesOffersTheEnumsCases() {
        let server = Self.started()
        let text =
            "screen: Counter\ntypes:\n  Load:\n    cases:\n      idle:\n      loaded: { count: Int }\nstate:\n  load: Load\nbody:\n  VStackView:\n    - switch: $load\n      cases:\n        idle: []\n        \n"
        Self.open(server, text: text)
        _ = server.runChecks()
        let reply = server.handle(
            Self.message([
                "jsonrpc": "2.0", "id": 4, "method": "textDocument/completion",
                "params": ["textDocument": ["uri": .string(Self.uri)], "position": ["line": 13, "character": 8]],
            ]))
        let items = reply.first?["result"]?["items"]?.arrayValue ?? []
        #expect(items.compactMap { $0["label"]?.stringValue } == ["idle", "loaded"])
        #expect(items.last?["detail"]?.stringValue == "Load(count: Int)")
    }

    @Test func completionAfterAStatementThatTakesAStateValueOffersTheState() {
        let server = Self.started()
        let text = "screen: Counter\nstate:\n  count: Int\n  isOn: Bool\nactions:\n  flip:\n    - toggle: \n"
        Self.open(server, text: text)
        _ = server.runChecks()
        let reply = server.handle(
            Self.message([
                "jsonrpc": "2.0", "id": 5, "method": "textDocument/completion",
                "params": ["textDocument": ["uri": .string(Self.uri)], "position": ["line": 6, "character": 14]],
            ]))
        let items = reply.first?["result"]?["items"]?.arrayValue ?? []
        #expect(items.compactMap { $0["label"]?.stringValue } == ["count", "isOn"])
    }
}
