/// One client of the live preview's server from its accept to its close: its request head read
/// within HTTPServerLimits.headTime and never past the head's limits, answered (or refused with
/// the status that says why), and the connection closed. A client that leaves before its answer
/// is made gets none, and costs no more.
struct HTTPExchange {
    let client: ClientSocket

    func serve(with respond: (HTTPRequestHead) -> HTTPResponse) {
        defer { client.close(lingeringFor: HTTPServerLimits.lingerTime) }
        let deadline = ContinuousClock.now + HTTPServerLimits.headTime
        var reader = HTTPRequestHeadReader()
        var response: HTTPResponse?
        while response == nil {
            switch client.read(atMost: min(reader.bytesWanted, 4096), before: deadline) {
            case .bytes(let chunk):
                switch reader.read(chunk) {
                case .needsMore: continue
                case .complete(let head):
                    if client.hasLeft { return }
                    response = respond(head)
                case .refused(let status): response = .refusal(status)
                }
            case .timedOut: response = .refusal(.requestTimeout)
            case .ended: return
            }
        }
        if let response {
            _ = client.write(response.bytes, before: .now + HTTPServerLimits.answerTime)
        }
    }
}
