import ConstruktChecker
import ConstruktDiagnostics
import ConstruktYAML
import Foundation
import Testing

/// One mistake, one error: one mistake of each kind injected into one file of a sample app (every
/// file of every app under Samples/, in turn) gives exactly one error, in that file, at the line
/// of the mistake. Each app is copied to a temporary folder, where each file is mutated, the app
/// read and checked as the command line does, and the file put back.
///
/// Where a mistake goes: the lines of a file that fit the kind are found, and three of them are
/// mutated in turn: the first, the first at or after the middle of the file, and the last (fewer
/// when fewer fit). A kind that fits no line of a file is not injected there;
/// `everyKindFitsSomeFileOfEveryApp` keeps that honest.
///
/// The error must start on the mutated line. An unclosed quote runs on to the next `"` of the file,
/// where libyaml takes the string as closed and fails after it; the YAML layer reports that at
/// the opening quote, so no other line is accepted for it either.
@Suite struct OneMistakeOneErrorTests {
    /// The kinds of mistake, each a one-line edit.
    enum Kind: String, CaseIterable, CustomStringConvertible {
        /// YAML syntax: a `"` opened before a plain value and never closed.
        case unclosedQuote
        /// A name nothing declares: `$name` becomes `$nameZz`; in a file without one, a screen
        /// named by `screen:`, or a model field's type, gets the suffix.
        case unknownName
        /// A value of the wrong type: `true`/`false` becomes `12`; without one, a number becomes `true`.
        case wrongType
        /// A required key left out of a one-line `{ … }` mapping: a declaration's `type:` beside its
        /// `default:`, a destination's `screen:`, a root entry's `navigation:`, a `type:` step's
        /// `into:` or a `select:` step's `index:`.
        case missingKey
        /// A `key: value` line indented two more spaces than the sibling above it.
        case wrongIndentation

        var description: String { rawValue }
    }

    /// One injected mistake and what came of it.
    struct Outcome: CustomStringConvertible {
        var app: String
        var path: String
        var kind: Kind
        var line: Int
        var mutated: String
        var errors: [Diagnostic]

        var description: String {
            let found =
                errors.isEmpty
                ? "no error"
                : errors.map { "\($0.location.path):\($0.location.range.start.line): \($0.code.id) \($0.message)" }
                    .joined(separator: "; ")
            return "\(app)/\(path):\(line) \(kind) ('\(mutated.trimmingCharacters(in: .whitespaces))'): \(found)"
        }
    }

    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples")

    /// Every construkt file of a folder, as paths relative to it.
    static func files(in folder: URL) -> [String] {
        let all = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return all.filter { $0.hasSuffix(".yaml") && !$0.hasPrefix("Generated/") }.sorted()
    }

