import ConstruktCLI
import Foundation
import Testing

/// A "did you mean" that names one replacement is a fix-it in the machine-readable reports, which
/// editors and code-review tools apply.
@Suite struct SuggestionFixItOutputTests {
    static let screen = """
        screen: SignUp
        state:
          username: String
        body:
          LabelView: ${usrname}

        """

    @Test func jsonAndSarifCarryTheSuggestedName() throws {
        let cli = try CLIHarness(files: ["SignUp.screen.yaml": Self.screen])
        let json = cli.run("lint", "--format", "json", "SignUp.screen.yaml")
        #expect(json.status == 1)
        #expect(json.output.contains(#""help": "did you mean 'username'?""#))
        #expect(json.output.contains(#""replacement": "username""#))
        let sarif = cli.run("lint", "--format", "sarif", "SignUp.screen.yaml")
        #expect(sarif.output.contains(#""fixes""#))
        #expect(sarif.output.contains(#""text": "username""#))
    }
}
