/// A status the live preview's server answers with: its code and reason phrase. A request the
/// server refuses while reading its head is refused with one of these (thrown, as the reason).
struct HTTPStatus: Error, Equatable, Sendable {
    let code: Int
    let reason: String

    static let ok = HTTPStatus(code: 200, reason: "OK")
    static let badRequest = HTTPStatus(code: 400, reason: "Bad Request")
    static let notFound = HTTPStatus(code: 404, reason: "Not Found")
    static let methodNotAllowed = HTTPStatus(code: 405, reason: "Method Not Allowed")
    static let requestTimeout = HTTPStatus(code: 408, reason: "Request Timeout")
    static let uriTooLong = HTTPStatus(code: 414, reason: "URI Too Long")
    static let misdirectedRequest = HTTPStatus(code: 421, reason: "Misdirected Request")
    static let requestHeaderFieldsTooLarge = HTTPStatus(code: 431, reason: "Request Header Fields Too Large")
    static let httpVersionNotSupported = HTTPStatus(code: 505, reason: "HTTP Version Not Supported")
}
