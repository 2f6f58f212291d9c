import Foundation

/// The loop of a persistent worker: reads requests from its input until the input ends and writes
/// one response per request, in order, nothing else. Requests run one at a time.
struct PersistentWorker: Sendable {
    let handler: WorkRequestHandler

    /// Serves until `read` returns nil (the input ended); `write` gets each response's line.
    func serve(read: () -> [UInt8]?, write: (Data) -> Void) {
        var stream = JSONObjectStream()
        while let bytes = read() {
            for request in stream.append(bytes) { write(handler.response(to: request).jsonLine) }
        }
        if let unfinished = stream.finish() { write(handler.response(to: unfinished).jsonLine) }
    }
}
