import ConstruktReports

/// What the server tells the client it can do, in its answer to `initialize`.
enum ServerCapabilities {
    static func json(encoding: PositionEncoding) -> JSONValue {
        [
            "positionEncoding": .string(encoding.rawValue),
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": true]],
            "completionProvider": ["triggerCharacters": ["$", "{", ".", ":", " "], "resolveProvider": false],
            "hoverProvider": true,
            "definitionProvider": true,
            "referencesProvider": true,
            "renameProvider": ["prepareProvider": true],
            "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            "documentSymbolProvider": true,
        ]
    }
}
