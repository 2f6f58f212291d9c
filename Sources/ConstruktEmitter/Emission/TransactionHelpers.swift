import ConstruktChecker

/// What the transactions of a view model or a coordinator throw through, written once for each:
/// the rejection error, a list index checked against its bounds, `back`/`dismiss` where nothing can go back,
/// and Int arithmetic checked for overflow. Only what the statements use is written.
struct TransactionHelpers {
    /// What the statements use.
    let needs: TransactionNeeds
    /// The nested error's name (`Rejection`, `_Rejection` where the app takes the name).
    let rejection: String
    /// Swift's `Error`, qualified where the app declares an `Error` of its own.
    let errorType: String
    /// `fileprivate` in a view model, whose view runs its transactions too; `private` in a coordinator.
    let access: String

    /// What `run(_:in:)` needs where its actions may send each other round (`SendGraph`): the
    /// transaction counts how deep they nest and is rejected past the runtime's limit, as the
    /// runtime rejects it, rather than recursing until the stack overflows.
    static func nestingLimit(_ actions: [CheckedScreen.Action]) -> TransactionNeeds {
        SendGraph(actions).mayNest(deeperThan: SendGraph.maximumDepth) ? .nestingLimit : []
    }

    /// The lines that start `run(_:in:)` with the nesting limit, over the transaction's `depth`.
    static func nestingGuard(depth: String, rejection: String) -> [String] {
        [
            "transaction.\(depth) += 1",
            "defer { transaction.\(depth) -= 1 }",
            "guard transaction.\(depth) <= \(SendGraph.maximumDepth) else { throw \(rejection)() }",
        ]
    }

    func write(to writer: inout SwiftCodeWriter) {
        if !needs.isDisjoint(with: [.overflowCheck, .indexCheck, .navigationRejection, .nestingLimit]) {
            writer.blankLine()
            writer.docComment("A statement failed, so its action changes nothing.")
            writer.line("\(access) struct \(rejection): \(errorType) {}")
        }
        if needs.contains(.indexCheck) {
            writer.blankLine()
            writer.docComment("`index`, or a rejection where it is out of `bounds` and Swift would trap.")
            writer.block(
                "\(access) static func checked(index: Int, in bounds: some RangeExpression<Int>) throws -> Int"
            ) { writer in
                writer.line("guard bounds.contains(index) else { throw \(rejection)() }")
                writer.line("return index")
            }
        }
        if needs.contains(.navigationRejection) {
            writer.blankLine()
            writer.docComment(
                "`back` or `dismiss`, which reject their action: the app has no routes file, so the screen is the\nroot of its own stack, with nothing to go back to and nothing presented."
            )
            writer.block("\(access) static func rejectNavigation() throws") { writer in
                writer.line("throw \(rejection)()")
            }
        }
        if needs.contains(.overflowCheck) {
            writer.blankLine()
            writer.docComment("The result of an Int operation, or a rejection where Swift would trap.")
            writer.block("\(access) static func checked(_ result: (partialValue: Int, overflow: Bool)) throws -> Int") {
                writer in
                writer.line("if result.overflow { throw \(rejection)() }")
                writer.line("return result.partialValue")
            }
        }
    }
}
