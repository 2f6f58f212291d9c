import ConstruktDiagnostics
import Testing

@Suite struct FixtureTests {
    @Test(arguments: DiagnosticFixture.all())
    func fixtureProducesExactlyTheExpectedDiagnostics(fixture: DiagnosticFixture) throws {
        let expected = try fixture.expectations()
        let (found, messages) = try fixture.diagnose()
        let unexpected = found.filter { !expected.contains($0) }
        let missing = expected.filter { !found.contains($0) }
        #expect(unexpected.isEmpty, "unexpected in \(fixture): \(unexpected)\nall: \(messages)")
        #expect(missing.isEmpty, "missing in \(fixture): \(missing)\nall: \(messages)")
    }

    /// Every code of the stages the front end has so far is demonstrated by a fixture.
    @Test func everyFrontEndCodeHasAFixture() throws {
        let covered = Set(try DiagnosticFixture.all().flatMap { try $0.expectations().map(\.code) })
        let stages = ["CK02", "CK03", "CK04", "CK05", "CK06", "CK08"]
        for code in DiagnosticCatalog.all where stages.contains(where: code.id.hasPrefix) {
            #expect(covered.contains(code.id), "no fixture expects \(code.id)")
        }
    }
}
