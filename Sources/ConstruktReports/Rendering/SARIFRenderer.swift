import ConstruktDiagnostics

/// SARIF 2.1.0, the format code-scanning services (GitHub code scanning, Azure DevOps, IDE
/// viewers) read: one run whose `rules` are the whole diagnostic catalog, and one result per
/// diagnostic with its region, labels as related locations and fix-its as fixes.
///
/// Columns are Unicode scalars (`columnKind` `unicodeCodePoints`) and end columns are exclusive,
/// as in SARIF. File URIs are relative to the repository root (`uriBaseId` `%SRCROOT%`) when the
/// file lies inside it, absolute `file://` URIs otherwise. The output holds no timestamps.
public struct SARIFRenderer: DiagnosticRenderer, Sendable {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The construkt-gen version named in `tool.driver.version`.
    public var toolVersion: String
    /// How the report names files: its repository root is the directory `%SRCROOT%` stands for;
    /// none makes every URI absolute.
    public var paths: ReportPaths
    /// The rules listed in `tool.driver.rules`, which `ruleIndex` points into: the whole catalog.
    public var rules: [DiagnosticCode]

    public init(toolVersion: String, paths: ReportPaths, rules: [DiagnosticCode] = DiagnosticCatalog.all) {
        self.toolVersion = toolVersion
        self.paths = paths
        self.rules = rules
    }

    public func render(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String {
        var run: [(String, JSONValue)] = [
            (
                "tool",
                .object([
                    (
                        "driver",
                        .object([
                            ("name", .string("construkt-gen")),
                            ("version", .string(toolVersion)),
                            ("rules", .array(rules.map(Self.rule))),
                        ])
                    )
                ])
            )
        ]
        if let repositoryRoot = paths.repositoryRoot {
            let rootURI = ArtifactURI.directoryURI(repositoryRoot, workingDirectory: paths.workingDirectory)
            run.append(
                ("originalUriBaseIds", .object([(ArtifactURI.sourceRootBaseID, .object([("uri", .string(rootURI))]))])))
        }
        run.append(("columnKind", .string("unicodeCodePoints")))
        run.append(("results", .array(diagnostics.map(result))))
        return JSONValue.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ]).prettyPrinted()
    }

    private static func rule(_ code: DiagnosticCode) -> JSONValue {
        .object([
            ("id", .string(code.id)),
            ("name", .string(ruleName(summary: code.summary))),
            ("shortDescription", .object([("text", .string(code.summary))])),
            ("fullDescription", .object([("text", .string(unwrapped(code.explanation)))])),
            ("defaultConfiguration", .object([("level", .string(code.severity.rawValue))])),
        ])
    }

    /// The catalog's explanation with its hard-wrapped lines joined, since SARIF viewers wrap text
    /// themselves. Paragraphs stay separated by a blank line; an indented paragraph (an example) keeps
    /// its lines.
    private static func unwrapped(_ explanation: String) -> String {
        var paragraphs: [[Substring]] = [[]]
        for line in explanation.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.isEmpty {
                paragraphs[paragraphs.count - 1].append(line)
            } else if !paragraphs[paragraphs.count - 1].isEmpty {
                paragraphs.append([])
            }
        }
        return paragraphs.filter { !$0.isEmpty }.map { lines in
            lines[0].hasPrefix(" ") ? lines.joined(separator: "\n") : lines.joined(separator: " ")
        }.joined(separator: "\n\n")
    }

    /// A PascalCase rule name from a summary: "the file is not UTF-8" → "FileIsNotUTF8".
    static func ruleName(summary: String) -> String {
        var words = summary.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        if let first = words.first, ["a", "an", "the"].contains(first.lowercased()), words.count > 1 {
            words.removeFirst()
        }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private func result(_ diagnostic: Diagnostic) -> JSONValue {
        var message = [diagnostic.message]
        message += diagnostic.notes.map { "note: \($0)" }
        if let help = diagnostic.help { message.append("help: \(help)") }

        var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.code.id))]
        if let ruleIndex = rules.firstIndex(of: diagnostic.code) {
            members.append(("ruleIndex", .int(ruleIndex)))
        }
        members += [
            ("level", .string(diagnostic.severity.rawValue)),
            ("message", .object([("text", .string(message.joined(separator: "\n")))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(diagnostic.location))])])),
        ]
        if !diagnostic.labels.isEmpty {
            members.append(
                (
                    "relatedLocations",
                    .array(
                        diagnostic.labels.enumerated().map { index, label in
                            .object([
                                ("id", .int(index)),
                                ("physicalLocation", physicalLocation(label.location)),
                                ("message", .object([("text", .string(label.message))])),
                            ])
                        })
                ))
        }
        if !diagnostic.fixIts.isEmpty {
            members.append(("fixes", .array([fix(diagnostic)])))
        }
        return .object(members)
    }

    /// One fix holding every fix-it of the diagnostic, grouped by file in the order they come.
    private func fix(_ diagnostic: Diagnostic) -> JSONValue {
        var paths: [String] = []
        for fixIt in diagnostic.fixIts where !paths.contains(fixIt.location.path) {
            paths.append(fixIt.location.path)
        }
        let changes: [JSONValue] = paths.map { path in
            .object([
                ("artifactLocation", artifactLocation(path)),
                (
                    "replacements",
                    .array(
                        diagnostic.fixIts.filter { $0.location.path == path }.map { fixIt in
                            .object([
                                ("deletedRegion", Self.region(fixIt.location.range)),
                                ("insertedContent", .object([("text", .string(fixIt.replacement))])),
                            ])
                        })
                ),
            ])
        }
        var members: [(String, JSONValue)] = []
        if let help = diagnostic.help { members.append(("description", .object([("text", .string(help))]))) }
        members.append(("artifactChanges", .array(changes)))
        return .object(members)
    }

    private func physicalLocation(_ location: SourceLocation) -> JSONValue {
        .object([("artifactLocation", artifactLocation(location.path)), ("region", Self.region(location.range))])
    }

    private func artifactLocation(_ path: String) -> JSONValue {
        let uri = ArtifactURI(
            path: path, workingDirectory: paths.workingDirectory, repositoryRoot: paths.repositoryRoot)
        var members: [(String, JSONValue)] = [("uri", .string(uri.uri))]
        if let baseID = uri.baseID { members.append(("uriBaseId", .string(baseID))) }
        return .object(members)
    }

    private static func region(_ range: SourceRange) -> JSONValue {
        .object([
            ("startLine", .int(range.start.line)),
            ("startColumn", .int(range.start.column)),
            ("endLine", .int(range.end.line)),
            ("endColumn", .int(range.end.column)),
        ])
    }
}
