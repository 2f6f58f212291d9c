import Testing

@Suite struct FixtureTests {
    @Test(arguments: DiagnosticFixture.names())
    func fixtureProducesExactlyTheExpectedDiagnostics(name: String) throws {
        let (found, messages, expected) = try DiagnosticFixture.diagnose(name)
        let unexpected = found.filter { !expected.contains($0) }
        let missing = expected.filter { !found.contains($0) }
        #expect(unexpected.isEmpty, "unexpected in \(name): \(unexpected)\nall: \(messages)")
        #expect(missing.isEmpty, "missing in \(name): \(missing)\nall: \(messages)")
    }

    @Test func everyStructureCodeHasAFixture() throws {
        let covered = Set(try DiagnosticFixture.names().flatMap { try DiagnosticFixture.diagnose($0).expected.map(\.code) })
        for code in ["CK0201", "CK0202", "CK0203", "CK0204", "CK0205", "CK0206", "CK0207", "CK0208", "CK0209", "CK0210"] {
            #expect(covered.contains(code), "no fixture expects \(code)")
        }
    }
}
