import ConstruktAST
import ConstruktDiagnostics

/// `keepBranches: true` on a `switch` node (Docs/language.md, Component nodes): over a live value
/// its branches are kept once built and their payload fields follow the value; over a constant
/// the switch never changes branch, so the key does nothing (CK0425, a warning).
extension BodyRules {
    /// Whether the switch keeps its branches: written `true` over a value that changes.
    mutating func keepsBranches(_ syntax: SwitchSyntax<[ComponentNode]>, subject: TypedValue) -> Bool {
        guard let written = syntax.keepsBranches, written.value else { return false }
        guard subject.isLive else {
            report(
                .keptBranchesNeverChange,
                "'keepBranches' has no effect: the switch's value reads no state, so it never changes case",
                at: written.range,
                help: "remove 'keepBranches: true', or switch over the state that changes")
            return false
        }
        return true
    }
}
