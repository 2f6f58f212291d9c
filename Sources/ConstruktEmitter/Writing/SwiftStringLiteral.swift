/// Any text as a Swift string literal that is safe to paste into generated code: one line between
/// plain double quotes, printable ASCII only.
///
/// `\` and `"` are escaped, and every scalar outside printable ASCII (0x20–0x7E) is written as
/// `\u{X}` (uppercase hex, no leading zeros): TAB, CR, LF, NUL, DEL, bidi controls, zero-width
/// characters, emoji and letters alike. So a value can neither end the literal, nor interpolate
/// (`\(` comes out as `\\(`), nor reorder how the line is shown to a reviewer (Trojan Source).
/// Raw (`#"…"#`) and multi-line (`"""`) literals are never used.
public struct SwiftStringLiteral: Hashable, Sendable, CustomStringConvertible {
    /// The text the literal evaluates to.
    public let value: String
    /// The literal as Swift source, quotes included.
    public let source: String

    public init(_ value: String) {
        self.value = value
        var text = value
        // Most text needs no escape at all, which one pass over its bytes tells.
        if text.withUTF8({
            $0.allSatisfy { $0 >= 0x20 && $0 <= 0x7E && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }
        }) {
            source = "\"" + value + "\""
            return
        }
        var source = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": source += "\\\\"
            case "\"": source += "\\\""
            case _ where scalar.isPrintableASCII: source.unicodeScalars.append(scalar)
            default: source += scalar.swiftEscape
            }
        }
        source += "\""
        self.source = source
    }

    public var description: String { source }
}
