/// A deep link as a scenario's `open:` writes it and as the headless runtime receives it
/// (`/movies/42`, `construkt://movie/42?ref=home`), split the way the generated route enum's
/// `init?(url:)` splits a URL: the scheme and host lowercased, the path into its non-empty
/// segments, each percent-decoded; the query and fragment play no part.
public struct DeepLinkAddress: Sendable, Equatable {
    public var scheme: String?
    public var host: String?
    public var segments: [String]

    public init(_ text: String) {
        var rest = Substring(text)
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        if let separator = rest.firstRange(of: "://") {
            scheme = rest[..<separator.lowerBound].lowercased()
            let authority = rest[separator.upperBound...]
            let hostEnd = authority.firstIndex(of: "/") ?? authority.endIndex
            host = authority[..<hostEnd].lowercased()
            rest = authority[hostEnd...]
        }
        segments = rest.split(separator: "/").map { Self.percentDecoded($0) ?? String($0) }
    }

    /// `%XX` escapes decoded as UTF-8 bytes; nil when an escape is malformed or the bytes are not
    /// UTF-8, as Foundation's `removingPercentEncoding` answers.
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
