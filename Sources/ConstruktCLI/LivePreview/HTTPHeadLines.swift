/// The lines of a request head, each without its line ending (LF, or CR LF). A CR anywhere else,
/// or a line that starts with a space or a tab (a field folded onto two lines, which RFC 9112
/// lets a server refuse), is refused with 400 Bad Request.
struct HTTPHeadLines {
    private var rest: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) {
        rest = bytes
    }

    /// The next line, or nil after the last one.
    mutating func next() throws(HTTPStatus) -> ArraySlice<UInt8>? {
        guard !rest.isEmpty else { return nil }
        let end = rest.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
        var line = rest[rest.startIndex..<end]
        rest = end < rest.endIndex ? rest[(end + 1)...] : rest[rest.endIndex...]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        if line.contains(UInt8(ascii: "\r")) || line.first == UInt8(ascii: " ") || line.first == UInt8(ascii: "\t") {
            throw .badRequest
        }
        return line
    }
}
