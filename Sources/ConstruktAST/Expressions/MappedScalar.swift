/// One decoded Unicode scalar of a scalar value and the source bytes it was read from: a plain
/// character maps to its own bytes, an escape such as `\u00e9` to the whole escape, a folded line
/// break to the line break in the file.
struct MappedScalar: Hashable, Sendable {
    var scalar: Unicode.Scalar
    /// Byte offset of the first source byte, in the file.
    var start: Int
    /// Byte offset just past the last source byte, in the file.
    var end: Int

    /// The source characters of `bytes[range]`, decoded leniently: a byte that does not start a
    /// valid UTF-8 sequence becomes U+FFFD covering that one byte.
    static func sourceScalars(of bytes: [UInt8], in range: Range<Int>) -> [MappedScalar] {
        var result: [MappedScalar] = []
        result.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let (scalar, length) = decodeUTF8(bytes, at: index, limit: range.upperBound)
            result.append(MappedScalar(scalar: scalar, start: index, end: index + length))
            index += length
        }
        return result
    }

    private static func decodeUTF8(_ bytes: [UInt8], at index: Int, limit: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        let replacement: (Unicode.Scalar, Int) = ("\u{FFFD}", 1)
        let length: Int
        var value: UInt32
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: return replacement
        }
        guard index + length <= limit else { return replacement }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return replacement }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return replacement }
        return (scalar, length)
    }
}
