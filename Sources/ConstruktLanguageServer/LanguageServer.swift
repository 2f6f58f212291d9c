import ConstruktChecker
import ConstruktDiagnostics
import ConstruktReports
import Foundation

/// The language server's state and its answers: open buffers, the apps they belong to as last
/// checked, and a handler for each LSP method. It does no input or output itself: `handle` takes
/// one message's content and returns the messages to send, and `runChecks` checks the apps edits
/// made stale and returns their `publishDiagnostics` notifications (see `StdioServer`).
public final class LanguageServer: @unchecked Sendable {
    private enum Lifecycle { case starting, running, shuttingDown }

    private let reference: ReferenceTexts
    private let checker = AppChecker()
    private var lifecycle = Lifecycle.starting
    private var encoding = PositionEncoding.utf16
    var documents: [String: TextDocument] = [:]
    private var analyses: [String: AppAnalysis] = [:]
    private var staleRoots: Set<String> = []
    /// What was last published for each open buffer: its version and diagnostics. A buffer gets
    /// diagnostics again after each edit of its own, and when another file's edit changed them.
    private var published: [String: (version: Int, diagnostics: [LSPDiagnostic])] = [:]
    private var nameIndexes: [String: NameIndex] = [:]
    /// The diagnostics a request's check published, sent after its answer.
    private var publishedByRequest: [OutgoingMessage] = []
    /// Whether the client cancelled the request being answered.
    private var isRequestCancelled: () -> Bool = { false }
    /// Set by `exit`: the status the process ends with.
    public private(set) var exitStatus: Int32?

    public init(reference: ReferenceTexts) {
        self.reference = reference
    }

    /// Whether an edit left an app to check.
    public var hasStaleApps: Bool { !staleRoots.isEmpty }

    /// Answers one message's content: the responses and notifications to send now.
    public func handle(_ content: [UInt8]) -> [OutgoingMessage] {
        handle(RPCMessage.read(content))
    }

    /// Answers one message as read: the responses and notifications to send now. A request whose
    /// answer waits for a check is answered with the RequestCancelled error when `isCancelled`
    /// becomes true during that check (the client sent `$/cancelRequest` for it).
    public func handle(_ message: Result<RPCMessage, ResponseError>, isCancelled: @escaping () -> Bool = { false })
        -> [OutgoingMessage]
    {
        switch message {
        case .failure(let error): return [.error(error)]
        case .success(.response): return []
        case .success(.notification(let method, let params)):
            do {
                return try notify(method, params)
            } catch {
                return [.logMessage(.error, "a \(method) notification was dropped: \(error.message)")]
            }
        case .success(.request(let id, let method, let params)):
            isRequestCancelled = isCancelled
            defer {
                isRequestCancelled = { false }
                publishedByRequest = []
            }
            let answer: OutgoingMessage
            do {
                answer = .result(try request(method, params), id: id)
            } catch {
                var answered = error
                answered.id = id
                answer = .error(answered)
            }
            return [answer] + publishedByRequest
        }
    }

    /// Checks every app an edit left stale and returns the diagnostics of its open buffers. A
    /// check that `isCancelled` stops (a newer edit arrived) leaves its app stale.
    public func runChecks(isCancelled: () -> Bool = { false }) -> [OutgoingMessage] {
        var messages: [OutgoingMessage] = []
        for root in staleRoots.sorted() {
            let overlays = Dictionary(
                documents.values.compactMap { document in
                    document.outOfStep == nil ? DocumentURI.path(of: document.uri).map { ($0, document.bytes) } : nil
                }, uniquingKeysWith: { first, _ in first })
            guard let analysis = checker.check(root: root, overlays: overlays, isCancelled: isCancelled) else {
                continue
            }
            staleRoots.remove(root)
            analyses[root] = analysis
            nameIndexes[root] = nil
            messages += publish(root: root)
        }
        return messages
    }

    // MARK: Dispatch

    /// The result of a request: one of the typed LSP values of `Protocol/Outgoing`, `nil` where
    /// LSP answers `null`, or `JSONValue.null` for `shutdown`, whose result is `null` and nothing else.
    private func request(_ method: String, _ params: JSONValue) throws(ResponseError) -> any Encodable & Sendable {
        if method == "initialize" { return initialize(params) }
        guard lifecycle != .starting else {
            throw ResponseError(code: .serverNotInitialized, message: "initialize first")
        }
        guard lifecycle == .running else {
            throw ResponseError(code: .invalidRequest, message: "the server is shutting down")
        }
        if method == "shutdown" {
            lifecycle = .shuttingDown
            return JSONValue.null
        }
        guard let request = FeatureRequest(rawValue: method) else {
            throw ResponseError(code: .methodNotFound, message: "no method '\(method)'")
        }
        let feature = try params.decoded(as: FeatureParams.self, for: method)
        switch request {
        case .completion: return try answer(feature, fresh: false) { Completion(context: $0).items() }
        case .hover: return try answer(feature) { Hover(context: $0).hover() }
        case .definition: return try answer(feature) { NameQuery(context: $0).definition() }
        case .references:
            return try answer(feature) {
                NameQuery(context: $0).references(includeDeclaration: feature.context?.includeDeclaration ?? true)
            }
        case .prepareRename: return try answer(feature) { NameQuery(context: $0).prepareRename() }
        case .rename:
            guard let newName = feature.newName else {
                throw ResponseError(code: .invalidParams, message: "rename needs newName")
            }
            return try answer(feature) { context throws(ResponseError) in
                try NameQuery(context: context).rename(to: newName)
            }
        case .codeAction: return try answer(feature) { CodeActions(context: $0).actions(range: feature.range) }
        case .documentSymbol: return try answer(feature) { DocumentSymbols(context: $0).symbols() }
        }
    }

