import ConstruktReports

/// One JSON-RPC 2.0 message from the client: a request (with an id, answered), a notification
/// (no id), or a response to a request the server sent. The id stays a `JSONValue` because
/// JSON-RPC lets it be a number or a string, which the answer must echo as it came; the params stay
/// one until the handler of the method decodes them into its params type (`ClientParams.swift`).
public enum RPCMessage: Equatable, Sendable {
    case request(id: JSONValue, method: String, params: JSONValue)
    case notification(method: String, params: JSONValue)
    case response(id: JSONValue)

    /// Reads a message's JSON content; an error response's content when it is not a message.
    public static func read(_ content: [UInt8]) -> Result<RPCMessage, ResponseError> {
        guard let json = JSONValue.parse(content) else {
            return .failure(ResponseError(code: .parseError, message: "the message is not JSON"))
        }
        guard case .object = json else {
            return .failure(ResponseError(code: .invalidRequest, message: "a message is a JSON object"))
        }
        let id = json["id"]
        guard let method = json["method"]?.stringValue else {
            if let id, json["result"] != nil || json["error"] != nil { return .success(.response(id: id)) }
            return .failure(ResponseError(code: .invalidRequest, message: "the message has no method", id: id ?? .null))
        }
        let params = json["params"] ?? .null
        guard let id else { return .success(.notification(method: method, params: params)) }
        switch id {
        case .int, .double, .string: return .success(.request(id: id, method: method, params: params))
        default:
            return .failure(ResponseError(code: .invalidRequest, message: "a request's id is a number or a string"))
        }
    }
}
