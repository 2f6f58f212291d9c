import ConstruktReports
import Foundation

/// A JSON-RPC 2.0 message the server writes: the result of a request, an error response, or a
/// notification. Results and params are the typed LSP values of this folder; `serialized()` is
/// the one place they become JSON.
public enum OutgoingMessage: Sendable {
    /// The answer to the request `id`, echoed as the request gave it (a number or a string, hence
    /// a `JSONValue`). A result of `nil` (no hover, no definition here) is written as LSP's
    /// `null`, never left out.
    case result(any Encodable & Sendable, id: JSONValue)
    case error(ResponseError)
    case notification(method: String, params: any Encodable & Sendable)

    /// A line for the client's log of the server (`window/logMessage`).
    static func logMessage(_ type: MessageParams.MessageType, _ message: String) -> OutgoingMessage {
        .notification(method: "window/logMessage", params: MessageParams(type: type, message: message))
    }

    /// A message the editor shows the user (`window/showMessage`).
    static func showMessage(_ type: MessageParams.MessageType, _ message: String) -> OutgoingMessage {
        .notification(method: "window/showMessage", params: MessageParams(type: type, message: message))
    }

    /// A document's diagnostics (`textDocument/publishDiagnostics`).
    static func publishDiagnostics(_ params: PublishDiagnosticsParams) -> OutgoingMessage {
        .notification(method: "textDocument/publishDiagnostics", params: params)
    }

    /// The message's JSON on one line, its objects' keys sorted (as `JSONValue.serialized()`
    /// writes them), so that its bytes never depend on the order members were declared in.
    public func serialized() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every value of a message is a string, an integer, a boolean or a JSON value read from
        // JSON text (which has no infinite number), all of which encode.
        return Array(try! encoder.encode(self))
    }
}

extension OutgoingMessage: Encodable {
    private enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error, method, params }

    /// JSON-RPC's `ResponseError` object.
    private struct ErrorObject: Encodable {
        var code: Int
        var message: String
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        switch self {
        case .result(let result, let id):
            try container.encode(id, forKey: .id)
            try container.encode(result, forKey: .result)
        case .error(let error):
            try container.encode(error.id, forKey: .id)
            try container.encode(ErrorObject(code: error.code.rawValue, message: error.message), forKey: .error)
        case .notification(let method, let params):
            try container.encode(method, forKey: .method)
            try container.encode(params, forKey: .params)
        }
    }
}
