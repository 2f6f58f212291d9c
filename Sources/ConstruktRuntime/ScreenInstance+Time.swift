import ConstruktChecker

/// Time in a running screen (Docs/language.md, Time): watches, `after:` delays and timers on the
/// screen's virtual clock, in the order the generated view model runs them.
extension ScreenInstance {
    /// When the next debounce, delay or timer tick falls due, if any is pending.
    var nextDue: ScreenClock.Due? { clock.nextDue }

    /// The clock's time, in seconds since the screen was made.
    public var now: Double { clock.now }

    /// Runs the first work due at `time` or before, if there is one, as its own transaction; `nil`
    /// when nothing is due by then.
    mutating func runDue(by time: Double) -> TransactionOutcome? {
        guard let work = clock.takeDue(by: time) else { return nil }
        switch work {
        case .debounce(let index, let value):
            let watch = screen.watches[index]
            return run(watch.body, named: "watch of \(watch.state)", locals: ["value": value])
        case .delay(let body, let locals, let action):
            return run(body, named: action ?? "after", locals: locals)
        case .tick(let index):
            let timer = screen.timers[index]
            let outcome = run(timer.body, named: "timer \(timer.name)", locals: [:])
            clock.schedule(.tick(timer: index), in: timer.every)
            return outcome
        }
    }

    /// Moves the clock to `time`, once everything due by then has run.
    mutating func advanceClock(to time: Double) {
        clock.advance(to: time)
    }

    /// Subscribing delivers each watched state's start value, as ConstruktKit's `observe` does.
    mutating func startWatching() {
        for index in screen.watches.indices {
            let value = state[screen.watches[index].state] ?? .null
            watchedValues[index] = value
            trigger(index, with: value)
        }
        runWatchQueue()
    }

    /// After a committed transaction or a feed: each watched state whose value changed, in the
    /// order of the state, starts its debounce again or queues its watch; then the delays the
    /// transaction asked for are scheduled; then the queued watches run, each as its own
    /// transaction (whose own changes queue more), unless the queue is already running.
    mutating func settle() {
        for index in screen.watches.indices {
            let value = state[screen.watches[index].state] ?? .null
            guard watchedValues[index] != value else { continue }
            watchedValues[index] = value
            trigger(index, with: value)
        }
        for delay in store.delays {
            clock.schedule(.delay(body: delay.body, locals: delay.locals, action: delay.action), in: delay.seconds)
        }
        store.delays = []
        runWatchQueue()
    }

    mutating func startTimers() {
        stopTimers()
        for index in screen.timers.indices {
            clock.schedule(.tick(timer: index), in: screen.timers[index].every)
        }
    }

    mutating func stopTimers() {
        clock.cancel { work in
            if case .tick = work { return true }
            return false
        }
    }

    private mutating func trigger(_ index: Int, with value: RuntimeValue) {
        guard let debounce = screen.watches[index].debounce else {
            watchQueue.append((index, value))
            return
        }
        clock.cancel { work in
            if case .debounce(let watch, _) = work { return watch == index }
            return false
        }
        clock.schedule(.debounce(watch: index, value: value), in: debounce)
    }

    private mutating func runWatchQueue() {
        guard !isSettling else { return }
        isSettling = true
        while !watchQueue.isEmpty {
            let (index, value) = watchQueue.removeFirst()
            let watch = screen.watches[index]
            run(watch.body, named: "watch of \(watch.state)", locals: ["value": value])
        }
        isSettling = false
    }
}
