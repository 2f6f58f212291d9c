import ConstruktDiagnostics
import Testing

@testable import ConstruktEmitter

@Suite struct SourceLocationsTests {
    private static func range(line: Int) -> SourceRange {
        SourceRange(
            start: SourcePosition(line: line, column: 1, offset: 0),
            end: SourcePosition(line: line, column: 2, offset: 1))
    }

    @Test func aDirectiveNamesTheInputAndTheLineItsCodeComesFrom() {
        let locations = SourceLocations(file: "Screens/Home.screen.yaml")
        #expect(
            locations.directive(at: Self.range(line: 12))
                == "#sourceLocation(file: \"Screens/Home.screen.yaml\", line: 12)")
    }

    @Test func aClosingDirectiveWithNothingOpenIsDropped() {
        let locations = SourceLocations(file: "A.screen.yaml")
        let lines = [
            locations.directive(at: Self.range(line: 3)), "VStackView {",
            "    " + locations.directive(at: Self.range(line: 5)), "    LabelView(nil)",
            "    " + SourceLocations.closing,
            "}", ".padding(8.0)", SourceLocations.closing,
        ]
        #expect(SourceLocations.balanced(lines) == Array(lines.dropLast()))
    }

    @Test func balancingWrittenCodeDropsWhatBalancingItsLinesDrops() {
        let locations = SourceLocations(file: "A.screen.yaml")
        let lines = [
            SourceLocations.closing, locations.directive(at: Self.range(line: 3)), "VStackView {",
            "    " + locations.directive(at: Self.range(line: 5)), "    LabelView(nil)",
            "    " + SourceLocations.closing,
            "}", ".padding(8.0)", SourceLocations.closing, SourceLocations.closing,
        ]
        var written = SwiftCodeWriter(indentation: 1)
        for line in lines { written.line(line) }
        SourceLocations.balance(&written)
        var expected = SwiftCodeWriter(indentation: 1)
        for line in SourceLocations.balanced(lines) { expected.line(line) }
        #expect(written.contents == expected.contents)
    }
}
