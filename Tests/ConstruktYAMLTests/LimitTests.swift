import ConstruktDiagnostics
import ConstruktYAML
import Testing

@Suite struct LimitTests {
    @Test func nestingDeeperThanTheLimitStopsAtTheCollectionThatCrossedIt() throws {
        let result = load("a: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n")
        let diagnostic = try #require(result.only)
        #expect(diagnostic.code == .nestingTooDeep)
        #expect(diagnostic.rangeText == "1:67-1:68")
        #expect(result.document == nil)
    }

    @Test func nestingAtTheLimitIsFine() {
        let text = String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
        #expect(load("a: \(text)\n").diagnostics.isEmpty)
        let tighter = YAMLLimits(depth: 3)
        #expect(load("a:\n  b:\n    c: 1\n", limits: tighter).diagnostics.isEmpty)
        #expect(load("a:\n  b:\n    c:\n      d: 1\n", limits: tighter).summary == ["CK0115 4:7"])
    }

    @Test func scalarLongerThanTheLimitIsRejected() throws {
        let limits = YAMLLimits(scalarBytes: 10)
        #expect(load("a: \"0123456789\"\n", limits: limits).diagnostics.isEmpty)
        let diagnostic = try #require(load("a: \"0123456789X\"\n", limits: limits).only)
        #expect(diagnostic.code == .scalarTooLong)
        #expect(diagnostic.rangeText == "1:4-1:17")
    }

    @Test func nodeCountIsLimited() {
        let limits = YAMLLimits(nodes: 5)
        #expect(load("a: 1\nb: 2\n", limits: limits).diagnostics.isEmpty)
        #expect(load("a: 1\nb: 2\nc: 3\n", limits: limits).summary == ["CK0117 3:1"])
    }

    @Test func inMemoryFileOverTheSizeLimitIsRejectedBeforeParsing() {
        let result = load("a: [[[[\n", limits: YAMLLimits(fileBytes: 4))
        #expect(result.summary == ["CK0101 1:1"])
    }

    @Test func inMemoryFileExactlyAtTheSizeLimitIsRead() {
        let text = "a: [1]\n"
        let result = load(text, limits: YAMLLimits(fileBytes: text.utf8.count))
        #expect(result.diagnostics.isEmpty)
        #expect(result.document != nil)
    }
}
