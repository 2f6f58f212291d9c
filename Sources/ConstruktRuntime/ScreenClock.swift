import ConstruktAST
import ConstruktChecker
import Foundation

/// A screen's virtual clock (Docs/language.md, Time): what falls due when, in seconds since the scenario
/// started. Nothing sleeps: a scenario's `wait:` moves `now` on, and the work due by then runs in
/// time order (in the order it was scheduled, at the same time, across every screen and component,
/// as the main queue runs `asyncAfter` work items).
struct ScreenClock: Sendable {
    /// What falls due: a watch's debounce ending, an `after:` body, or a timer's tick.
    enum Work: Sendable {
        case debounce(watch: Int, value: RuntimeValue)
        /// `action` is the action the `after:` statement ran in, which names the delay's transaction.
        case delay(body: [CheckedStatement], locals: [String: RuntimeValue], action: String?)
        case tick(timer: Int)
    }

    /// Work with the time it falls due (in milliseconds, the unit durations count in, so that
    /// sums of them are exact), and its place among work due at the same time.
    struct Scheduled: Sendable {
        var due: Int
        var order: Int
        var work: Work
    }

    /// When a work falls due, and its place among work due then.
    struct Due: Comparable, Sendable {
        var milliseconds: Int
        var order: Int

        /// The time, in seconds.
        var time: Double { Double(milliseconds) / 1000 }

        static func < (left: Due, right: Due) -> Bool {
            (left.milliseconds, left.order) < (right.milliseconds, right.order)
        }
    }

    /// How many debounces, delays and ticks one `wait:` may run before it fails: a delay or a timer
    /// that keeps a screen busy every millisecond of a long wait would otherwise hold the scenario
    /// for minutes.
    static let maximumRunsPerWait = 100_000

    private var milliseconds = 0
    private var pending: [Scheduled] = []

    /// The time, in seconds.
    var now: Double { Double(milliseconds) / 1000 }

    /// Schedules `work` `seconds` from now.
    mutating func schedule(_ work: Work, in seconds: Double) {
        pending.append(
            Scheduled(due: milliseconds + Self.milliseconds(seconds), order: ScheduleOrder.shared.next(), work: work))
    }

    static func milliseconds(_ seconds: Double) -> Int {
        Int((seconds * 1000).rounded())
    }

    /// Drops the pending work `matching` says to (a debounce started again, timers stopped).
    mutating func cancel(where matching: (Work) -> Bool) {
        pending.removeAll { matching($0.work) }
    }

    /// When the next work falls due, if any does.
    var nextDue: Due? {
        pending.map { Due(milliseconds: $0.due, order: $0.order) }.min()
    }

    /// Takes the first work due at `time` or before, moving `now` to when it falls due.
    mutating func takeDue(by time: Double) -> Work? {
        let limit = Self.milliseconds(time)
        guard
            let index = pending.indices.filter({ pending[$0].due <= limit })
                .min(by: {
                    Due(milliseconds: pending[$0].due, order: pending[$0].order)
                        < Due(milliseconds: pending[$1].due, order: pending[$1].order)
                })
        else { return nil }
        let taken = pending.remove(at: index)
        milliseconds = max(milliseconds, taken.due)
        return taken.work
    }

    /// The failure of a wait that ran `runs` works without reaching its end.
    static func tooBusy(_ runs: Int, waiting seconds: Double) -> RuntimeFailure {
        RuntimeFailure(
            "waiting \(TimeSpan.text(seconds)) ran \(runs) debounces, delays and timer ticks without reaching its end; a delay or a timer probably keeps the screen busy without pause"
        )
    }

    /// Moves `now` to `time` (never back).
    mutating func advance(to time: Double) {
        milliseconds = max(milliseconds, Self.milliseconds(time))
    }
}

/// The order work is scheduled in, across every clock: work due at the same time runs in it.
final class ScheduleOrder: @unchecked Sendable {
    static let shared = ScheduleOrder()
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}
