/// A named rewrite applied to a scalar's text before it is emitted (`normalize:`).
public enum TextNormalization: String, CaseIterable, Hashable, Sendable {
    /// `#abc` → `#aabbcc`, `#abcd` → `#aabbccdd`; other lengths are left alone.
    case expandShortHex

    /// The text after the rewrite.
    public func apply(to text: String) -> String {
        switch self {
        case .expandShortHex:
            guard text.hasPrefix("#"), text.count == 4 || text.count == 5 else { return text }
            return "#" + text.dropFirst().map { "\($0)\($0)" }.joined()
        }
    }
}
