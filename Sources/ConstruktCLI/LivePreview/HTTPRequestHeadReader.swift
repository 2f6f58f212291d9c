/// Reads the head of one request from the pieces a client sends it in, and decides as soon as it
/// can: the head, or the status that refuses it. Each byte is looked at once as it arrives and
/// once more when the whole head is parsed, so the work is linear in what was sent; and
/// `bytesWanted` never asks for more than one byte past a limit, so a head of a megabyte costs
/// what one just over the limit costs (HTTPServerLimits).
struct HTTPRequestHeadReader {
    /// Where the reading stands after the bytes read so far.
    enum Progress: Equatable {
        case needsMore
        case complete(HTTPRequestHead)
        case refused(HTTPStatus)
    }

    let requestLineLimit: Int
    let headerSectionLimit: Int
    let fieldCountLimit: Int
    private(set) var progress = Progress.needsMore
    private var bytes: [UInt8] = []
    /// Where the header fields start, once the request line has ended.
    private var headerStart: Int?
    private var lineStart = 0
    private var fieldCount = 0

    init(
        requestLineLimit: Int = HTTPServerLimits.requestLineBytes,
        headerSectionLimit: Int = HTTPServerLimits.headerSectionBytes,
        fieldCountLimit: Int = HTTPServerLimits.headerFieldCount
    ) {
        self.requestLineLimit = requestLineLimit
        self.headerSectionLimit = headerSectionLimit
        self.fieldCountLimit = fieldCountLimit
    }

    /// How many more bytes may be read before the reader has a head or a refusal: at most one past
    /// the limit that applies now. Zero once it has decided.
    var bytesWanted: Int {
        guard progress == .needsMore else { return 0 }
        if let headerStart { return headerSectionLimit + 1 - (bytes.count - headerStart) }
        // The line may end in CR LF, which its limit does not count.
        return requestLineLimit + 2 - bytes.count
    }

    /// Takes the next bytes the client sent (those after a decision are not looked at).
    mutating func read(_ chunk: some Collection<UInt8>) -> Progress {
        for byte in chunk {
            guard progress == .needsMore else { break }
            bytes.append(byte)
            progress = headerStart == nil ? afterRequestLineByte(byte) : afterHeaderByte(byte)
        }
        return progress
    }

    private mutating func afterRequestLineByte(_ byte: UInt8) -> Progress {
        let end = bytes.count - 1
        guard byte == UInt8(ascii: "\n") else {
            return bytes.count > requestLineLimit + 1 ? .refused(.uriTooLong) : .needsMore
        }
        let length = end > 0 && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
        if length > requestLineLimit { return .refused(.uriTooLong) }
        if length == 0 { return .refused(.badRequest) }
        headerStart = bytes.count
        lineStart = bytes.count
        return .needsMore
    }

    private mutating func afterHeaderByte(_ byte: UInt8) -> Progress {
        let end = bytes.count - 1
        if let headerStart, bytes.count - headerStart > headerSectionLimit {
            return .refused(.requestHeaderFieldsTooLarge)
        }
        guard byte == UInt8(ascii: "\n") else { return .needsMore }
        let isBlank = end == lineStart || (end == lineStart + 1 && bytes[lineStart] == UInt8(ascii: "\r"))
        lineStart = bytes.count
        if isBlank {
            do {
                return .complete(try HTTPRequestHead(parsing: bytes[...]))
            } catch {
                return .refused(error)
            }
        }
        fieldCount += 1
        return fieldCount > fieldCountLimit ? .refused(.requestHeaderFieldsTooLarge) : .needsMore
    }
}
