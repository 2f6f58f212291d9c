import ConstruktReports

@testable import ConstruktLanguageServer

/// A message the server sends, read back as the client reads it: tests look into the JSON that
/// goes on the wire, not into the server's types.
extension OutgoingMessage {
    var wire: JSONValue { JSONValue.parse(serialized()) ?? .null }

    subscript(key: String) -> JSONValue? { wire[key] }
}
