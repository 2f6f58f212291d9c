/// The base protocol's framing: a header part of `Name: value` lines ended by an empty line, with
/// `Content-Length` giving the size in bytes of the JSON content that follows.
public enum MessageFraming {
    /// One message's JSON content framed for the wire.
    public static func frame(_ content: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content
    }
}

/// Cuts framed messages out of a byte stream as it arrives. A header without a usable
/// `Content-Length` is skipped up to its end, so one bad frame does not stop the stream.
public struct MessageBuffer: Sendable {
    /// What a complete frame held.
    public enum Frame: Equatable, Sendable {
        case content([UInt8])
        /// A header without a valid `Content-Length`: the client broke the framing.
        case badHeader(String)
    }

    private var pending: [UInt8] = []
    /// Content longer than this is refused: no construkt file comes near it.
    public static let maximumContentLength = 64 * 1_048_576

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        pending.append(contentsOf: bytes)
    }

    /// The next complete frame, or `nil` until more bytes arrive.
    public mutating func nextFrame() -> Frame? {
        guard let headerEnd = Self.endOfHeader(in: pending) else { return nil }
        let header = String(decoding: pending[..<headerEnd], as: UTF8.self)
        let contentStart = headerEnd + 4
        guard let length = Self.contentLength(in: header), length <= Self.maximumContentLength else {
            pending.removeSubrange(..<contentStart)
            return .badHeader(header)
        }
        guard pending.count - contentStart >= length else { return nil }
        let content = Array(pending[contentStart..<(contentStart + length)])
        pending.removeSubrange(..<(contentStart + length))
        return .content(content)
    }

    private static func endOfHeader(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
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
