import ConstruktDiagnostics

/// Finds the exact `&anchor` and `!tag` tokens in front of a node. libyaml reports the node's start
/// (the first property) but not where each property is, so this walks the few bytes from there.
enum NodePropertyLocator {
    struct Properties {
        var anchor: Range<Int>?
        var tag: Range<Int>?
    }

    /// - Parameters:
    ///   - offset: the node's start, where libyaml's mark points.
    ///   - anchorName: the anchor libyaml read, whose UTF-8 length gives the token's end.
    static func locate(in bytes: [UInt8], from offset: Int, anchorName: String?) -> Properties {
        var found = Properties()
        var cursor = offset
        for _ in 0..<2 {
            cursor = skipSeparation(in: bytes, from: cursor)
            guard cursor < bytes.count else { break }
            if bytes[cursor] == UInt8(ascii: "&"), found.anchor == nil {
                let end = min(cursor + 1 + (anchorName?.utf8.count ?? 0), bytes.count)
                found.anchor = cursor..<end
                cursor = end
            } else if bytes[cursor] == UInt8(ascii: "!"), found.tag == nil {
                let end = tagEnd(in: bytes, from: cursor)
                found.tag = cursor..<end
                cursor = end
            } else {
                break
            }
        }
        return found
    }

    private static func skipSeparation(in bytes: [UInt8], from start: Int) -> Int {
        var cursor = start
        while cursor < bytes.count {
            switch bytes[cursor] {
            case 0x20, 0x09, 0x0A, 0x0D:
                cursor += 1
            case UInt8(ascii: "#"):
                while cursor < bytes.count, bytes[cursor] != 0x0A, bytes[cursor] != 0x0D { cursor += 1 }
            default:
                return cursor
            }
        }
        return cursor
    }

    private static func tagEnd(in bytes: [UInt8], from start: Int) -> Int {
        var cursor = start + 1
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "<") {
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">"), bytes[cursor] != 0x0A, bytes[cursor] != 0x0D
            {
                cursor += 1
            }
            return min(cursor + 1, bytes.count)
        }
        while cursor < bytes.count {
            switch bytes[cursor] {
            case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"),
                UInt8(ascii: "{"), UInt8(ascii: "}"):
                return cursor
            default:
                cursor += 1
            }
        }
        return cursor
    }
}