    private func notify(_ method: String, _ params: JSONValue) throws(ResponseError) -> [OutgoingMessage] {
        switch method {
        case "exit":
            exitStatus = lifecycle == .shuttingDown ? 0 : 1
            return []
        case "initialized": return []
        default: break
        }
        guard lifecycle == .running else { return [] }
        switch method {
        case "textDocument/didOpen":
            let item = try params.decoded(as: DidOpenParams.self, for: method).textDocument
            documents[item.uri] = TextDocument(
                uri: item.uri, version: item.version ?? 0, text: item.text, encoding: encoding)
            markStale(item.uri)
        case "textDocument/didChange": return change(params)
        case "textDocument/didClose":
            let uri = try params.decoded(as: DocumentParams.self, for: method).textDocument.uri
            documents[uri] = nil
            markStale(uri)
            published[uri] = nil
            return [.publishDiagnostics(PublishDiagnosticsParams(uri: uri, diagnostics: []))]
        case "textDocument/didSave", "workspace/didChangeWatchedFiles":
            checker.forgetDisk()
            staleRoots.formUnion(analyses.keys)
            if let saved = try? params.decoded(as: DidSaveParams.self, for: method) {
                resync(saved)
                markStale(saved.textDocument.uri)
            }
        default: break
        }
        return []
    }

    private func initialize(_ params: JSONValue) -> InitializeResult {
        let offered =
            (try? params.decoded(as: InitializeParams.self, for: "initialize"))?.capabilities?.general?
            .positionEncodings ?? []
        encoding = PositionEncoding.negotiated(from: offered)
        lifecycle = .running
        return InitializeResult(capabilities: ServerCapabilities(positionEncoding: encoding))
    }

    func markStale(_ uri: String) {
        guard let path = DocumentURI.path(of: uri), ConstruktFileKind(path: path) != nil else { return }
        staleRoots.insert(AppDiscovery.root(of: path))
    }

    // MARK: Features

    /// Runs a feature on the document a request names. `fresh` features see the app checked with
    /// the latest edits; completion answers from the last check and the buffer as it is. `nil`
    /// (LSP's `null`) for a document that is not a construkt file, or that cannot be read.
    private func answer<Result: Encodable & Sendable>(
        _ params: FeatureParams, fresh: Bool = true, _ answer: (FeatureContext) throws(ResponseError) -> Result
    ) throws(ResponseError) -> Result? {
        let uri = params.textDocument.uri
        guard let path = DocumentURI.path(of: uri), ConstruktFileKind(path: path) != nil else { return nil }
        let document =
            documents[uri]
            ?? (FileManager.default.contents(atPath: path).map {
                TextDocument(uri: uri, version: 0, text: String(decoding: $0, as: UTF8.self), encoding: encoding)
            })
        guard let document else { return nil }
        if let reason = document.outOfStep {
            throw ResponseError(code: .contentModified, message: TextDocument.outOfStepMessage(reason))
        }
        let root = AppDiscovery.root(of: path)
        if analyses[root] == nil || (fresh && staleRoots.contains(root)) {
            staleRoots.insert(root)
            publishedByRequest += runChecks(isCancelled: isRequestCancelled)
            if staleRoots.contains(root), isRequestCancelled() {
                throw ResponseError(code: .requestCancelled, message: "the client cancelled the request")
            }
        }
        let context = FeatureContext(
            uri: uri, path: path, document: document, position: params.position,
            analysis: analyses[root], names: { [self] in names(of: root) }, reference: reference, uriOf: uriOf)
        return try answer(context)
    }

    /// The app's names, indexed once per check of the app.
    private func names(of root: String) -> NameIndex? {
        if let index = nameIndexes[root] { return index }
        let index = analyses[root].map(NameIndex.init)
        nameIndexes[root] = index
        return index
    }

    private func uriOf(_ path: String) -> String {
        documents.keys.first { DocumentURI.path(of: $0) == path } ?? DocumentURI.uri(of: path)
    }

    private func publish(root: String) -> [OutgoingMessage] {
        guard let analysis = analyses[root] else { return [] }
        var messages: [OutgoingMessage] = []
        for (uri, document) in documents.sorted(by: { $0.key < $1.key }) {
            guard let path = DocumentURI.path(of: uri), AppDiscovery.root(of: path) == root else { continue }
            let items =
                document.outOfStep.map { [DiagnosticConversion.outOfStep($0)] }
                ?? (analysis.diagnostics[path] ?? []).sortedForReport().compactMap { diagnostic in
                    lines(of: diagnostic.location.path, in: analysis).map { index in
                        DiagnosticConversion.diagnostic(
                            diagnostic, in: index, lines: { lines(of: $0, in: analysis) }, uri: uriOf)
                    }
                }
            if let last = published[uri], last.version == document.version, last.diagnostics == items { continue }
            published[uri] = (document.version, items)
            messages.append(
                .publishDiagnostics(PublishDiagnosticsParams(uri: uri, version: document.version, diagnostics: items)))
        }
        return messages
    }

    private func lines(of path: String, in analysis: AppAnalysis) -> LineIndex? {
        if let document = documents.first(where: { DocumentURI.path(of: $0.key) == path })?.value {
            return document.lines
        }
        return analysis.documents[path].map { LineIndex(bytes: $0.file.bytes, encoding: encoding) }
    }
}
