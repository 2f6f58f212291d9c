import Foundation

/// Runs a `LanguageServer` over standard input and output. A reader thread cuts the input into
/// framed messages and reads them; the main loop answers them in order, and checks the apps edits
/// made stale once no message is waiting, so that a burst of edits is checked once. A check stops
/// when a newer edit arrives meanwhile (it is then run again with that edit); a request the client
/// cancels (`$/cancelRequest`) before it is answered gets the RequestCancelled error instead.
public enum StdioServer {
    /// Serves until `exit` or the end of the input; the process's exit status.
    public static func run(
        _ server: LanguageServer, input: FileHandle = .standardInput, output: FileHandle = .standardOutput
    ) -> Int32 {
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
        func send(_ messages: [OutgoingMessage]) {
            for message in messages { try? output.write(contentsOf: MessageFraming.frame(message.serialized())) }
        }
        while true {
            if !inbox.hasWaiting, server.hasStaleApps {
                send(server.runChecks(isCancelled: { inbox.hasWaitingEdit }))
                continue
            }
            guard let incoming = inbox.take() else { return server.exitStatus ?? 1 }
            switch incoming {
            case .message(let message):
                send(server.handle(message, isCancelled: { inbox.isAnsweringCancelled }))
            case .cancelled(let id):
                send([
                    .error(ResponseError(code: .requestCancelled, message: "the client cancelled the request", id: id))
                ])
            case .badHeader:
                send([.error(ResponseError(code: .parseError, message: "a message header has no valid Content-Length"))]
                )
            }
            if let status = server.exitStatus { return status }
        }
    }
}
