import ConstruktDiagnostics
import ConstruktYAML
import Testing

/// The adversarial inputs of reference/anchors-reliability.md §3 that concern the YAML layer,
/// numbered as there. Each must end in a located diagnostic (or a verbatim tree), never a crash,
/// and well under a second; the time bound is a generous sanity check, not a benchmark.
@Suite struct AdversarialInputTests {
    private func quickly(_ text: String, limits: YAMLLimits = .standard) -> YAMLLoadResult {
        quickly(bytes: Array(text.utf8), limits: limits)
    }

    private func quickly(bytes: [UInt8], limits: YAMLLimits = .standard) -> YAMLLoadResult {
        let (result, duration) = timed { load(bytes: bytes, limits: limits) }
        #expect(duration < .seconds(1))
        return result
    }

    @Test func input01BillionLaughs() {
        var lines = ["a0: &a0 \"lol\""]
        for level in 1...9 {
            let aliases = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(aliases)]")
        }
        let result = quickly(lines.joined(separator: "\n"))
        #expect(result.summary.first == "CK0110 1:5")
        #expect(result.diagnostics.allSatisfy { $0.code == .anchor || $0.code == .alias })
        #expect(result.document == nil)
    }

    @Test func input02QuadraticAliasFanOut() {
        let items = Array(repeating: "x", count: 100).joined(separator: ",")
        let text = "a: &a [\(items)]\nb:\n" + String(repeating: "  - *a\n", count: 10_000)
        let result = quickly(text)
        #expect(result.summary.first == "CK0110 1:4")
        let aliases = result.diagnostics.filter { $0.code == .alias }
        #expect(aliases.count == 20)
        #expect(aliases.last?.notes == ["9980 more problems like this are not shown"])
    }

    @Test func input03SelfReference() {
        #expect(quickly("a: &a [*a]\n").summary == ["CK0110 1:4", "CK0111 1:8"])
        #expect(quickly("&a {k: *a}\n").summary == ["CK0110 1:1", "CK0111 1:8"])
    }

    @Test func input04UndefinedAlias() {
        #expect(quickly("title: *nope\n").summary == ["CK0111 1:8"])
    }

    @Test func input05DeepFlowNesting() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(quickly(text).summary == ["CK0115 1:65"])
    }

    @Test func input06DeepBlockNesting() {
        // 1 400 lines rather than 10 000 keep the file under the 1 MiB size limit.
        let text = (0..<1_400).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
        #expect(quickly(text).summary == ["CK0115 65:65"])
        let compact = String(repeating: "- ", count: 10_000) + "x\n"
        #expect(quickly(compact).summary == ["CK0115 1:129"])
    }

    @Test func input07UnclosedDeepFlow() {
        #expect(quickly(String(repeating: "{", count: 50_000)).summary == ["CK0115 1:65"])
    }

    @Test func input08HugeFileInMemory() {
        let line = "- text: \"a line of a screen\"\n"
        let text = "children:\n" + String(repeating: line, count: 2 * 1_048_576 / line.utf8.count + 1)
        #expect(quickly(text).summary == ["CK0101 1:1"])
    }

    @Test func input09HugeScalar() throws {
        let result = quickly("title: \"" + String(repeating: "x", count: 1_000_000) + "\"\n")
        let diagnostic = try #require(result.only)
        #expect(diagnostic.code == .scalarTooLong)
        #expect(diagnostic.location.range.start.description == "1:8")
        #expect(result.document == nil)
    }

    @Test func input10LongImplicitKey() throws {
        let diagnostic = try #require(quickly(String(repeating: "k", count: 2000) + ": v\n").only)
        #expect(diagnostic.code == .keyTooLong)
        #expect(diagnostic.rangeText == "1:1-1:2001")
        #expect(diagnostic.message == "this key is 2000 characters long; YAML allows at most 1024 characters in a key")
    }

    @Test func input11DuplicateKeys() throws {
        let plain = try #require(quickly("title: A\ntitle: B\n").only)
        #expect(plain.code == .duplicateKey)
        #expect(plain.location.range.start.description == "2:1")
        #expect(plain.labels.first?.location.range.start.description == "1:1")
        #expect(quickly("title: A\n\"title\": B\n").summary == ["CK0114 2:1"])
        let invisible = try #require(quickly("title: A\nti\u{200B}tle: B\n").only)
        #expect(invisible.code == .duplicateKey)
        #expect(invisible.notes.first?.contains("U+200B (ZERO WIDTH SPACE)") == true)
    }

    @Test func input12NorwayScalarsAreKeptVerbatimWithStyle() throws {
        let result = quickly(
            "visible: no\nenabled: on\ncount: 0777\ntime: 1:20\nlabel: 1e3\nempty: ~\nquoted: \"no\"\n")
        let root = try #require(result.document?.root)
        let expected: [(String, String, ScalarStyle)] = [
            ("visible", "no", .plain), ("enabled", "on", .plain), ("count", "0777", .plain), ("time", "1:20", .plain),
            ("label", "1e3", .plain), ("empty", "~", .plain), ("quoted", "no", .doubleQuoted),
        ]
        for (key, text, style) in expected {
            #expect(root[key]?.value == .scalar(text, style))
        }
    }

    @Test func input13MergeKey() {
        let result = quickly("base: &base {a: 1}\nscreen:\n  <<: *base\n")
        #expect(result.summary == ["CK0110 1:7", "CK0113 3:3", "CK0111 3:7"])
    }

    @Test func input14ForeignTags() {
        #expect(quickly("a: !!python/object/apply:os.system [id]\n").summary == ["CK0112 1:4"])
        #expect(quickly("a: !<tag:x> v\n").summary == ["CK0112 1:4"])
        #expect(quickly("a: !custom v\n").summary == ["CK0112 1:4"])
    }

    @Test func input15InvalidUTF8() {
        let prefix = Array("a: 1\nb: ".utf8)
        #expect(quickly(bytes: prefix + [0xC3, 0x28]).summary == ["CK0103 2:4"])
        #expect(quickly(bytes: prefix + [0xC0, 0xAF]).summary == ["CK0103 2:4"])
        #expect(quickly(bytes: prefix + [0xED, 0xA0, 0x80]).summary == ["CK0103 2:4"])
    }

    @Test func input16ByteOrderMarks() {
        #expect(quickly(bytes: [0xEF, 0xBB, 0xBF] + Array("a: b\n".utf8)).diagnostics.isEmpty)
        #expect(quickly("a: b\n\u{FEFF}c: d\n").summary == ["CK0104 2:1"])
        #expect(quickly("ke\u{FEFF}y: d\n").summary == ["CK0104 1:3"])
        let utf16: [UInt8] = [0xFF, 0xFE] + "a: b\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(quickly(bytes: utf16).summary == ["CK0102 1:1"])
    }

    @Test func input17ControlCharacters() {
        #expect(quickly("a: x\u{0}y\n").summary == ["CK0105 1:5"])
        #expect(quickly("a: x\u{7}y\n").summary == ["CK0105 1:5"])
        for escape in [#"\0"#, #"\x07"#, #"\e"#, #"\u0085"#] {
            #expect(quickly("a: \"x\(escape)y\"\n").summary == ["CK0105 1:4"])
        }
    }

    @Test func input18LineEnds() throws {
        let lines = ["title: a", "items:", "  - b", "  - c"]
        let reference = try #require(quickly(lines.joined(separator: "\n")).document)
        for newline in ["\r\n", "\r"] {
            let other = try #require(quickly(lines.joined(separator: newline)).document)
            #expect(other.treeDump() == reference.treeDump())
        }
        #expect(quickly("title: a\u{85}b\n").summary == ["CK0105 1:9"])
    }

    @Test func input19Tabs() throws {
        #expect(quickly("screen:\n\ttitle: a\n").summary == ["CK0106 2:1"])
        let root = try #require(quickly("title: \"a\tb\"\n").document?.root)
        #expect(root["title"]?.scalarText == "a\tb")
    }

    @Test func input20MultipleDocuments() {
        #expect(quickly("a: 1\n---\nb: 2\n").summary == ["CK0108 2:1"])
        #expect(quickly("a: 1\n...\nb: 2\n").summary == ["CK0108 3:1"])
        #expect(quickly("%YAML 1.1\n---\na: 1\n").summary == ["CK0109 1:1"])
    }

    @Test func input23KeepChompingAtEndOfFileIsPinned() throws {
        let root = try #require(quickly("text: |+\n  a\n\n\n").document?.root)
        #expect(root["text"]?.value == .scalar("a\n\n\n", .literal))
    }

    @Test func input26ScalarAndCollectionConfusionIsKeptForTheChecker() throws {
        let list = try #require(quickly("title: [a, b]\n").document?.root)
        #expect(list["title"]?.sequenceItems?.map(\.scalarText) == ["a", "b"])
        let quoted = try #require(quickly("children: \"x\"\n").document?.root)
        #expect(quoted["children"]?.value == .scalar("x", .doubleQuoted))
        let tilde = try #require(quickly("children: ~\n").document?.root)
        #expect(tilde["children"]?.value == .scalar("~", .plain))
    }

    @Test func input27EmptyAndOddStreams() {
        #expect(quickly("").summary == ["CK0118 1:1"])
        #expect(quickly("# only a comment\n").summary == ["CK0118 1:1"])
        #expect(quickly("---\n").summary == ["CK0118 1:1"])
        #expect(quickly(":\n").summary == ["CK0107 1:1"])
        #expect(quickly("[?]\n").summary == ["CK0107 2:1"])
        #expect(quickly("[ ? ]]\n").summary == ["CK0120 1:1"])
    }

    @Test func input28CommentGluedToQuotedValue() {
        #expect(quickly("title: \"a\"# c\n").summary == ["CK0123 1:11"])
    }

    @Test func input29AnchorNameWithColon() throws {
        let diagnostic = try #require(quickly("&an:chor value\n").diagnostics.first { $0.code == .anchor })
        #expect(diagnostic.location.range.start.description == "1:1")
        #expect(quickly("k: &an:chor value\n").summary == ["CK0110 1:4"])
    }
}
