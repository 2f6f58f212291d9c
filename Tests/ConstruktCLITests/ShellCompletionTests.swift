import Testing

/// `--generate-completion-script` (Docs/ci.md, Shell completion) prints a script for each shell
/// that completes the subcommands, lint's options and the format names.
@Suite struct ShellCompletionTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func theScriptCoversLintAndItsFormats(shell: String) throws {
        let cli = try CLIHarness()
        let outcome = cli.run("--generate-completion-script", shell)
        #expect(outcome.status == 0)
        for word in ["lint", "whole-app", "codeclimate", "checkstyle", "junit"] {
            #expect(outcome.output.contains(word), "\(shell) script lacks \(word)")
        }
    }
}
