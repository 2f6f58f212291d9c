import Testing

@testable import ConstruktCLI

/// What the live preview's server answers to a request head: the page and the fingerprint for
/// GET and HEAD, to requests that name the loopback address, and refusals for everything else.
@Suite struct LivePreviewResponderTests {
    static let responder = LivePreviewResponder(
        hosts: LoopbackHostCheck(port: 8000), page: { "<p>page</p>" }, version: { "1f2e" })

    static func head(_ target: String, method: String = "GET", host: String? = "localhost:8000")
        -> HTTPRequestHead
    {
        HTTPRequestHead(
            method: method, target: target, version: "HTTP/1.1",
            fields: host.map { [HTTPField(name: "host", value: $0)] } ?? [])
    }

    static func text(_ response: HTTPResponse) -> String {
        String(decoding: response.bytes, as: UTF8.self)
    }

    @Test func thePageAndTheFingerprintAreServed() {
        let page = Self.responder.response(to: Self.head("/"))
        #expect(
            Self.text(page)
                == "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nCache-Control: no-store\r\n"
                + "Content-Length: 11\r\nConnection: close\r\n\r\n<p>page</p>")
        let version = Self.responder.response(to: Self.head("/version?since=0"))
        #expect(version.status == .ok)
        #expect(version.body == Array("1f2e".utf8))
        #expect(version.fields.contains(HTTPField(name: "Content-Type", value: "text/plain; charset=utf-8")))
    }

    @Test func headGetsTheFieldsOfGetWithoutTheBody() {
        let response = Self.responder.response(to: Self.head("/", method: "HEAD"))
        #expect(
            Self.text(response)
                == "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nCache-Control: no-store\r\n"
                + "Content-Length: 11\r\nConnection: close\r\n\r\n")
        #expect(
            Self.text(Self.responder.response(to: Self.head("/version", method: "HEAD"))).hasSuffix(
                "Content-Length: 4\r\nConnection: close\r\n\r\n"))
    }

    @Test(arguments: [
        "/../etc/passwd", "/..%2f..%2fetc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "//etc/passwd", "/version/../../x",
        "/./version/..", "/index.html", "/Counter.screen.yaml", "/version/",
    ])
    func noOtherPathIsServed(path: String) {
        #expect(Self.responder.response(to: Self.head(path)).status == .notFound)
    }

    @Test func otherMethodsAreNotAllowed() {
        let response = Self.responder.response(to: Self.head("/version", method: "POST"))
        #expect(response.status == .methodNotAllowed)
        #expect(response.fields.contains(HTTPField(name: "Allow", value: "GET, HEAD")))
    }

    @Test(arguments: ["localhost", "LOCALHOST:8000", "127.0.0.1", "127.0.0.1:8000", "[::1]", "[::1]:8000"])
    func theLoopbackNamesAreAnswered(host: String) {
        #expect(Self.responder.response(to: Self.head("/", host: host)).status == .ok)
    }

    @Test(arguments: [
        "evil.example", "evil.example:8000", "localhost:8001", "127.0.0.2", "localhost.evil.example", "127.0.0.1:80",
        "localhost:", "", "[::1]:9", "0.0.0.0:8000",
    ])
    func otherHostsAreMisdirected(host: String) {
        #expect(Self.responder.response(to: Self.head("/", host: host)).status == .misdirectedRequest)
    }

    @Test func anHTTP11RequestWithoutHostIsMisdirectedAndAnHTTP10OneIsAnswered() {
        #expect(Self.responder.response(to: Self.head("/", host: nil)).status == .misdirectedRequest)
        let old = HTTPRequestHead(method: "GET", target: "/", version: "HTTP/1.0", fields: [])
        #expect(Self.responder.response(to: old).status == .ok)
        let oldElsewhere = HTTPRequestHead(
            method: "GET", target: "/", version: "HTTP/1.0", fields: [HTTPField(name: "host", value: "evil.example")])
        #expect(Self.responder.response(to: oldElsewhere).status == .misdirectedRequest)
    }

    @Test func twoHostFieldsAreABadRequest() {
        let head = HTTPRequestHead(
            method: "GET", target: "/", version: "HTTP/1.1",
            fields: [HTTPField(name: "host", value: "localhost"), HTTPField(name: "host", value: "evil.example")])
        #expect(Self.responder.response(to: head).status == .badRequest)
    }

    @Test func anAbsoluteTargetsAuthorityStandsForTheHost() {
        #expect(
            Self.responder.response(to: Self.head("http://localhost:8000/version", host: "evil.example")).status == .ok)
        #expect(Self.responder.response(to: Self.head("HTTP://127.0.0.1", host: nil)).status == .ok)
        #expect(
            Self.responder.response(to: Self.head("http://evil.example/", host: "localhost")).status
                == .misdirectedRequest)
        #expect(Self.responder.response(to: Self.head("http://localhost:8000/x", host: nil)).status == .notFound)
    }

    @Test(arguments: ["*", "localhost:8000", "https://localhost:8000/", "http:///version", "version"])
    func otherTargetFormsAreBadRequests(target: String) {
        #expect(Self.responder.response(to: Self.head(target)).status == .badRequest)
    }

    @Test func aRefusalSaysItsStatus() {
        #expect(
            Self.text(.refusal(.uriTooLong))
                == "HTTP/1.1 414 URI Too Long\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 17\r\n"
                + "Connection: close\r\n\r\n414 URI Too Long\n")
    }
}
