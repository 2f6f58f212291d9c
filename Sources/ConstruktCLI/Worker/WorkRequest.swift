import Foundation

/// One request of Bazel's JSON worker protocol: the arguments of one action, as Bazel writes them
/// to a persistent worker's standard input. Bazel leaves out fields at their default (a
/// `requestId` of 0, empty lists), so every field is optional; `inputs` (paths and digests) are
/// not needed to run a command and are not read.
struct WorkRequest: Equatable, Sendable {
    /// The command line of the action, its arguments file already expanded by Bazel.
    var arguments: [String]
    /// Which request a response answers; 0 for a worker that runs one request at a time.
    var requestId: Int
    /// Whether Bazel asks to cancel the request `requestId` rather than to run one.
    var cancel: Bool

    /// Why a request's bytes are no request.
    struct Malformed: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// The fields as JSON spells them, each left out when at its default. The id is read as any
    /// number, so that one with a fraction is told apart from text that is no JSON.
    private struct Fields: Decodable {
        var arguments: [String]?
        var requestId: Double?
        var cancel: Bool?
    }

    /// The one field a malformed request may still hold readably.
    private struct Identifier: Decodable {
        var requestId: Int
    }

    /// Reads one request from the bytes of one JSON object.
    init(json: Data) throws(Malformed) {
        let fields: Fields
        do {
            fields = try JSONDecoder().decode(Fields.self, from: json)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.dataCorrupted(context) {
            throw Malformed(description: Self.describe(context, in: json))
        } catch {
            throw Malformed(description: "the request is no worker request: \(Self.excerpt(of: json))")
        }
        guard let requestId = Int(exactly: fields.requestId ?? 0) else {
            throw Malformed(description: "the request's requestId is not a whole number")
        }
        self.init(arguments: fields.arguments ?? [], requestId: requestId, cancel: fields.cancel ?? false)
    }

    init(arguments: [String], requestId: Int = 0, cancel: Bool = false) {
        self.arguments = arguments
        self.requestId = requestId
        self.cancel = cancel
    }

    /// The request id of bytes that are no request, when one can be read from them, so the
    /// response to a malformed request still answers it; else 0.
    static func requestId(inMalformed json: Data) -> Int {
        (try? JSONDecoder().decode(Identifier.self, from: json))?.requestId ?? 0
    }

    private static func describe(_ context: DecodingError.Context, in json: Data) -> String {
        guard let field = context.codingPath.first?.stringValue else {
            return "the request is no JSON object: \(excerpt(of: json))"
        }
        switch field {
        case "arguments": return "the request's arguments are not a list of strings"
        case "requestId": return "the request's requestId is not a whole number"
        default: return "the request's \(field) is not a boolean"
        }
    }

    /// The start of `json`, enough to recognize it in a message.
    private static func excerpt(of json: Data) -> String {
        let text = String(decoding: json.prefix(200), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return json.count > 200 ? text + "…" : text
    }
}
