/// What a view model with navigation statements has beyond the others: a `navigator` (the app's
/// coordinator, set when it shows the screen), the requests its transaction queues, the check
/// that rejects the whole transaction when one cannot run (`back` at a stack's root, `dismiss`
/// with nothing presented; with no navigator the screen is the root of its own stack, as in the
/// runtime), and performing them once the state is written back, before the signals are sent.
struct ScreenNavigatorCode {
    let names: RouteNames
    /// The view model's own names: its navigator's and its transaction's navigation queue's.
    let own: ViewModelNames
    /// `""`, or `"public "` before `navigator`, so that a navigator of another module (the host's own,
    /// a test's) can be set (GeneratedCodeOptions.access).
    var access = ""

    func writeProperty(to writer: inout SwiftCodeWriter) {
        writer.docComment("Where the screen's navigation goes: the app's coordinator.")
        writer.line("\(access)weak var \(own.navigator): \(names.navigator)?")
    }

    func writeTransactionDoc(to writer: inout SwiftCodeWriter) {
        writer.docComment(
            "Copies of the state an action works on, and the signals it emits and the navigation it asks\nfor once it succeeds."
        )
    }

    func writeTransactDoc(to writer: inout SwiftCodeWriter) {
        writer.docComment(
            "Runs `body` on copies of the state, then writes them back, navigates and sends its signals,\nunless it threw or its navigation cannot run."
        )
    }

    func writeTransactionField(to writer: inout SwiftCodeWriter) {
        writer.line("var \(own.navigation): [\(names.navigation)] = []")
    }

    func writeCheck(to writer: inout SwiftCodeWriter) {
        writer.line(
            "guard \(names.navigation).canPerform(transaction.\(own.navigation), stackDepths: \(own.navigator)?.stackDepths ?? [1]) else { return }"
        )
    }

    func writePerforming(to writer: inout SwiftCodeWriter) {
        writer.block("for request in transaction.\(own.navigation)") { writer in
            writer.line("\(own.navigator)?.perform(request)")
        }
    }
}
