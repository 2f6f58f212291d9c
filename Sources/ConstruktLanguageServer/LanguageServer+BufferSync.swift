import ConstruktReports
import Foundation

/// Keeping each open buffer's text the editor's (Docs/editors.md, "Buffers in step"): an edit
/// that cannot be applied is never dropped in silence. The buffer is marked out of step, the
/// user is told, its diagnostics give way to one that says so, and its requests are refused as
/// ContentModified, until the editor sends its whole text again.
extension LanguageServer {
    /// Applies a `textDocument/didChange`, and tells the user when it put its buffer out of step.
    func change(_ params: JSONValue) -> [OutgoingMessage] {
        let method = "textDocument/didChange"
        let change: DidChangeParams
        do {
            change = try params.decoded(as: DidChangeParams.self, for: method)
        } catch {
            guard let uri = try? params.decoded(as: DocumentParams.self, for: method).textDocument.uri,
                var document = documents[uri]
            else {
                return [.logMessage(.error, "a \(method) notification was dropped: \(error.message)")]
            }
            document.loseStep(because: "an edit could not be read (\(error.message))")
            return update(document, wasInStep: documents[uri]?.outOfStep == nil)
        }
        guard var document = documents[change.textDocument.uri] else {
            return [.logMessage(.warning, "an edit of \(change.textDocument.uri), which is not open, was dropped")]
        }
        let wasInStep = document.outOfStep == nil
        document.apply(change.contentChanges, version: change.textDocument.version)
        return update(document, wasInStep: wasInStep)
    }

    /// Takes a saved buffer's text, which the save carries (the server asks for it) or which is
    /// now on disk: a buffer out of step is back in step.
    func resync(_ saved: DidSaveParams) {
        let uri = saved.textDocument.uri
        guard var document = documents[uri] else { return }
        if let text = saved.text {
            document.replaceText(with: text)
        } else if document.outOfStep != nil, let path = DocumentURI.path(of: uri),
            let bytes = FileManager.default.contents(atPath: path)
        {
            document.replaceText(with: String(decoding: bytes, as: UTF8.self))
        }
        documents[uri] = document
    }

    private func update(_ document: TextDocument, wasInStep: Bool) -> [OutgoingMessage] {
        documents[document.uri] = document
        markStale(document.uri)
        guard wasInStep, let reason = document.outOfStep else { return [] }
        let name = DocumentURI.path(of: document.uri).map { URL(fileURLWithPath: $0).lastPathComponent } ?? document.uri
        return [.showMessage(.warning, "\(name): \(TextDocument.outOfStepMessage(reason))")]
    }
}
