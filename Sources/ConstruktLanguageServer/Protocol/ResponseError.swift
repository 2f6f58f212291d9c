import ConstruktReports

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
    /// The id of the request it answers, as the request gave it (a number or a string, hence a
    /// `JSONValue`); `null` when it could not be read.
    public var id: JSONValue

    public init(code: Code, message: String, id: JSONValue = .null) {
        self.code = code
        self.message = message
        self.id = id
    }
}
