/// Whether a request was meant for this server: it names one of the loopback address's names a
/// browser on this machine uses (`localhost`, `127.0.0.1`, `[::1]`), alone or with the port the
/// server is bound to. A page of another site whose name resolves to 127.0.0.1 (DNS rebinding)
/// sends its own name, so it is refused and cannot read the preview.
struct LoopbackHostCheck: Sendable {
    let port: UInt16

    /// Nil when the request may be answered; otherwise the status that refuses it: 421
    /// Misdirected Request for another host, or an HTTP/1.1 request that names none; 400 for two
    /// Host fields (RFC 9112 §3.2). The authority of an absolute target stands for the field.
    func refusal(of head: HTTPRequestHead, target: HTTPRequestTarget) -> HTTPStatus? {
        let hosts = head.values(of: "host")
        if hosts.count > 1 { return .badRequest }
        guard let host = target.authority ?? hosts.first else {
            return head.version == "HTTP/1.0" ? nil : .misdirectedRequest
        }
        return admits(host) ? nil : .misdirectedRequest
    }

    /// Whether `host` (a Host field's value) names this server.
    func admits(_ host: String) -> Bool {
        let name = host.lowercased()
        return ["localhost", "127.0.0.1", "[::1]"].contains { name == $0 || name == "\($0):\(port)" }
    }
}
