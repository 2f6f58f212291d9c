/// An answer of the live preview's server and its bytes on the wire: HTTP/1.1, the length of its
/// body, and `Connection: close`, as the server answers one request per connection. The answer to
/// a HEAD request has the fields of the GET answer, Content-Length included, and no body.
struct HTTPResponse: Equatable, Sendable {
    let status: HTTPStatus
    let fields: [HTTPField]
    let body: [UInt8]
    /// False for the answer to a HEAD request.
    var sendsBody = true

    init(status: HTTPStatus, fields: [HTTPField], body: [UInt8]) {
        self.status = status
        self.fields = fields
        self.body = body
    }

    /// A plain-text answer saying its status, as the server refuses a request.
    static func refusal(_ status: HTTPStatus, fields: [HTTPField] = []) -> HTTPResponse {
        HTTPResponse(
            status: status, fields: [HTTPField(name: "Content-Type", value: "text/plain; charset=utf-8")] + fields,
            body: Array("\(status.code) \(status.reason)\n".utf8))
    }

    /// The same answer with its fields only, for a HEAD request.
    func withoutBody() -> HTTPResponse {
        var copy = self
        copy.sendsBody = false
        return copy
    }

    var bytes: [UInt8] {
        var head = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
        for field in fields + [
            HTTPField(name: "Content-Length", value: "\(body.count)"), HTTPField(name: "Connection", value: "close"),
        ] {
            head += "\(field.name): \(field.value)\r\n"
        }
        return Array((head + "\r\n").utf8) + (sendsBody ? body : [])
    }
}
