import ConstruktDiagnostics
import Testing

@testable import ConstruktAST

@Suite struct SpanPositionsTests {
    @Test func agreesWithTheFileLineTable() {
        var generator = SeededGenerator(state: 7)
        let pieces = ["a", "é", "😀", "\n", "\r\n", "\r", " ", "ü"]
        for _ in 0..<300 {
            let count = Int.random(in: 0...30, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let file = SourceFile(path: "a.yaml", text: text)
            let lower = Int.random(in: 0...file.bytes.count, using: &generator)
            let table = SpanPositions(lower..<file.bytes.count, in: file)
            for offset in lower...file.bytes.count {
                #expect(
                    table.position(atOffset: offset) == file.position(atOffset: offset),
                    "\(text.debugDescription) @\(offset)")
            }
        }
    }

    @Test func longNonASCIILinesStayFast() {
        let value = String(repeating: "é ${a} ", count: 8_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            guard case .interpolation(let segments) = parseValue(value).0 else {
                Issue.record("not an interpolation")
                return
            }
            #expect(segments.count == 16_001)
        }
        #expect(elapsed < .seconds(5))
    }
}
