import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// The view model's code for time (Docs/language.md, Time): each watch an observation of its state
/// with ConstruktKit's operators (`$query.distinctUntilChanged().debounce(for: 0.5, on: .main)
/// .observe { … }`), held by a `CancelBag`; each timer a chain of `DispatchQueue.main.asyncAfter`
/// ticks that `startTimers()` begins and `stopTimers()` ends (the screen's `onHostWillAppear` and
/// `onHostWillDisappear` call them). A watch without a debounce runs once the transaction whose
/// commit changed its state has finished, as the runtime runs it.
struct TimeCode {
    let screen: CheckedScreen
    let catalog: ComponentCatalog
    let names: ViewModelNames
    let appTypes: AppTypeNames
    var routeNames: RouteNames?
    var sourceLocations: SourceLocations?
    var access = ""

    var hasWatches: Bool { !screen.watches.isEmpty }
    var hasImmediateWatches: Bool { screen.watches.contains { $0.debounce == nil } }
    var hasTimers: Bool { !screen.timers.isEmpty }
    /// Whether `transact(_:)` must hold back the watches its commit queues.
    var holdsWatches: Bool { hasImmediateWatches }

    /// The stored properties: the watches' bag, the queue of watches waiting for a commit to end,
    /// and which run of the timers is current.
    func writeStorage(to writer: inout SwiftCodeWriter) {
        if hasWatches {
            writer.docComment("The observations of the watched state, as long as the view model lives.")
            writer.line("private let \(names.watching) = \(appTypes.library("CancelBag", in: "ConstruktKit"))()")
        }
        if hasImmediateWatches {
            writer.docComment("Watches waiting for the transaction that changed their state to finish, oldest first.")
            writer.line("private var \(names.pendingWatches): [() -> Void] = []")
            writer.docComment("Whether a commit or the queue of watches is running, so that a watch waits its turn.")
            writer.line("private var \(names.isSettling) = false")
        }
        if hasTimers {
            writer.docComment(
                "Which run of the timers is current: stopping them starts another, and a tick of an older one\ndoes nothing."
            )
            writer.line("private var \(names.timerRun) = 0")
        }
    }

    /// The observations, at the end of `init`: subscribing delivers the start value, as
    /// ConstruktKit's `observe` does.
    func writeObservations(to writer: inout SwiftCodeWriter) throws(EmitterError) {
        // The start values' watches wait until every watch has subscribed, as the runtime's do.
        if hasImmediateWatches { writer.line("\(names.isSettling) = true") }
        for watch in screen.watches {
            guard let state = screen.state.first(where: { $0.name == watch.state }) else {
                throw EmitterError.checkerInvariant("a watch of the unknown state '\(watch.state)'")
            }
            let type = try SwiftTypeName.of(state.type)
            let debounce = watch.debounce.map { ".debounce(for: \($0), on: .main)" } ?? ""
            let lines = try transactLines(watch.body, owner: "self")
            writer.line("$\(state.name).distinctUntilChanged()\(debounce).observe { [weak self] (value: \(type)) in")
            writer.indented { writer in
                writer.line("guard let self else { return }")
                if watch.debounce == nil {
                    writer.line("self.\(names.settle) {")
                    writer.indented { writer in
                        for line in lines { writer.line(line) }
                    }
                    writer.line("}")
                } else {
                    for line in lines { writer.line(line) }
                }
            }
            writer.line("}.store(in: \(names.watching))")
        }
        if hasImmediateWatches {
            writer.line("\(names.isSettling) = false")
            writer.line("\(names.runPendingWatches)()")
        }
    }

    /// `settle(_:)`, `startTimers()`, `stopTimers()` and each timer's tick.
    func writeMethods(to writer: inout SwiftCodeWriter) throws(EmitterError) {
        if hasImmediateWatches {
            writer.blankLine()
            writer.docComment("Runs `watch` once no commit is running, after the watches queued before it.")
            writer.block("private func \(names.settle)(_ watch: @escaping () -> Void)") { writer in
                writer.line("\(names.pendingWatches).append(watch)")
                writer.line("\(names.runPendingWatches)()")
            }
            writer.blankLine()
            writer.docComment(
                "Runs the queued watches, each as its own transaction, unless a commit or the queue is running.")
            writer.block("private func \(names.runPendingWatches)()") { writer in
                writer.line("guard !\(names.isSettling) else { return }")
                writer.line("\(names.isSettling) = true")
                writer.block("while !\(names.pendingWatches).isEmpty") { writer in
                    writer.line("\(names.pendingWatches).removeFirst()()")
                }
                writer.line("\(names.isSettling) = false")
            }
        }
        guard hasTimers else { return }
        writer.blankLine()
        writer.docComment("Starts the timers; the screen calls it each time it appears.")
        writer.block("\(access)func \(names.startTimers)()") { writer in
            writer.line("\(names.timerRun) += 1")
            for timer in screen.timers { writer.line("\(tickName(timer))(in: \(names.timerRun))") }
        }
        writer.blankLine()
        writer.docComment("Stops the timers; the screen calls it each time it disappears.")
        writer.block("\(access)func \(names.stopTimers)()") { writer in
            writer.line("\(names.timerRun) += 1")
        }
        for timer in screen.timers {
            let lines = try transactLines(timer.body, owner: "self")
            writer.blankLine()
            writer.docComment(
                "One tick of a timer, then the next, while `generation` is the current run of the timers.")
            writer.block("private func \(tickName(timer))(in generation: Int)") { writer in
                writer.line("DispatchQueue.main.asyncAfter(deadline: .now() + \(timer.every)) { [weak self] in")
                writer.indented { writer in
                    writer.line("guard let self, self.\(names.timerRun) == generation else { return }")
                    for line in lines { writer.line(line) }
                    writer.line("self.\(tickName(timer))(in: generation)")
                }
                writer.line("}")
            }
        }
    }

    /// `tickAdvance`, the method of the timer `advance`.
    func tickName(_ timer: CheckedScreen.Timer) -> String {
        names.tick(timer.name)
    }

    /// What the watches' and timers' statements need beside them: the overflow check, the checked
    /// list index, the navigation rejection.
    func needs() throws(EmitterError) -> TransactionNeeds {
        var needs: TransactionNeeds = []
        for body in screen.watches.map(\.body) + screen.timers.map(\.body) {
            var statements = StatementWriter(screen: screen, catalog: catalog, names: names)
            statements.routeNames = routeNames
            statements.eventValue = "value"
            statements.explicitOwner = true
            _ = try statements.lines(body, depth: 1)
            needs.formUnion(statements.needs)
        }
        return needs
    }

    /// `self.transact { (transaction: inout Transaction) throws in … }` over `body`.
    private func transactLines(_ body: [CheckedStatement], owner: String) throws(EmitterError) -> [String] {
        var statements = StatementWriter(screen: screen, catalog: catalog, names: names)
        statements.routeNames = routeNames
        statements.eventValue = "value"
        statements.explicitOwner = true
        var lines = try statements.lines(body, depth: 1)
        if lines.isEmpty { lines = ["    _ = transaction"] }
        return ["self.\(names.transact) { (transaction: inout \(names.transaction)) throws in"] + lines + ["}"]
    }
}
