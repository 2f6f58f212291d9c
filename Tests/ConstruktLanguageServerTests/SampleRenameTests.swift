import ConstruktChecker
import ConstruktDiagnostics
import ConstruktReports
import ConstruktYAML
import Foundation
import Testing

@testable import ConstruktLanguageServer

/// A rename through the server never breaks an app: for the renameable names of every Sample app
/// (each folder under Samples/ with a construkt.yaml), each is renamed in turn to a fresh name by a
/// `textDocument/rename` request at its declaration, the workspace edit is applied to copies of the
/// files in memory, and the copies are checked as `lint` checks an app (the YAML layer, then
/// `FrontEnd.check`). The diagnostics must be the unrenamed app's: as many, with the same codes.
///
/// To stay within a minute, at most `perKind` names of each kind (screens, destinations, types, enum
/// cases, model and payload fields, values, actions, action params, signals, slots, timers, section ids, loop
/// variables) are renamed per app: the declarations of a kind, sorted by file and offset, are
/// taken at evenly spaced places from the first, so the same names are chosen at every run. No
/// kind of today's Samples has more (ConstruktDemo's 109 values are the most), so every name of
/// every Sample is renamed; the cap keeps a grown Sample within the minute.
@Suite struct SampleRenameTests {
    static let perKind = 120

    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples")

    static let apps: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []).filter {
            FileManager.default.fileExists(atPath: samples.appendingPathComponent("\($0)/construkt.yaml").path)
        }.sorted()

    @Test func everySampleAppIsFound() {
        #expect(Self.apps.count >= 4)
    }

    @Test(arguments: apps) func aRenameLeavesTheAppsDiagnosticsAsTheyWere(app: String) throws {
        let root = Self.samples.appendingPathComponent(app).standardizedFileURL.path
        let files = Dictionary(
            uniqueKeysWithValues: AppDiscovery.files(under: root).map {
                ($0, Array(FileManager.default.contents(atPath: $0) ?? Data()))
            })
        let before = Self.lintCodes(files)
        let analysis = try #require(AppChecker().check(root: root, overlays: [:]))
        let declarations = NameIndex(analysis: analysis).occurrences.filter(\.isDeclaration)
        let chosen = Self.sample(declarations)
        #expect(!chosen.isEmpty)
        let server = LanguageServer(reference: .catalogDocs)
        _ = server.handle(
            JSONValue.object(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
                .serialized())
        for (number, declaration) in chosen.enumerated() {
            let fresh = Self.freshName(for: declaration.symbol, number: number)
            let edit = try Self.rename(declaration, to: fresh, files: files, server: server)
            let renamed = try Self.apply(edit, to: files)
            let after = Self.lintCodes(renamed)
            #expect(
                after == before,
                "renaming \(declaration.symbol) to \(fresh) changed lint from \(before) to \(after)")
        }
    }

    /// At most `perKind` declarations of each kind, evenly spaced, in a fixed order.
    static func sample(_ declarations: [NameOccurrence]) -> [NameOccurrence] {
        let kinds = Dictionary(grouping: declarations) { kind(of: $0.symbol) }
        return kinds.keys.sorted().flatMap { key -> [NameOccurrence] in
            let all = kinds[key]!.sorted { ($0.path, $0.start) < ($1.path, $1.start) }
            guard all.count > perKind else { return all }
            return (0..<perKind).map { all[$0 * all.count / perKind] }
        }
    }

    static func kind(of symbol: NameSymbol) -> String {
        switch symbol {
        case .screen: "screen"
        case .destination: "destination"
        case .type: "type"
        case .value: "value"
        case .action: "action"
        case .actionParam: "action param"
        case .signal: "signal"
        case .slot: "slot"
        case .timer: "timer"
        case .section: "section"
        case .enumCase: "enum case"
        case .field: "field"
        case .payloadField: "payload field"
        case .local: "local"
        }
    }

    static func freshName(for symbol: NameSymbol, number: Int) -> String {
        switch symbol {
        case .screen: "RenamedScreen\(number)"
        case .type: "RenamedType\(number)"
        default: "renamedName\(number)"
        }
    }

    /// The workspace edit the server answers a rename at `declaration` with.
    static func rename(
        _ declaration: NameOccurrence, to newName: String, files: [String: [UInt8]], server: LanguageServer
    )
        throws -> JSONValue
    {
        let position = LineIndex(bytes: files[declaration.path] ?? [], encoding: .utf16).position(of: declaration.start)
        let request: JSONValue = [
            "jsonrpc": "2.0", "id": 2, "method": "textDocument/rename",
            "params": [
                "textDocument": ["uri": .string(DocumentURI.uri(of: declaration.path))],
                "position": ["line": .int(position.line), "character": .int(position.character)],
                "newName": .string(newName),
            ],
        ]
        let answer = try #require(server.handle(request.serialized()).first?.wire)
        return try #require(answer["result"], "renaming \(declaration.symbol) was refused: \(answer)")
    }

    /// The files with a workspace edit's changes made.
    static func apply(_ edit: JSONValue, to files: [String: [UInt8]]) throws -> [String: [UInt8]] {
        var result = files
        for (uri, edits) in edit["changes"]?.members ?? [:] {
            let path = try #require(DocumentURI.path(of: uri))
            var bytes = try #require(result[path])
            let lines = LineIndex(bytes: bytes, encoding: .utf16)
            let replacements = try (edits.arrayValue ?? []).map { edit -> (Range<Int>, [UInt8]) in
                let range = try #require(edit["range"])
                let start = lines.offset(of: try position(range["start"]))
                let end = lines.offset(of: try position(range["end"]))
                return (start..<end, Array((edit["newText"]?.stringValue ?? "").utf8))
            }
            for (range, text) in replacements.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
                bytes.replaceSubrange(range, with: text)
            }
            result[path] = bytes
        }
        return result
    }

    static func position(_ json: JSONValue?) throws -> LSPPosition {
        LSPPosition(line: try #require(json?["line"]?.intValue), character: try #require(json?["character"]?.intValue))
    }

    /// The codes of the diagnostics `lint` reports on the files, sorted.
    static func lintCodes(_ files: [String: [UInt8]]) -> [String] {
        var codes: [String] = []
        var documents: [YAMLDocument] = []
        var broken: [BrokenFile] = []
        for path in files.keys.sorted() {
            let loaded = YAMLLoader.load(SourceFile(path: path, bytes: files[path]!))
            codes += loaded.diagnostics.map(\.code.id)
            if let document = loaded.document {
                documents.append(document)
            } else {
                broken.append(BrokenFile(path: path, loaded: loaded))
            }
        }
        let checked = FrontEnd.check(documents, broken: broken) { try? YAMLLoader.load(path: $0) }
        return (codes + checked.diagnostics.map(\.code.id)).sorted()
    }
}
