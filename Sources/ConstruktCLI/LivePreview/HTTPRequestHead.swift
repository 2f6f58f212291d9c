/// The head of one HTTP/1.x request as the live preview's server reads it: the request line's
/// method, target and version, and the header fields in their order.
struct HTTPRequestHead: Equatable, Sendable {
    let method: String
    let target: String
    /// `HTTP/1.0` or `HTTP/1.1`.
    let version: String
    let fields: [HTTPField]

    init(method: String, target: String, version: String, fields: [HTTPField]) {
        self.method = method
        self.target = target
        self.version = version
        self.fields = fields
    }

    /// Parses a whole head: the request line and the field lines, each ended by LF or CR LF, up to
    /// the blank line that ends them. Throws the status that refuses it: 400 Bad Request for what
    /// is not HTTP/1.x syntax (a folded field line among it), 505 for another HTTP version. It
    /// looks at each byte a bounded number of times; the size limits are HTTPRequestHeadReader's,
    /// which hands it a head only once the head fits them.
    init(parsing bytes: ArraySlice<UInt8>) throws(HTTPStatus) {
        var lines = HTTPHeadLines(bytes)
        guard let requestLine = try lines.next(), !requestLine.isEmpty else { throw .badRequest }
        let parts = requestLine.split(separator: Self.space, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(Self.isTokenByte),
            !parts[1].isEmpty, parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F })
        else { throw .badRequest }
        method = String(decoding: parts[0], as: UTF8.self)
        target = String(decoding: parts[1], as: UTF8.self)
        version = try Self.version(parts[2])
        var fields: [HTTPField] = []
        while let line = try lines.next(), !line.isEmpty {
            fields.append(try Self.field(line))
        }
        self.fields = fields
    }

    /// The values of the fields named `name` (in lower case), in their order.
    func values(of name: String) -> [String] {
        fields.filter { $0.name == name }.map(\.value)
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")

    private static func version(_ bytes: ArraySlice<UInt8>) throws(HTTPStatus) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        if text == "HTTP/1.1" || text == "HTTP/1.0" { return text }
        let digits = Array(bytes.dropFirst(5))
        if bytes.starts(with: "HTTP/".utf8), digits.count == 3, digits[1] == UInt8(ascii: "."),
            digits[0] >= UInt8(ascii: "0"), digits[0] <= UInt8(ascii: "9"),
            digits[2] >= UInt8(ascii: "0"), digits[2] <= UInt8(ascii: "9")
        {
            throw .httpVersionNotSupported
        }
        throw .badRequest
    }

    private static func field(_ line: ArraySlice<UInt8>) throws(HTTPStatus) -> HTTPField {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { throw .badRequest }
        let name = line[line.startIndex..<colon]
        guard !name.isEmpty, name.allSatisfy(isTokenByte) else { throw .badRequest }
        var value = line[(colon + 1)...]
        while let first = value.first, first == space || first == tab { value = value.dropFirst() }
        while let last = value.last, last == space || last == tab { value = value.dropLast() }
        guard value.allSatisfy({ $0 == tab || ($0 >= 0x20 && $0 != 0x7F) }) else { throw .badRequest }
        return HTTPField(
            name: String(decoding: name, as: UTF8.self).lowercased(), value: String(decoding: value, as: UTF8.self))
    }

    /// A byte of a token (RFC 9110 §5.6.2): a method or a field name.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return true
        default:
            return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}
