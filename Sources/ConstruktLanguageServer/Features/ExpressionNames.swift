/// The names an expression text refers to, with their byte offsets in it: `$name` shorthands and
/// the identifiers inside `${…}` that are not members (`movie.title` refers to `movie` only) and
/// not inside string literals.
enum ExpressionNames {
    static func scan(_ bytes: ArraySlice<UInt8>) -> [(name: String, start: Int, end: Int)] {
        var found: [(String, Int, Int)] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "$") else {
                index += 1
                continue
            }
            let next = index + 1
            if next < bytes.endIndex, bytes[next] == UInt8(ascii: "{") {
                index = scanBraces(bytes, from: next + 1, into: &found)
            } else {
                let end = identifierEnd(bytes, from: next)
                if end > next { found.append((String(decoding: bytes[next..<end], as: UTF8.self), next, end)) }
                index = max(end, next)
            }
        }
        return found
    }

    private static func scanBraces(_ bytes: ArraySlice<UInt8>, from start: Int, into found: inout [(String, Int, Int)])
        -> Int
    {
        var index = start
        var quote: UInt8?
        var depth = 0
        while index < bytes.endIndex {
            let byte = bytes[index]
            if let open = quote {
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == open { quote = nil }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                quote = byte
                index += 1
            case UInt8(ascii: "{"):
                depth += 1
                index += 1
            case UInt8(ascii: "}"):
                if depth == 0 { return index + 1 }
                depth -= 1
                index += 1
            default:
                guard isIdentifierStart(byte) else {
                    index += 1
                    continue
                }
                let end = identifierEnd(bytes, from: index)
                let isMember = index > start && bytes[index - 1] == UInt8(ascii: ".")
                if !isMember { found.append((String(decoding: bytes[index..<end], as: UTF8.self), index, end)) }
                index = end
            }
        }
        return index
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_")
    }

    private static func identifierEnd(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        var end = start
        while end < bytes.endIndex,
            isIdentifierStart(bytes[end]) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end])
        { end += 1 }
        return end
    }
}
