import ConstruktReports
import Foundation

/// The params of the client's messages that the server reads (LSP 3.17), decoded from their JSON
/// into types: a message whose params do not decode is refused with InvalidParams (a request) or
/// ignored (a notification), never half applied.
extension JSONValue {
    /// The params decoded as `type`; an InvalidParams error naming `method` when they do not decode.
    func decoded<Params: Decodable>(as type: Params.Type, for method: String) throws(ResponseError) -> Params {
        do {
            return try JSONDecoder().decode(Params.self, from: Data(serialized()))
        } catch {
            throw ResponseError(code: .invalidParams, message: "the params of \(method) are not what it takes")
        }
    }
}

/// `initialize`: the position encodings the client offers.
struct InitializeParams: Decodable {
    struct Capabilities: Decodable {
        struct General: Decodable {
            var positionEncodings: [String]?
        }
        var general: General?
    }
    var capabilities: Capabilities?
}

/// A document named by its URI.
struct TextDocumentIdentifier: Decodable {
    var uri: String
}

/// `textDocument/didOpen`: the whole buffer, as the editor opened it.
struct DidOpenParams: Decodable {
    struct Item: Decodable {
        var uri: String
        var version: Int?
        var text: String
    }
    var textDocument: Item
}

/// `textDocument/didChange`: the buffer's new version and its edits, in order; an edit without a
/// range replaces the whole text.
struct DidChangeParams: Decodable {
    struct VersionedIdentifier: Decodable {
        var uri: String
        var version: Int?
    }
    struct Change: Decodable {
        var range: LSPRange?
        var text: String
    }
    var textDocument: VersionedIdentifier
    var contentChanges: [Change]
}

/// `textDocument/didSave`: the document saved and, as the server asks (`includeText`), its text.
struct DidSaveParams: Decodable {
    var textDocument: TextDocumentIdentifier
    var text: String?
}

/// A message about one document and nothing more (`didClose`, `didSave`, `documentSymbol`).
struct DocumentParams: Decodable {
    var textDocument: TextDocumentIdentifier
}

/// The requests a feature answers on the document they name, by method.
enum FeatureRequest: String {
    case completion = "textDocument/completion"
    case hover = "textDocument/hover"
    case definition = "textDocument/definition"
    case references = "textDocument/references"
    case prepareRename = "textDocument/prepareRename"
    case rename = "textDocument/rename"
    case codeAction = "textDocument/codeAction"
    case documentSymbol = "textDocument/documentSymbol"
}

/// A request about a document and, for most features, a position in it; `range` for code actions,
/// `context` for references and `newName` for rename.
struct FeatureParams: Decodable {
    /// References' context (a code action's context carries diagnostics, which are not read).
    struct Context: Decodable {
        var includeDeclaration: Bool?
    }
    var textDocument: TextDocumentIdentifier
    var position: LSPPosition?
    var range: LSPRange?
    var context: Context?
    var newName: String?
}
