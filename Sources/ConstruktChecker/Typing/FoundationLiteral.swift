import Foundation

/// Text written for a URL, a Date or a UUID, which the generated Swift turns into the value with a
/// failable initializer and `!` (Docs/language.md, Types): text the initializer refuses would stop
/// the app where the value is made, so lint refuses it first and says how the type is written.
enum FoundationLiteral {
    /// Why `text` is no value of `type`, and what to write; nil when Swift makes the value from it.
    static func refusal(of text: String, as type: ValueType) -> (message: String, help: String)? {
        switch type {
        case .url:
            // Before iOS 17, URL(string:) is nil for text RFC 3986 does not allow (a space, a bare %).
            guard URL(string: text, encodingInvalidCharacters: false) == nil else { return nil }
            return (
                "'\(text)' is not a URL: URL(string:) makes none from it, and the app would stop there",
                "write a URL as RFC 3986 has it, with each space or other character it does not allow "
                    + "percent-encoded: 'https://example.com/a%20b'"
            )
        case .date:
            guard ISO8601DateFormatter().date(from: text) == nil else { return nil }
            return (
                "'\(text)' is not a Date: ISO8601DateFormatter reads none from it, and the app would stop there",
                "write a date and time in ISO 8601 with its time zone and no fraction of a second: '2024-05-01T09:30:00Z'"
            )
        case .uuid:
            guard UUID(uuidString: text) == nil else { return nil }
            return (
                "'\(text)' is not a UUID: UUID(uuidString:) makes none from it, and the app would stop there",
                "write 32 hexadecimal digits in groups of 8-4-4-4-12: 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F'"
            )
        default:
            return nil
        }
    }
}
