/// The base protocol's framing: a header part of `Name: value` lines ended by an empty line, with
/// `Content-Length` giving the size in bytes of the JSON content that follows.
public enum MessageFraming {
    /// One message's JSON content framed for the wire.
    public static func frame(_ content: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content
    }
}

/// Cuts framed messages out of a byte stream as it arrives. A header without a usable
/// `Content-Length` is skipped up to its end, so one bad frame does not stop the stream; bytes
/// that go on past `maximumHeaderLength` with no header's end are dropped as they come, so a
/// client sending no frame at all costs neither memory nor time.
public struct MessageBuffer: Sendable {
    /// What a complete frame held.
    public enum Frame: Equatable, Sendable {
        case content([UInt8])
        /// A header without a valid `Content-Length`: the client broke the framing.
        case badHeader(String)
    }

    private var pending: [UInt8] = []
    /// How many bytes of `pending` are known to hold no header's end: a search goes on from there.
    private var searched = 0
    /// Whether bytes past the header limit are being dropped: they were reported once.
    private var isDropping = false
    /// Content longer than this is refused: no construkt file comes near it.
    public static let maximumContentLength = 64 * 1_048_576
    /// A header longer than this is not a header: LSP's hold a length and a content type.
    public static let maximumHeaderLength = 16 * 1024

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        pending.append(contentsOf: bytes)
    }

    /// The next complete frame, or `nil` until more bytes arrive.
    public mutating func nextFrame() -> Frame? {
        guard let headerEnd = endOfHeader() else {
            guard pending.count > Self.maximumHeaderLength else { return nil }
            let dropped = String(decoding: pending.prefix(80), as: UTF8.self)
            pending.removeSubrange(..<(pending.count - 3))
            searched = 0
            if isDropping { return nil }
            isDropping = true
            return .badHeader(dropped)
        }
        searched = 0
        let header = String(decoding: pending[..<headerEnd], as: UTF8.self)
        let contentStart = headerEnd + 4
        if isDropping {
            pending.removeSubrange(..<contentStart)
            isDropping = false
            return nextFrame()
        }
        guard let length = Self.contentLength(in: header), length <= Self.maximumContentLength else {
            pending.removeSubrange(..<contentStart)
            return .badHeader(header)
        }
        guard pending.count - contentStart >= length else { return nil }
        let content = Array(pending[contentStart..<(contentStart + length)])
        pending.removeSubrange(..<(contentStart + length))
        return .content(content)
    }

    /// Where the header's empty line starts, searching only the bytes not searched before.
    private mutating func endOfHeader() -> Int? {
        guard pending.count >= 4 else { return nil }
        for index in searched...(pending.count - 4)
        where pending[index] == 13 && pending[index + 1] == 10 && pending[index + 2] == 13 && pending[index + 3] == 10 {
            return index
        }
        searched = pending.count - 3
        return nil
    }

    private static func contentLength(in header: String) -> Int? {
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingWhitespace().lowercased() == "content-length" else { continue }
            return Int(parts[1].trimmingWhitespace()).flatMap { $0 >= 0 ? $0 : nil }
        }
        return nil
    }
}

extension Substring {
    func trimmingWhitespace() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
