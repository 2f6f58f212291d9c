/// Writes the navigation requests of a routes file's app: the enum of what a `route:`, `back` or
/// `dismiss` statement asks for, its `canPerform(_:stackDepths:)` (the rule, shared by screens and
/// app actions, that rejects a transaction whose `back` finds no screen below on the top stack or
/// whose `dismiss` finds nothing presented, following the transaction's own requests in order, as
/// the runtime's NavigationContext does), and the navigator protocol screens send requests to.
/// With `accessLevel: public` both are public, and so are the protocol's requirements.
struct NavigationRequestWriter {
    let names: RouteNames
    /// `""`, or `"public "` before each declaration the app uses (GeneratedCodeOptions.access).
    var access = ""

    func write(to writer: inout SwiftCodeWriter) {
        let names = names
        let access = access
        writer.docComment(
            "A navigation statement of a screen or an app action, performed once its transaction succeeded.")
        writer.block("nonisolated \(access)enum \(names.navigation): Hashable") { writer in
            writer.line("case show(\(names.route))")
            if names.choosesTabBar {
                writer.docComment(
                    "Pushes a route, hiding the tab bar while it is on its stack or not, over its destination's choice."
                )
                writer.line("case push(\(names.route), hidesTabBar: Bool)")
            }
            if names.selectsTabs { writer.line("case selectTab(\(names.route))") }
            writer.line("case back")
            writer.line("case dismiss")
            writeCanPerform(to: &writer)
        }
        writer.blankLine()
        writer.docComment("Performs the navigation screens ask for: the app's coordinator.")
        writer.line("@MainActor")
        writer.block("\(access)protocol \(names.navigator): AnyObject") { writer in
            writer.docComment("How many screens each stack holds: the shown root stack's, then each presented one's.")
            writer.line("var stackDepths: [Int] { get }")
            writer.docComment(
                names.selectsTabs
                    ? "Shows a route, selects a tab, goes back on the top stack, or dismisses the top presented stack."
                    : "Shows a route, goes back on the top stack, or dismisses the top presented stack.")
            writer.line("func perform(_ request: \(names.navigation))")
        }
    }

    /// `canPerform(_:stackDepths:)`: the requests followed in order over the stacks' depths.
    private func writeCanPerform(to writer: inout SwiftCodeWriter) {
        let names = names
        let access = access
        writer.blankLine()
        if names.selectsTabs {
            writer.docComment(
                "Whether `requests` can run in order over stacks of these depths (the shown root stack's, then\neach presented stack's): `back` needs a screen below on the top stack, `dismiss` a presented stack.\nA selected tab's stack counts as its root alone, as its depth is not known here."
            )
        } else {
            writer.docComment(
                "Whether `requests` can run in order over stacks of these depths (the shown root stack's, then\neach presented stack's): `back` needs a screen below on the top stack, `dismiss` a presented stack."
            )
        }
        writer.block(
            "\(access)static func canPerform(_ requests: [\(names.navigation)], stackDepths: [Int]) -> Bool"
        ) { writer in
            writer.line("var depths = stackDepths")
            writer.block("for request in requests") { writer in
                writer.line("switch request {")
                writer.line("case .show(let route):")
                writer.indented { writer in
                    writer.block("if route.modalStyle == nil", closing: "} else {") { writer in
                        writer.line("depths[depths.count - 1] += 1")
                    }
                    writer.indented { writer in
                        writer.line("depths.append(1)")
                    }
                    writer.line("}")
                }
                if names.choosesTabBar {
                    writer.line("case .push:")
                    writer.indented { writer in
                        writer.line("depths[depths.count - 1] += 1")
                    }
                }
                if names.selectsTabs {
                    writer.line("case .selectTab:")
                    writer.indented { writer in
                        writer.line("depths[0] = 1")
                    }
                }
                writer.line("case .back:")
                writer.indented { writer in
                    writer.line("guard depths[depths.count - 1] > 1 else { return false }")
                    writer.line("depths[depths.count - 1] -= 1")
                }
                writer.line("case .dismiss:")
                writer.indented { writer in
                    writer.line("guard depths.count > 1 else { return false }")
                    writer.line("depths.removeLast()")
                }
                writer.line("}")
            }
            writer.line("return true")
        }
    }
}
