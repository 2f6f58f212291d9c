import ConstruktDiagnostics
import Testing

@Suite struct FixtureTests {
    @Test(arguments: DiagnosticFixture.all())
    func fixtureProducesExactlyTheExpectedDiagnostics(fixture: DiagnosticFixture) throws {
        let expected = try fixture.expectations()
        let (found, messages, transcript) = try fixture.diagnose()
        var unexpected = found
        var missing: [DiagnosticFixture.Expectation] = []
        for expectation in expected {
            if let index = unexpected.firstIndex(of: expectation) {
                unexpected.remove(at: index)
            } else {
                missing.append(expectation)
            }
        }
        #expect(unexpected.isEmpty, "unexpected in \(fixture) (each report counts): \(unexpected)\nall: \(messages)")
        #expect(missing.isEmpty, "missing in \(fixture): \(missing)\nall: \(messages)")
        TranscriptFile(fixture: fixture).expectMatches(transcript)
    }

    /// A marker the fixture reader cannot read fails the fixture instead of being skipped.
    @Test func aMalformedMarkerIsAFailure() throws {
        let fixture = DiagnosticFixture(name: "../MalformedMarker/missing-column.screen.yaml")
        #expect(throws: DiagnosticFixture.MalformedMarker.self) { try fixture.expectations() }
    }

    /// Codes a fixture file cannot carry: a file over the size limit, UTF-16 (whose comment could not
    /// be read), 100,000 nodes, and a file holding nothing but comments. Each has its own test in
    /// ConstruktYAMLTests; the catalog loader's CK07xx codes have theirs in ConstruktCatalogTests.
    static let codesTestedElsewhere: Set<String> = ["CK0101", "CK0102", "CK0117", "CK0118"]

    /// Every code of the front end is demonstrated by a fixture.
    @Test func everyFrontEndCodeHasAFixture() throws {
        let covered = Set(try DiagnosticFixture.all().flatMap { try $0.expectations().map(\.code) })
        let stages = ["CK01", "CK02", "CK03", "CK04", "CK05", "CK06", "CK08"]
        for code in DiagnosticCatalog.all
        where stages.contains(where: code.id.hasPrefix) && !Self.codesTestedElsewhere.contains(code.id) {
            #expect(covered.contains(code.id), "no fixture expects \(code.id)")
        }
    }
}
