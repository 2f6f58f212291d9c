import ConstruktAST
import Testing

@testable import ConstruktEmitter

@Suite struct GeneratedCodeOptionsTests {
    @Test func importsComeFirstThenWhatTheFileNeedsOnce() {
        var config = ConfigDeclaration()
        config.imports = ["Foundation", "ConstruktKit"]
        config.accessLevel = .public
        let options = GeneratedCodeOptions(config)
        #expect(options.modules(needed: ["ConstruktKit", "UIKit"]) == ["Foundation", "ConstruktKit", "UIKit"])
        #expect(options.access == "public ")
        #expect(GeneratedCodeOptions.standard.access == "")
    }
}
