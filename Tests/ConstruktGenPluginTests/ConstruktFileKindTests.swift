import Testing

/// Which files the plugins read, and which of them become Swift files.
@Suite struct ConstruktFileKindTests {
    @Test func filesAreToldByTheEndOfTheirName() {
        #expect(ConstruktFileKind(fileName: "Home.screen.yaml") == .screen)
        #expect(ConstruktFileKind(fileName: "Models.types.yaml") == .types)
        #expect(ConstruktFileKind(fileName: "App.routes.yaml") == .routes)
        #expect(ConstruktFileKind(fileName: "Kit.components.yaml") == .components)
        #expect(ConstruktFileKind(fileName: "Home.scenario.yaml") == .scenario)
        #expect(ConstruktFileKind(fileName: "construkt.yaml") == .config)
    }

    @Test(arguments: [".screen.yaml", "Home.yaml", "Home.screen.yml", "Home.swift", "my-construkt.yaml", "README.md"])
    func otherFilesAreNoConstruktFiles(name: String) {
        #expect(ConstruktFileKind(fileName: name) == nil)
    }

    @Test func screensTypesAndRoutesGenerateSwift() {
        #expect(ConstruktFileKind.allCases.filter(\.generatesSwift) == [.screen, .types, .routes])
    }

    @Test func scenariosAreNoBuildInputs() {
        #expect(ConstruktFileKind.allCases.filter { !$0.isBuildInput } == [.scenario])
    }
}
