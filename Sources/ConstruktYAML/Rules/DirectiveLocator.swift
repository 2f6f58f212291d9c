import ConstruktDiagnostics

/// Finds `%YAML` and `%TAG` directive lines in front of a document. libyaml reports the directives'
/// values but only one range for the whole document start.
enum DirectiveLocator {
    struct Directive {
        var name: String
        var range: Range<Int>
    }

    /// The directive lines between two 1-based lines, inclusive.
    static func directives(in file: SourceFile, fromLine first: Int, throughLine last: Int) -> [Directive] {
        guard first >= 1 else { return [] }
        let bytes = file.bytes
        var found: [Directive] = []
        for lineIndex in (first - 1)..<min(last, file.lineCount) {
            let start = file.lineStarts[lineIndex]
            guard start < bytes.count, bytes[start] == UInt8(ascii: "%") else { continue }
            var end = file.lineContentEnd(fromOffset: start)
            if let comment = bytes[start..<end].firstIndex(of: UInt8(ascii: "#")) { end = comment }
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            var nameEnd = start + 1
            while nameEnd < end, bytes[nameEnd] != 0x20, bytes[nameEnd] != 0x09 { nameEnd += 1 }
            found.append(Directive(name: String(decoding: bytes[start..<nameEnd], as: UTF8.self), range: start..<end))
        }
        return found
    }
}
