/// URLs, Dates and UUIDs as a program writes them (the foundationValues family; Docs/language.md,
/// Types): text their Swift initializers accept, in spellings that are equal only as values (a
/// UUID in lower or mixed case, a Date in another time zone), text they refuse for the mutants, and
/// the Swift that makes each value for the parity harness.
enum FoundationValues {
    /// URLs of several schemes and parts: a query, a fragment, a port, percent-encoding.
    static let urls = [
        "https://example.com/a", "https://example.org/search?q=two%20words&page=2", "construkt://movie/42",
        "https://example.com/path#section", "mailto:someone@example.com", "file:///tmp/report.pdf",
        "https://user@example.com:8080/a/b/",
    ]

    /// Text of a value of `type` (a URL, a Date or a UUID).
    static func text(of type: ValueType, random: inout SeededRandom) -> String {
        switch type {
        case .url: return random.pick(urls)
        case .date: return date(&random)
        default: return uuid(&random)
        }
    }

    /// An instant between 1971 and 2090 in ISO 8601, in UTC or at an offset of another zone.
    private static func date(_ random: inout SeededRandom) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let day = "\(random.int(1971...2090))-\(two(random.int(1...12)))-\(two(random.int(1...28)))"
        let time = "\(two(random.int(0...23))):\(two(random.int(0...59))):\(two(random.int(0...59)))"
        return "\(day)T\(time)\(random.pick(["Z", "Z", "+02:00", "-05:30", "+14:00", "-11:00"]))"
    }

    /// 32 hexadecimal digits in groups of 8-4-4-4-12, in upper, lower or mixed case.
    private static func uuid(_ random: inout SeededRandom) -> String {
        let digits = random.pick([Array("0123456789ABCDEF"), Array("0123456789abcdef"), Array("0123456789aBcDeF")])
        return [8, 4, 4, 4, 12].map { count in String((0..<count).map { _ in random.pick(digits) }) }
            .joined(separator: "-")
    }

    /// Text the initializer of `type` refuses, which lint must reject (CK0405).
    static func refused(_ type: ValueType) -> String {
        switch type {
        case .url: "not a url"
        case .date: "2024-13-45"
        default: "42"
        }
    }

    /// The Swift that makes the value of `type` written `text`, as the emitter writes it.
    static func swift(_ type: ValueType, text: String) -> String {
        switch type {
        case .url: "URL(string: \"\(text)\")!"
        case .date: "ISO8601DateFormatter().date(from: \"\(text)\")!"
        default: "UUID(uuidString: \"\(text)\")!"
        }
    }

    /// The types a screen's state or param may have in the family: each value, an optional URL and
    /// lists to sort and search.
    static var stateTypes: [ValueType] { [.url, .date, .uuid, .optional(.url), .array(.date), .array(.uuid)] }
}
