import ConstruktEmitter
import Testing

/// The build plugin lists its outputs with its own copy of the naming rule; a difference from the
/// emitter's `GeneratedFileName` would make a build miss a generated file or wait for one that
/// never comes.
@Suite struct FileNameAgreementTests {
    static let paths = [
        "Home.screen.yaml",
        "Screens/Home.screen.yaml",
        "A/B/C/Home.screen.yaml",
        "My_Screens/Home.screen.yaml",
        "My/Screens/Home.screen.yaml",
        "My_Screens_Home.screen.yaml",
        "a+b/c++_d.screen.yaml",
        "_/+/Home.screen.yaml",
        "Écrans/Accueil.screen.yaml",
        "Models.types.yaml",
        "App.routes.yaml",
        "Kit.components.yaml",
    ]

    @Test(arguments: paths)
    func thePluginNamesAnInputAsTheEmitterDoes(path: String) throws {
        let emitterName = try GeneratedFileName(for: RelativeSourcePath(path)).fileName
        let components = path.split(separator: "/").map(String.init)
        #expect(GeneratedSwiftFileName.forInput(relativePath: components) == emitterName)
    }

    @Test func distinctPathsGetDistinctNames() {
        let names = Self.paths.map {
            GeneratedSwiftFileName.forInput(relativePath: $0.split(separator: "/").map(String.init))
        }
        #expect(Set(names).count == names.count)
    }
}
