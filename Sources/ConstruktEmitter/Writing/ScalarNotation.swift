/// The two ways the emitter writes a scalar it will not show raw: as a Swift escape in generated
/// text, and as a code point in messages.
extension Unicode.Scalar {
    /// `\u{X}`: uppercase hex without leading zeros, as Swift string literals read it.
    var swiftEscape: String {
        "\\u{" + String(value, radix: 16, uppercase: true) + "}"
    }

    /// `U+XXXX`, at least four hex digits, as Unicode writes it.
    var codePoint: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Whether the scalar is printable ASCII, 0x20 (space) to 0x7E (`~`).
    var isPrintableASCII: Bool {
        (0x20...0x7E).contains(value)
    }
}

extension String {
    /// The text for a message: printable ASCII as it is, any other scalar as `<U+XXXX>`, so that
    /// invisible and look-alike characters show.
    var visibleInMessages: String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar.isPrintableASCII {
                result.unicodeScalars.append(scalar)
            } else {
                result += "<" + scalar.codePoint + ">"
            }
        }
        return result
    }
}
