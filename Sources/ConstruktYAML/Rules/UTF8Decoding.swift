/// Strict UTF-8 decoding of one sequence, with the reason when the bytes are not UTF-8 (RFC 3629:
/// no overlong forms, no surrogates, nothing above U+10FFFF). A bad sequence is reported once:
/// the continuation bytes that belong to it are part of the same problem.
enum UTF8Decoding {
    enum Result: Equatable {
        case scalar(UInt32, length: Int)
        /// `length` covers the bytes that make up the bad sequence.
        case invalid(length: Int, reason: String)
    }

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Result {
        let lead = bytes[offset]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F:
            return .scalar(UInt32(lead), length: 1)
        case 0x80...0xBF:
            let length = badSequenceLength(bytes, at: offset, maximum: 4)
            return .invalid(
                length: length, reason: "\(hex(bytes, offset, length)) continues a character that never started")
        case 0xC0, 0xC1:
            let length = badSequenceLength(bytes, at: offset, maximum: 2)
            return .invalid(
                length: length, reason: "\(hex(bytes, offset, length)) is an overlong encoding, which UTF-8 forbids")
        case 0xC2...0xDF:
            length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xE1...0xEF:
            length = 3
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3:
            length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default:
            let length = badSequenceLength(bytes, at: offset, maximum: 4)
            return .invalid(length: length, reason: "the byte \(hex(lead)) never appears in UTF-8")
        }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for index in 1..<length {
            let position = offset + index
            guard position < bytes.count else {
                return .invalid(
                    length: index, reason: "the file ends in the middle of the sequence starting with \(hex(lead))")
            }
            let byte = bytes[position]
            if index == 1, byte & 0xC0 == 0x80, !secondRange.contains(byte) {
                let badLength = badSequenceLength(bytes, at: offset, maximum: length)
                let sequence = hex(bytes, offset, badLength)
                switch lead {
                case 0xE0, 0xF0:
                    return .invalid(
                        length: badLength, reason: "\(sequence) is an overlong encoding, which UTF-8 forbids")
                case 0xED:
                    return .invalid(
                        length: badLength, reason: "\(sequence) encodes a UTF-16 surrogate, which UTF-8 forbids")
                default: return .invalid(length: badLength, reason: "\(sequence) encodes a code point above U+10FFFF")
                }
            }
            guard byte & 0xC0 == 0x80 else {
                return .invalid(
                    length: index,
                    reason:
                        "the sequence starting with \(hex(lead)) is cut short: \(hex(byte)) is not a continuation byte")
            }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return .scalar(value, length: length)
    }

    /// The lead byte and the continuation bytes after it, at most `maximum` bytes in all.
    private static func badSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, maximum: Int) -> Int {
        var length = 1
        while length < maximum, offset + length < bytes.count, bytes[offset + length] & 0xC0 == 0x80 { length += 1 }
        return length
    }

    private static func hex(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int, _ length: Int) -> String {
        (offset..<offset + length).map { hex(bytes[$0]) }.joined(separator: " ")
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" + digits : digits)
    }
}
