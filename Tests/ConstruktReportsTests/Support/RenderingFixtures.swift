import ConstruktDiagnostics
import ConstruktReports

/// Source files and diagnostics shared by the renderer tests. Together they exercise multibyte,
/// wide and combining characters and tabs under carets, an empty range, a range over several
/// lines, labels in the same file, in another file and in a file without source, notes, help,
/// fix-its, every severity, and text that needs escaping in every format.
enum RenderingFixtures {
    static let screenPath = "Samples/Counter/Counter.screen.yaml"
    static let routesPath = "Samples/Counter/Counter.routes.yaml"
    static let themePath = "../shared/Theme.types.yaml"
    static let oddPath = "Samples/Odd, Dir/50% done:a.yaml"

    static let screen = SourceFile(
        path: screenPath,
        text: """
            screen: Counter
            state:
              count: 0
              title: A
            body:
              - text: "Zähler 日本語 🎉 done"
            \t- label: "cafe\u{301} ok"
              - button:
                  title: Go
                  action: increment
              title: B

            """)

    static let routes = SourceFile(
        path: routesPath,
        text: """
            routes:
              increment: Counter
            """)

    static let sources = [screenPath: screen, routesPath: routes]

    /// The location of the `occurrence`-th match of `needle` in `file`.
    static func locate(_ needle: String, in file: SourceFile, occurrence: Int = 1)
        -> ConstruktDiagnostics.SourceLocation
    {
        let haystack = file.bytes
        let pattern = Array(needle.utf8)
        var found = 0
        for start in 0...(haystack.count - pattern.count)
        where Array(haystack[start..<start + pattern.count]) == pattern {
            found += 1
            if found == occurrence {
                return location(in: file, from: start, to: start + pattern.count)
            }
        }
        fatalError("'\(needle)' occurs fewer than \(occurrence) times in \(file.path)")
    }

    static func location(in file: SourceFile, from start: Int, to end: Int) -> ConstruktDiagnostics.SourceLocation {
        ConstruktDiagnostics.SourceLocation(
            path: file.path,
            range: SourceRange(start: file.position(atOffset: start), end: file.position(atOffset: end))
        )
    }

    static func lineStart(_ line: Int, in file: SourceFile) -> Int { file.lineStarts[line - 1] }

    static let duplicateKey: Diagnostic = {
        let second = locate("title", in: screen, occurrence: 3)
        let wholeLine = location(in: screen, from: lineStart(11, in: screen), to: lineStart(12, in: screen))
        return Diagnostic(
            .duplicateKey, "duplicate key 'title'", at: second,
            labels: [
                .init(locate("title", in: screen, occurrence: 1), "first defined here"),
                .init(second, "defined again here"),
            ],
            notes: ["a later key would silently replace the earlier one, so \"title\" must appear once"],
            help: "remove one of them",
            fixIts: [.init(wholeLine, replacement: "")]
        )
    }()

    static let wideCharacters = Diagnostic(
        .scalarTooLong, "this text is longer than 8 characters", at: locate("日本語 🎉 done", in: screen),
        severity: .warning,
        labels: [.init(locate("Zähler", in: screen), "counting starts here")]
    )

    static let tabIndentation = Diagnostic(
        .tabIndentation, "a tab indents this line", at: locate("\t", in: screen),
        labels: [.init(locate("cafe\u{301}", in: screen), "the accent is a separate combining mark")],
        help: "indent with spaces"
    )

    static let missingNewline: Diagnostic = {
        let end = screen.position(atOffset: lineStart(4, in: screen) - 1)
        let location = ConstruktDiagnostics.SourceLocation(path: screenPath, range: SourceRange(at: end))
        return Diagnostic(
            .yamlSyntax, "expected a comment after the value", at: location,
            help: "add a comment",
            fixIts: [.init(location, replacement: " # \"count\"\t\\ starts at 0")]
        )
    }()

    static let multiLine: Diagnostic = {
        let start = screen.position(atOffset: locate("button", in: screen).range.start.offset)
        let end = screen.position(atOffset: lineStart(11, in: screen))
        return Diagnostic(
            .nestingTooDeep, "the button is nested 3 levels deep",
            at: .init(path: screenPath, range: SourceRange(start: start, end: end)),
            severity: .warning,
            labels: [
                .init(locate("increment", in: routes), "the route it triggers is declared here"),
                .init(
                    .init(path: themePath, range: SourceRange(at: SourcePosition(line: 3, column: 5, offset: 40))),
                    "its style comes from here"
                ),
            ],
            notes: ["the limit is 2 levels\nbelow a list item"]
        )
    }()

    static let oddPathNote = Diagnostic(
        .emptyFile, "the file is 100% empty, see: \"details\"\nnext line",
        at: .init(
            path: oddPath,
            range: SourceRange(
                start: SourcePosition(line: 1, column: 1, offset: 0), end: SourcePosition(line: 1, column: 1, offset: 0)
            )
        ),
        severity: .note,
        notes: ["a note, with: 50% and a\r\ncarriage return"],
        help: "add a 'screen:' key"
    )

    /// Every fixture diagnostic, in the order the renderers get them.
    static let all = [duplicateKey, wideCharacters, tabIndentation, missingNewline, multiLine, oddPathNote]
}
