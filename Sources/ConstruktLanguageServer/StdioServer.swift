import ConstruktReports
import Foundation

/// Runs a `LanguageServer` over standard input and output. A reader thread cuts the input into
/// framed messages; the main loop answers them in order, and checks the apps edits made stale
/// once no message is waiting, so that a burst of edits is checked once. A check stops when a
/// newer edit arrives meanwhile (it is then run again with that edit).
public enum StdioServer {
    /// Serves until `exit` or the end of the input; the process's exit status.
    public static func run(_ server: LanguageServer, input: FileHandle = .standardInput, output: FileHandle = .standardOutput) -> Int32 {
        let inbox = Inbox()
        let reader = Thread {
            var buffer = MessageBuffer()
            while true {
                let data = input.availableData
                if data.isEmpty { break }
                buffer.append(data)
                while let frame = buffer.nextFrame() { inbox.put(frame) }
            }
            inbox.close()
        }
        reader.start()
        // A client that went away must not kill the server mid-write: the write fails instead,
        // and the server ends when its input does.
        signal(SIGPIPE, SIG_IGN)
        func send(_ messages: [JSONValue]) {
            for message in messages { try? output.write(contentsOf: MessageFraming.frame(message.serialized())) }
        }
        while true {
            if !inbox.hasWaiting, server.hasStaleApps {
                send(server.runChecks(isCancelled: { inbox.hasWaitingEdit }))
                continue
            }
            guard let frame = inbox.take() else { return server.exitStatus ?? 1 }
            switch frame {
            case .content(let content):
                send(server.handle(content))
            case .badHeader:
                send([OutgoingMessage.error(ResponseError(code: .parseError, message: "a message header has no valid Content-Length"))])
            }
            if let status = server.exitStatus { return status }
        }
    }
}

/// The frames read and not yet answered, shared by the reader thread and the main loop.
final class Inbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var frames: [MessageBuffer.Frame] = []
    private var closed = false

    func put(_ frame: MessageBuffer.Frame) {
        condition.lock()
        frames.append(frame)
        condition.signal()
        condition.unlock()
    }

    func close() {
        condition.lock()
        closed = true
        condition.signal()
        condition.unlock()
    }

    /// The next frame, waiting for one; `nil` once the input ended and every frame was taken.
    func take() -> MessageBuffer.Frame? {
        condition.lock()
        defer { condition.unlock() }
        while frames.isEmpty, !closed { condition.wait() }
        return frames.isEmpty ? nil : frames.removeFirst()
    }

    var hasWaiting: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !frames.isEmpty
    }

    /// Whether an edit is waiting: a check under way is then out of date.
    var hasWaitingEdit: Bool {
        condition.lock()
        defer { condition.unlock() }
        let marker = Array("textDocument/didChange".utf8)
        return frames.contains { frame in
            guard case .content(let content) = frame else { return false }
            return content.firstRange(of: marker) != nil
        }
    }
}
