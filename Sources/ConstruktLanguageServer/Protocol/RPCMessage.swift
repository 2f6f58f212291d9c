import ConstruktReports

/// One JSON-RPC 2.0 message from the client: a request (with an id, answered), a notification
/// (no id), or a response to a request the server sent.
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

/// A JSON-RPC error, as a response carries it.
public struct ResponseError: Error, Equatable, Sendable {
    /// The error codes of JSON-RPC and of LSP that this server sends.
    public enum Code: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case requestCancelled = -32800
        case contentModified = -32801
        case requestFailed = -32803
    }

    public var code: Code
    public var message: String
    /// The id of the request it answers, `null` when it could not be read.
    public var id: JSONValue

    public init(code: Code, message: String, id: JSONValue = .null) {
        self.code = code
        self.message = message
        self.id = id
    }
}

/// The JSON of the messages the server writes.
public enum OutgoingMessage {
    public static func result(_ result: JSONValue, id: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    public static func error(_ error: ResponseError) -> JSONValue {
        [
            "jsonrpc": "2.0", "id": error.id,
            "error": ["code": .int(error.code.rawValue), "message": .string(error.message)],
        ]
    }

    public static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    /// How serious a message to the user is: LSP's `MessageType`.
    public enum MessageType: Int, Sendable {
        case error = 1
        case warning = 2
        case info = 3
        case log = 4
    }

    /// A line for the client's log of the server (`window/logMessage`).
    public static func logMessage(_ type: MessageType, _ message: String) -> JSONValue {
        notification("window/logMessage", ["type": .int(type.rawValue), "message": .string(message)])
    }

    /// A message the editor shows the user (`window/showMessage`).
    public static func showMessage(_ type: MessageType, _ message: String) -> JSONValue {
        notification("window/showMessage", ["type": .int(type.rawValue), "message": .string(message)])
    }
}
