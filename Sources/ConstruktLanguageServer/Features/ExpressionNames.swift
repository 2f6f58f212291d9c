/// The names an expression text refers to, with their byte offsets in it: `$name` shorthands and
/// the identifiers inside `${…}` that are not members (`movie.title` refers to `movie` only), not
/// inside string literals, and not a closure's parameters (`g` in `{ g in g.name }`), which hide
/// the outer names they share.
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
        // The parameters of each closure open around the cursor, innermost last.
        var closures: [Set<String>] = []
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
                let (parameters, bodyStart) = closureParameters(bytes, from: index + 1)
                closures.append(parameters)
                index = bodyStart
            case UInt8(ascii: "}"):
                if depth == 0 { return index + 1 }
                depth -= 1
                closures.removeLast()
                index += 1
            default:
                guard isIdentifierStart(byte) else {
                    index += 1
                    continue
                }
                let end = identifierEnd(bytes, from: index)
                let isMember = index > start && bytes[index - 1] == UInt8(ascii: ".")
                let name = String(decoding: bytes[index..<end], as: UTF8.self)
                if !isMember, !closures.contains(where: { $0.contains(name) }) { found.append((name, index, end)) }
                index = end
            }
        }
        return index
    }

    /// The names a closure whose `{` ends before `start` declares (`a, b in`, `(a, b) in`), and
    /// where its body starts; none, and `start`, when it names none (`{ $0.name }`).
    private static func closureParameters(_ bytes: ArraySlice<UInt8>, from start: Int) -> (Set<String>, Int) {
        var index = start
        func skipBlanks() {
            while index < bytes.endIndex,
                [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "("), UInt8(ascii: ")")]
                    .contains(bytes[index])
            { index += 1 }
        }
        var names: Set<String> = []
        while true {
            skipBlanks()
            guard index < bytes.endIndex, isIdentifierStart(bytes[index]) else { return ([], start) }
            let end = identifierEnd(bytes, from: index)
            let name = String(decoding: bytes[index..<end], as: UTF8.self)
            index = end
            if name == "in" { return names.isEmpty ? ([], start) : (names, index) }
            names.insert(name)
            skipBlanks()
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: ",") { index += 1 }
        }
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
