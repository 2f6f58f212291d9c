import ConstruktReports

@testable import ConstruktLanguageServer

/// A server holding an app of open buffers alone, in a folder that does not exist, asked at
/// places named by the text around them.
struct OpenBuffers {
    let folder: String
    let files: [String: String]
    let server = LanguageServer(reference: .catalogDocs)

    /// Starts a server and opens each file, by its name in `folder`.
    init(folder: String, files: [String: String]) {
        self.folder = folder
        self.files = files
        _ = server.handle(
            JSONValue.object(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
                .serialized())
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            _ = server.handle(
                JSONValue.object([
                    "jsonrpc": "2.0", "method": "textDocument/didOpen",
                    "params": [
                        "textDocument": [
                            "uri": .string(uri(name)), "languageId": "yaml", "version": 1, "text": .string(text),
                        ]
                    ],
                ]).serialized())
        }
        _ = server.runChecks()
    }

    func uri(_ name: String) -> String { "\(folder)/\(name)" }

    /// The position `offset` characters into the first `needle` of a file.
    func position(_ needle: String, _ offset: Int = 0, in name: String) -> JSONValue {
        let text = files[name] ?? ""
        guard let found = text.range(of: needle) else { return .null }
        let before = text[..<found.lowerBound]
        let line = before.filter { $0 == "\n" }.count
        let column =
            before.count
            - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0)
        return ["line": .int(line), "character": .int(column + offset)]
    }

    /// The whole answer to a request at a position of a file.
    func answer(_ method: String, at needle: String, _ offset: Int = 0, in name: String, newName: String? = nil)
        -> JSONValue?
    {
        var params: JSONValue = [
            "textDocument": ["uri": .string(uri(name))], "position": position(needle, offset, in: name),
        ]
        if let newName { params = params.merging(["newName": .string(newName)]) }
        if method == "textDocument/references" { params = params.merging(["context": ["includeDeclaration": true]]) }
        return server.handle(
            JSONValue.object(["jsonrpc": "2.0", "id": 2, "method": .string(method), "params": params]).serialized()
        ).first?.wire
    }

    func ask(_ method: String, at needle: String, _ offset: Int = 0, in name: String, newName: String? = nil)
        -> JSONValue?
    {
        answer(method, at: needle, offset, in: name, newName: newName)?["result"]
    }

    /// How many edits a rename at a place makes in each file, by the file's name.
    func renameEdits(at needle: String, _ offset: Int = 0, in name: String, to newName: String) -> [String: Int] {
        let edit = ask("textDocument/rename", at: needle, offset, in: name, newName: newName)
        var counts: [String: Int] = [:]
        for (uri, edits) in edit?["changes"]?.members ?? [:] {
            counts[String(uri.dropFirst(folder.count + 1))] = edits.arrayValue?.count ?? 0
        }
        return counts
    }

    /// The text of the hover at a place.
    func hover(at needle: String, _ offset: Int = 0, in name: String) -> String? {
        ask("textDocument/hover", at: needle, offset, in: name)?["contents"]?["value"]?.stringValue
    }
}
