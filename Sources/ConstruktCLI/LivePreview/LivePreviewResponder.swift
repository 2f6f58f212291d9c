/// What the live preview answers to a request head read whole: the page at `/` and the folder's
/// fingerprint at `/version`, for GET and HEAD, to a request that names this server
/// (LoopbackHostCheck). Nothing else is served, so no path reaches a file.
struct LivePreviewResponder: Sendable {
    let hosts: LoopbackHostCheck
    /// The page's HTML, made when asked for.
    let page: @Sendable () -> String
    /// The folder's fingerprint, made when asked for.
    let version: @Sendable () -> String

    func response(to head: HTTPRequestHead) -> HTTPResponse {
        let target: HTTPRequestTarget
        do {
            target = try HTTPRequestTarget(head.target)
        } catch {
            return .refusal(error)
        }
        if let refusal = hosts.refusal(of: head, target: target) { return .refusal(refusal) }
        let content: (type: String, text: @Sendable () -> String)
        switch target.path {
        case "/": content = ("text/html; charset=utf-8", page)
        case "/version": content = ("text/plain; charset=utf-8", version)
        default: return .refusal(.notFound)
        }
        guard head.method == "GET" || head.method == "HEAD" else {
            return .refusal(.methodNotAllowed, fields: [HTTPField(name: "Allow", value: "GET, HEAD")])
        }
        let response = HTTPResponse(
            status: .ok,
            fields: [
                HTTPField(name: "Content-Type", value: content.type),
                HTTPField(name: "Cache-Control", value: "no-store"),
            ],
            body: Array(content.text().utf8))
        return head.method == "HEAD" ? response.withoutBody() : response
    }
}
