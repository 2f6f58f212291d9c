import ConstruktLanguageServer
import ConstruktReports
import Testing

/// The messages waiting for the stdio loop: read when they arrive, so that the loop knows an edit
/// is waiting and a request the client cancelled is answered as cancelled, by its id.
@Suite struct InboxTests {
    static func frame(_ json: JSONValue) -> MessageBuffer.Frame { .content(json.serialized()) }
    static func hover(id: JSONValue) -> MessageBuffer.Frame {
        frame(["jsonrpc": "2.0", "id": id, "method": "textDocument/hover", "params": [:]])
    }
    static func cancel(id: JSONValue) -> MessageBuffer.Frame {
        frame(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": id]])
    }

    @Test func aWaitingRequestCancelledByItsIdIsAnsweredAsCancelledInItsPlace() {
        let inbox = Inbox()
        inbox.put(Self.hover(id: 1))
        inbox.put(Self.hover(id: "two"))
        inbox.put(Self.cancel(id: "two"))
        inbox.put(Self.cancel(id: 99))
        inbox.close()
        guard case .message(.success(.request(id: 1, method: "textDocument/hover", params: _)))? = inbox.take() else {
            Issue.record("the first request is not taken first")
            return
        }
        #expect(inbox.take() == .cancelled(id: "two"))
        #expect(inbox.take() == nil)
    }

    @Test func theRequestBeingAnsweredIsMarkedWhenCancelledAndNoOtherIs() {
        let inbox = Inbox()
        inbox.put(Self.hover(id: 3))
        _ = inbox.take()
        #expect(!inbox.isAnsweringCancelled)
        inbox.put(Self.cancel(id: 4))
        #expect(!inbox.isAnsweringCancelled)
        inbox.put(Self.cancel(id: 3))
        #expect(inbox.isAnsweringCancelled)
        #expect(!inbox.hasWaiting)
        inbox.put(Self.hover(id: 5))
        _ = inbox.take()
        #expect(!inbox.isAnsweringCancelled)
    }

    @Test func anEditIsSeenWaitingByItsMethodNotByItsText() {
        let inbox = Inbox()
        inbox.put(
            Self.frame([
                "jsonrpc": "2.0", "method": "textDocument/didSave", "params": ["text": "textDocument/didChange"],
            ]))
        #expect(inbox.hasWaiting)
        #expect(!inbox.hasWaitingEdit)
        inbox.put(Self.frame(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [:]]))
        #expect(inbox.hasWaitingEdit)
        inbox.put(.badHeader("Content-Length: x"))
        inbox.close()
        _ = inbox.take()
        _ = inbox.take()
        #expect(inbox.take() == .badHeader)
    }
}
