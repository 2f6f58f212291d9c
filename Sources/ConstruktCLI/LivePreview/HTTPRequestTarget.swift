/// Where a request's target points: its path, without the query, and for the absolute form
/// (`http://localhost:8000/version`, as a proxy sends it) the authority it names, which stands
/// for the Host field (RFC 9112 §3.2.2). Other forms (`*`, `host:port`) are refused with 400.
struct HTTPRequestTarget: Equatable, Sendable {
    let path: String
    let authority: String?

    init(_ target: String) throws(HTTPStatus) {
        if target.hasPrefix("/") {
            path = String(target.prefix { $0 != "?" })
            authority = nil
            return
        }
        let scheme = "http://"
        guard target.lowercased().hasPrefix(scheme) else { throw .badRequest }
        let rest = target.dropFirst(scheme.count)
        let named = rest.prefix { $0 != "/" && $0 != "?" }
        guard !named.isEmpty else { throw .badRequest }
        let path = rest.dropFirst(named.count).prefix { $0 != "?" }
        self.path = path.isEmpty ? "/" : String(path)
        authority = String(named)
    }
}
