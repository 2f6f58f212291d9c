import ConstruktReports
import Foundation

/// The messages read and not yet answered, shared by the reader thread and the main loop. Each
/// frame is read as a message when it arrives, so that the loop can ask what is waiting: an edit
/// (a check under way is then out of date) or the cancellation of a request (`$/cancelRequest`,
/// which replaces a waiting request, or marks the one being answered).
public final class Inbox: @unchecked Sendable {
    /// What the main loop takes.
    public enum Incoming: Equatable, Sendable {
        /// A message as read: a request, a notification or a response, or the error it is answered with.
        case message(Result<RPCMessage, ResponseError>)
        /// A request the client cancelled before it was answered: it gets the RequestCancelled error.
        case cancelled(id: JSONValue)
        /// A header without a valid `Content-Length`.
        case badHeader
    }

    private let condition = NSCondition()
    private var waiting: [Incoming] = []
    private var closed = false
    /// The id of the request last taken, which the main loop is answering, and whether the client
    /// has cancelled it since.
    private var answering: (id: JSONValue, cancelled: Bool)?

    public init() {}

    public func put(_ frame: MessageBuffer.Frame) {
        condition.lock()
        defer { condition.unlock() }
        guard case .content(let content) = frame else {
            waiting.append(.badHeader)
            condition.signal()
            return
        }
        let message = RPCMessage.read(content)
        if case .success(.notification("$/cancelRequest", let params)) = message, let id = params["id"] {
            cancel(id)
            return
        }
        waiting.append(.message(message))
        condition.signal()
    }

    public func close() {
        condition.lock()
        closed = true
        condition.signal()
        condition.unlock()
    }

    /// The next message, waiting for one; `nil` once the input ended and every message was taken.
    public func take() -> Incoming? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty, !closed { condition.wait() }
        guard !waiting.isEmpty else { return nil }
        let next = waiting.removeFirst()
        if case .message(.success(.request(let id, _, _))) = next { answering = (id, false) } else { answering = nil }
        return next
    }

    public var hasWaiting: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !waiting.isEmpty
    }

    /// Whether an edit is waiting: a check under way is then out of date.
    public var hasWaitingEdit: Bool {
        condition.lock()
        defer { condition.unlock() }
        return waiting.contains { incoming in
            if case .message(.success(.notification("textDocument/didChange", _))) = incoming { return true }
            return false
        }
    }

    /// Whether the client cancelled the request the main loop is answering.
    public var isAnsweringCancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return answering?.cancelled == true
    }

    /// A cancellation: the waiting request of that id is answered as cancelled, in its place; the
    /// one being answered is marked; any other id is one already answered, and is ignored.
    private func cancel(_ id: JSONValue) {
        if let index = waiting.firstIndex(where: { incoming in
            if case .message(.success(.request(id, _, _))) = incoming { return true }
            return false
        }) {
            waiting[index] = .cancelled(id: id)
        } else if answering?.id == id {
            answering?.cancelled = true
        }
    }
}
