import ConstruktChecker

/// A screen's virtual clock (LANGUAGE.md, Time): what falls due when, in seconds since the screen
/// was made. Nothing sleeps: a scenario's `wait:` moves `now` on, and the work due by then runs in
/// time order (in the order it was scheduled, at the same time), as the main queue runs
/// `asyncAfter` work items.
struct ScreenClock: Sendable {
    /// What falls due: a watch's debounce ending, an `after:` body, or a timer's tick.
    enum Work: Sendable {
        case debounce(watch: Int, value: RuntimeValue)
        case delay(body: [CheckedStatement], locals: [String: RuntimeValue])
        case tick(timer: Int)
    }

    /// Work with the time it falls due, and its place among work due at the same time.
    struct Scheduled: Sendable {
        var due: Double
        var order: Int
        var work: Work
    }

    private(set) var now: Double = 0
    private var pending: [Scheduled] = []
    private var scheduledCount = 0

    /// Schedules `work` `seconds` from now.
    mutating func schedule(_ work: Work, in seconds: Double) {
        scheduledCount += 1
        pending.append(Scheduled(due: now + seconds, order: scheduledCount, work: work))
    }

    /// Drops the pending work `matching` says to (a debounce started again, timers stopped).
    mutating func cancel(where matching: (Work) -> Bool) {
        pending.removeAll { matching($0.work) }
    }

    /// When the next work falls due, if any does.
    var nextDue: Double? {
        pending.map(\.due).min()
    }

    /// Takes the first work due at `time` or before, moving `now` to when it falls due.
    mutating func takeDue(by time: Double) -> Work? {
        guard let index = pending.indices.filter({ pending[$0].due <= time })
            .min(by: { (pending[$0].due, pending[$0].order) < (pending[$1].due, pending[$1].order) }) else { return nil }
        let taken = pending.remove(at: index)
        now = max(now, taken.due)
        return taken.work
    }

    /// Moves `now` to `time` (never back).
    mutating func advance(to time: Double) {
        now = max(now, time)
    }
}