    /// Reads and checks every file of the app in `folder`, as `construkt-gen lint` does: a file the
    /// YAML layer finds errors in still declares what could be read of it. Returns the errors.
    static func errors(ofAppIn folder: URL) throws -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var documents: [YAMLDocument] = []
        var broken: [BrokenFile] = []
        for path in files(in: folder) {
            let loaded = try YAMLLoader.load(path: folder.appendingPathComponent(path).path, displayPath: path)
            diagnostics += loaded.diagnostics
            if let document = loaded.document {
                documents.append(document)
            } else {
                broken.append(BrokenFile(path: path, loaded: loaded))
            }
        }
        diagnostics += FrontEnd.check(documents, broken: broken).diagnostics
        return diagnostics.filter { $0.severity == .error }
    }

    /// The mutated lines of `lines` for `kind`, each as (index, new text): none when no line fits.
    static func mutations(_ kind: Kind, of lines: [String], path: String) -> [(index: Int, text: String)] {
        var candidates: [(Int, String)] = []
        for (index, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
            if let text = mutated(line, kind, previous: index > 0 ? lines[index - 1] : nil, path: path) {
                candidates.append((index, text))
            }
        }
        if kind == .unknownName, candidates.isEmpty {
            for (index, line) in lines.enumerated() {
                if let text = fallbackName(line, path: path) { candidates.append((index, text)) }
            }
        }
        let middle = lines.count / 2
        let chosen = [candidates.first, candidates.first { $0.0 >= middle } ?? candidates.last, candidates.last]
            .compactMap { $0 }
        return chosen.enumerated().filter { position, candidate in !chosen[..<position].contains { $0.0 == candidate.0 }
        }.map(\.element)
    }

    private static func firstMatch(_ pattern: String, in line: String) -> Range<String.Index>? {
        line.range(of: pattern, options: .regularExpression)
    }

    private static func mutated(_ line: String, _ kind: Kind, previous: String?, path: String) -> String? {
        switch kind {
        case .unclosedQuote:
            guard let match = firstMatch(#"^ *(- )?[A-Za-z_][A-Za-z0-9_]*: [^"'\[{|>&*!%@#\s`]"#, in: line),
                !line.contains(" #")
            else { return nil }
            var text = line
            text.insert("\"", at: text.index(before: match.upperBound))
            return text
        case .unknownName:
            guard let match = firstMatch(#"\$[a-z][A-Za-z0-9_]*"#, in: line) else { return nil }
            return line.replacingCharacters(in: match, with: line[match] + "Zz")
        case .wrongType:
            if let match = firstMatch(#": (true|false)(?= *($|[,}\]]))"#, in: line) {
                return line.replacingCharacters(in: match, with: ": 12")
            }
            guard let match = firstMatch(#": [0-9]+(?= *($|[,}\]]))"#, in: line) else { return nil }
            return line.replacingCharacters(in: match, with: ": true")
        case .missingKey:
            var patterns = [#"(?<=\{ )type: [^,{}]+, (?=default: )"#]
            if path.hasSuffix(".routes.yaml") {
                patterns += [#"(?<=\{ )screen: [A-Za-z0-9]+(, )?"#, #"(?<=\{ )navigation: [A-Za-z0-9]+(, )?"#]
            }
            if path.hasSuffix(".scenario.yaml") {
                patterns += [
                    #"(?<=type: \{ )into: \{[^}]*\}, "#, #"(?<=select: \{ )index: [0-9]+(, )?"#,
                    #"(?<=select: \{ section: [A-Za-z0-9]{1,40}), index: [0-9]+"#,
                ]
            }
            guard let match = patterns.lazy.compactMap({ firstMatch($0, in: line) }).first else { return nil }
            return line.replacingCharacters(in: match, with: "")
        case .wrongIndentation:
            guard let previous, let match = firstMatch(#"^ *[A-Za-z_][A-Za-z0-9_]*: \S"#, in: line),
                let above = firstMatch(#"^ *[A-Za-z_][A-Za-z0-9_]*: \S"#, in: previous),
                line[match].prefix(while: { $0 == " " }).count == previous[above].prefix(while: { $0 == " " }).count
            else { return nil }
            return "  " + line
        }
    }

    /// An unknown name in a file without `$name`: a screen a routes file or a scenario names with
    /// `screen:`, or a field's type in a types file.
    private static func fallbackName(_ line: String, path: String) -> String? {
        if !path.hasSuffix(".screen.yaml"), let match = firstMatch(#"screen: [A-Z][A-Za-z0-9]*"#, in: line) {
            return line.replacingCharacters(in: match, with: line[match] + "Zz")
        }
        guard path.hasSuffix(".types.yaml"),
            let match = firstMatch(#"^ +[a-z][A-Za-z0-9]*: [A-Z][A-Za-z0-9]*"#, in: line)
        else { return nil }
        return line.replacingCharacters(in: match, with: line[match] + "Zz")
    }

    /// Every sample app's folder name.
    static var apps: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []).filter { !$0.hasPrefix(".") }
            .sorted()
    }

    /// Injects `kind` into every file of the app `app` in turn.
    static func outcomes(of kind: Kind, in app: String) throws -> [Outcome] {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("one-mistake-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: samples.appendingPathComponent(app), to: copy)
        #expect(try errors(ofAppIn: copy).isEmpty, "the sample \(app) has errors before any mistake")
        var outcomes: [Outcome] = []
        for path in files(in: copy) {
            let url = copy.appendingPathComponent(path)
            let original = try String(contentsOf: url, encoding: .utf8)
            let lines = original.components(separatedBy: "\n")
            defer { try? original.write(to: url, atomically: true, encoding: .utf8) }
            for (index, text) in mutations(kind, of: lines, path: path) {
                var edited = lines
                edited[index] = text
                try edited.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
                outcomes.append(
                    Outcome(
                        app: app, path: path, kind: kind, line: index + 1, mutated: text,
                        errors: try errors(ofAppIn: copy)))
            }
        }
        return outcomes
    }

    /// Whether an outcome is one error, in the mutated file, on the mutated line.
    static func isOneErrorWhereTheMistakeIs(_ outcome: Outcome) -> Bool {
        guard outcome.errors.count == 1, let error = outcome.errors.first else { return false }
        return error.location.path == outcome.path && error.location.range.start.line == outcome.line
    }

    @Test(arguments: Kind.allCases)
    func oneMistakeGivesOneErrorWhereItIs(_ kind: Kind) throws {
        for app in Self.apps {
            for outcome in try Self.outcomes(of: kind, in: app) {
                #expect(Self.isOneErrorWhereTheMistakeIs(outcome), "\(outcome)")
            }
        }
    }

    @Test func everyKindFitsSomeFileOfEveryApp() {
        for app in Self.apps {
            let folder = Self.samples.appendingPathComponent(app)
            for kind in Kind.allCases {
                let fits = Self.files(in: folder).contains { path in
                    let text = (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
                    return !Self.mutations(kind, of: text.components(separatedBy: "\n"), path: path).isEmpty
                }
                #expect(fits, "no file of \(app) has a line for \(kind)")
            }
        }
    }
}
