import ConstruktDiagnostics
import ConstruktYAML
import Testing

@Suite struct TreeDumpTests {
    @Test func dumpShowsEveryNodeWithRangeAndStyle() throws {
        let text = """
            screen: Home
            title: "Hi \\"you\\""
            tags: [a, 'b']
            body: |
              line
            empty:

            """
        let document = try #require(load(text).document)
        #expect(
            document.treeDump() == """
                mapping block 1:1-6:7
                  key scalar plain 1:1-1:7 "screen"
                  value scalar plain 1:9-1:13 "Home"
                  key scalar plain 2:1-2:6 "title"
                  value scalar double-quoted 2:8-2:20 "Hi \\"you\\""
                  key scalar plain 3:1-3:5 "tags"
                  value sequence flow 3:7-3:15
                    item scalar plain 3:8-3:9 "a"
                    item scalar single-quoted 3:11-3:14 "b"
                  key scalar plain 4:1-4:5 "body"
                  value scalar literal 4:7-6:1 "line\\n"
                  key scalar plain 6:1-6:6 "empty"
                  value scalar plain 6:7-6:7 ""

                """)
    }

    @Test func dumpIsDeterministicAndMarksAMissingRoot() throws {
        let text = "b: 1\na: [x, {y: z}]\n"
        #expect(try #require(load(text).document).treeDump() == (try #require(load(text).document)).treeDump())
        #expect(YAMLDocument(file: SourceFile(path: "x", text: ""), root: nil).treeDump() == "(no document)\n")
    }
}
