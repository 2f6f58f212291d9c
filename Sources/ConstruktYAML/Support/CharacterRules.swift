/// Which characters construkt files may not hold, and their names for messages.
enum CharacterRules {
    /// C0 controls other than tab, line feed and carriage return; DEL; C1 controls (NEL among them);
    /// and the line and paragraph separators.
    static func isForbiddenControl(_ scalar: Unicode.Scalar) -> Bool {
        isForbiddenControl(scalar.value, allowCarriageReturn: false)
    }

    static func isForbiddenControl(_ value: UInt32, allowCarriageReturn: Bool) -> Bool {
        switch value {
        case 0x09, 0x0A: return false
        case 0x0D: return !allowCarriageReturn
        case 0x00...0x1F, 0x7F, 0x80...0x9F, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Zero-width characters that make two different keys look the same.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200D, 0x2060, 0xFEFF: return true
        default: return false
        }
    }

    /// "U+0007 (BEL)", "U+200B ZERO WIDTH SPACE", …
    static func describe(_ value: UInt32) -> String {
        let code = TextDisplay.codePoint(value)
        if let name = name(of: value) { return "\(code) (\(name))" }
        return code
    }

    private static let c0Names = [
        "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "TAB", "LF", "VT", "FF", "CR",
        "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC",
        "FS", "GS", "RS", "US",
    ]

    private static func name(of value: UInt32) -> String? {
        switch value {
        case 0x00...0x1F: return c0Names[Int(value)]
        case 0x7F: return "DEL"
        case 0x85: return "NEL, next line"
        case 0x80...0x9F: return "a C1 control character"
        case 0x2028: return "LINE SEPARATOR"
        case 0x2029: return "PARAGRAPH SEPARATOR"
        case 0x200B: return "ZERO WIDTH SPACE"
        case 0x200C: return "ZERO WIDTH NON-JOINER"
        case 0x200D: return "ZERO WIDTH JOINER"
        case 0x2060: return "WORD JOINER"
        case 0xFEFF: return "ZERO WIDTH NO-BREAK SPACE, byte order mark"
        default: return nil
        }
    }
}
