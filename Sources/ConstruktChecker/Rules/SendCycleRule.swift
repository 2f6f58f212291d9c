import ConstruktDiagnostics

extension SendGraph {
    /// CK0418 for each group of actions that send each other round on every path, so that none of
    /// them ever finishes: at the first such send of the group's first action, with the sends of the
    /// others as labels. A countdown whose `send:` an `if:` guards is no such group.
    func cycleDiagnostics(path: String) -> [Diagnostic] {
        cycles().compactMap { cycle in
            let members = Set(cycle)
            guard let first = cycle.first, let send = firstSend(in: first, to: members),
                case .send(let target, _) = send.kind
            else { return nil }
            let others = cycle.dropFirst().map { "'\($0)'" }
            let message =
                others.isEmpty
                ? "'\(first)' sends itself again on every path, so it never finishes"
                : "'\(first)' sends itself again through \(others.joined(separator: ", ")) on every path, so they never finish"
            let labels = cycle.dropFirst().compactMap { other -> Diagnostic.Label? in
                guard let next = firstSend(in: other, to: members), case .send(let name, _) = next.kind else {
                    return nil
                }
                return Diagnostic.Label(SourceLocation(path: path, range: next.range), "'\(other)' sends '\(name)'")
            }
            return Diagnostic(
                .sendCycle, message, at: SourceLocation(path: path, range: send.range), labels: labels,
                help:
                    "guard 'send: \(target)' with an 'if:' that stops it (a countdown: 'if: ${n > 0}'), or run it later with 'after:'"
            )
        }
    }
}
