import Testing

@testable import ConstruktCLI

/// The live preview server's request heads: read in any pieces, parsed, and refused as soon as a
/// limit is passed, without asking for the bytes beyond it.
@Suite struct HTTPRequestHeadReaderTests {
    static func read(_ text: String, in pieces: Int = 1) -> HTTPRequestHeadReader.Progress {
        var reader = HTTPRequestHeadReader()
        let bytes = Array(text.utf8)
        let size = max(1, (bytes.count + pieces - 1) / pieces)
        var progress = HTTPRequestHeadReader.Progress.needsMore
        for start in stride(from: 0, to: bytes.count, by: size) {
            progress = reader.read(bytes[start..<min(start + size, bytes.count)])
        }
        return progress
    }

    @Test func aHeadIsReadWholeInAnyPieces() {
        let text = "GET /version?x=1 HTTP/1.1\r\nHost: localhost:8000\r\nAccept:  */* \r\n\r\n"
        let expected = HTTPRequestHead(
            method: "GET", target: "/version?x=1", version: "HTTP/1.1",
            fields: [HTTPField(name: "host", value: "localhost:8000"), HTTPField(name: "accept", value: "*/*")])
        #expect(Self.read(text) == .complete(expected))
        #expect(Self.read(text, in: text.utf8.count) == .complete(expected))
        #expect(Self.read(text.replacingOccurrences(of: "\r\n", with: "\n"), in: 7) == .complete(expected))
    }

    @Test func anUnfinishedHeadNeedsMore() {
        #expect(Self.read("GET / HTTP/1.1\r\nHost: localhost\r\n") == .needsMore)
        #expect(Self.read("GET / HTT") == .needsMore)
    }

    @Test func bytesAfterTheHeadAreNotLookedAt() {
        var reader = HTTPRequestHeadReader()
        let head = HTTPRequestHead(method: "GET", target: "/", version: "HTTP/1.0", fields: [])
        #expect(reader.read(Array("GET / HTTP/1.0\r\n\r\n\u{0}\r\n junk".utf8)) == .complete(head))
        #expect(reader.read(Array("more".utf8)) == .complete(head))
        #expect(reader.bytesWanted == 0)
    }

    @Test func aRequestLineOverItsLimitIsRefusedOneBytePastIt() {
        var reader = HTTPRequestHeadReader(requestLineLimit: 16)
        #expect(reader.bytesWanted == 18)
        #expect(reader.read(Array("GET /0123456789 ".utf8)) == .needsMore)
        #expect(reader.bytesWanted == 2)
        #expect(reader.read(Array("HTTP/1.1\r\n".utf8)) == .refused(.uriTooLong))

        var over = HTTPRequestHeadReader(requestLineLimit: 16)
        #expect(over.read(Array("GET /012 HTTP/1.1\r\n\r\n".utf8)) == .refused(.uriTooLong))
        var fits = HTTPRequestHeadReader(requestLineLimit: 16)
        let progress = fits.read(Array("GET /01 HTTP/1.1\r\n\r\n".utf8))
        #expect(progress == .complete(HTTPRequestHead(method: "GET", target: "/01", version: "HTTP/1.1", fields: [])))
    }

    @Test func aRequestLineOfExactlyTheLimitIsRead() {
        let line = "GET /\(String(repeating: "a", count: HTTPServerLimits.requestLineBytes - 14)) HTTP/1.1"
        #expect(line.utf8.count == HTTPServerLimits.requestLineBytes)
        guard case .complete = Self.read(line + "\r\nHost: localhost\r\n\r\n") else {
            Issue.record("a request line of the limit's length was refused")
            return
        }
        #expect(Self.read("G" + line + "\r\nHost: localhost\r\n\r\n") == .refused(.uriTooLong))
    }

    @Test func aMegabyteTargetIsRefusedAfterTheLimitAndNoMoreIsWanted() {
        var reader = HTTPRequestHeadReader()
        var offered = 0
        var progress = HTTPRequestHeadReader.Progress.needsMore
        let target = Array("GET /".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
        while progress == .needsMore, offered < target.count {
            let count = min(reader.bytesWanted, 4096, target.count - offered)
            progress = reader.read(target[offered..<offered + count])
            offered += count
        }
        #expect(progress == .refused(.uriTooLong))
        #expect(offered == HTTPServerLimits.requestLineBytes + 2)
        #expect(reader.bytesWanted == 0)
    }

    @Test func headerFieldsOverTheirLimitAreRefused() {
        var reader = HTTPRequestHeadReader(headerSectionLimit: 32)
        #expect(reader.read(Array("GET / HTTP/1.1\r\n".utf8)) == .needsMore)
        #expect(reader.bytesWanted == 33)
        #expect(reader.read(Array("Host: localhost\r\nX: 01234567890".utf8)) == .needsMore)
        #expect(reader.bytesWanted == 2)
        #expect(reader.read(Array("abc".utf8)) == .refused(.requestHeaderFieldsTooLarge))

        let huge = "GET / HTTP/1.1\r\nHost: localhost\r\nCookie: \(String(repeating: "c", count: 1 << 20))\r\n\r\n"
        #expect(Self.read(huge, in: 300) == .refused(.requestHeaderFieldsTooLarge))
    }

    @Test func tooManyHeaderFieldsAreRefused() {
        let fields = (0...HTTPServerLimits.headerFieldCount).map { "X-\($0): 1\r\n" }
        #expect(Self.read("GET / HTTP/1.1\r\n" + fields.joined() + "\r\n") == .refused(.requestHeaderFieldsTooLarge))
        guard case .complete = Self.read("GET / HTTP/1.1\r\n" + fields.dropFirst().joined() + "\r\n") else {
            Issue.record("as many fields as the limit allows were refused")
            return
        }
    }

    @Test(arguments: [
        "\r\n\r\n", "GET /\r\n\r\n", "GET  / HTTP/1.1\r\n\r\n", "GET / HTTP/1.1 \r\n\r\n", "G(T / HTTP/1.1\r\n\r\n",
        "GET /a\u{7F} HTTP/1.1\r\n\r\n", "GET / HTTX/1.1\r\n\r\n", "GET / HTTP/1.1\r\nHost localhost\r\n\r\n",
        "GET / HTTP/1.1\r\nHo st: localhost\r\n\r\n", "GET / HTTP/1.1\r\n: localhost\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: local\rhost\r\n\r\n", "GET / HTTP/1.1\r\nHost: localhost\r\n folded\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: a\u{1}b\r\n\r\n",
    ])
    func malformedHeadsAreBadRequests(text: String) {
        #expect(Self.read(text) == .refused(.badRequest))
    }

    @Test func anotherHTTPVersionIsNotSupported() {
        #expect(Self.read("GET / HTTP/2.0\r\nHost: localhost\r\n\r\n") == .refused(.httpVersionNotSupported))
        #expect(Self.read("GET / HTTP/0.9\r\n\r\n") == .refused(.httpVersionNotSupported))
    }
}
