/// Cuts the bytes of a worker's standard input into the JSON objects Bazel writes there one after
/// another, whether each sits on one line or is spread over many: an object ends where its
/// outermost brace closes, braces inside strings aside. Text that is no object (a line that does
/// not start with `{`) comes out as a chunk of its own, up to its line's end, so a malformed
/// request gets an answer and the ones after it still run.
struct JSONObjectStream {
    private var pending: [UInt8] = []
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var outsideObject = false

    /// Takes the next bytes and returns every object (or stray chunk) they complete, in order.
    mutating func append(_ bytes: some Sequence<UInt8>) -> [[UInt8]] {
        var complete: [[UInt8]] = []
        for byte in bytes {
            if pending.isEmpty && !outsideObject {
                if Self.isWhitespace(byte) { continue }
                outsideObject = byte != UInt8(ascii: "{")
            }
            pending.append(byte)
            if outsideObject {
                if byte == UInt8(ascii: "\n") { complete.append(takePending()) }
                continue
            }
            if scan(byte) { complete.append(takePending()) }
        }
        return complete
    }

    /// What is left when the input ends: an unfinished object or stray text, if any.
    mutating func finish() -> [UInt8]? {
        pending.allSatisfy(Self.isWhitespace) ? nil : takePending()
    }

    /// Follows strings and braces; true when `byte` closes the outermost object.
    private mutating func scan(_ byte: UInt8) -> Bool {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            return false
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            return depth <= 0
        default: break
        }
        return false
    }

    private mutating func takePending() -> [UInt8] {
        defer {
            pending = []
            depth = 0
            inString = false
            escaped = false
            outsideObject = false
        }
        return pending
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "\t")
    }
}
