/// How user text appears inside diagnostic messages and dumps: quoted safely, invisible and
/// control characters spelled as `\u{…}`, and long texts shortened.
enum TextDisplay {
    /// `text` with characters a reader cannot see written as escapes, cut after `limit` characters.
    static func quoted(_ text: String, limit: Int = 60) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            count += 1
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\\": result += "\\\\"
            default:
                if CharacterRules.isInvisible(scalar) || CharacterRules.isForbiddenControl(scalar) {
                    result += "\\u{\(hex(scalar.value))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `U+0007`-style name of a code point.
    static func codePoint(_ value: UInt32) -> String {
        "U+" + hex(value)
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
