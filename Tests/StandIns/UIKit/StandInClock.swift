// Not UIKit: a virtual clock for `DispatchQueue.main.asyncAfter`, which generated code (and the
// ConstruktKit stand-in's `debounce`) schedule timed work with. Linux runs no main run loop for
// tests, and a test must not sleep: work scheduled here waits until a test moves the clock on
// with `StandInClock.advance(by:)`, which runs what falls due in time order (in the order it was
// scheduled, at the same time), as the main queue would.

/// The virtual time of the stand-ins' main queue, in milliseconds (the unit construkt durations
/// count in), and the work due on it.
@_spi(StandIn) @MainActor public enum StandInClock {
    /// Milliseconds since the clock was last reset.
    public private(set) static var now = 0
    private static var pending: [(due: Int, order: Int, work: @MainActor () -> Void)] = []
    private static var scheduledCount = 0

    /// Forgets every pending work and starts the clock again at zero (each test starts so).
    public static func reset() {
        now = 0
        pending = []
    }

    /// Schedules `work` `milliseconds` from now.
    public static func schedule(in milliseconds: Int, _ work: @escaping @MainActor () -> Void) {
        scheduledCount += 1
        pending.append((now + max(0, milliseconds), scheduledCount, work))
    }

    /// Moves the clock on by `seconds`, running each work due by then, in time order.
    public static func advance(by seconds: Double) {
        let target = now + Int((seconds * 1000).rounded())
        while let index = pending.indices.filter({ pending[$0].due <= target })
            .min(by: { (pending[$0].due, pending[$0].order) < (pending[$1].due, pending[$1].order) }) {
            let due = pending.remove(at: index)
            now = max(now, due.due)
            due.work()
        }
        now = target
    }
}

extension DispatchQueue {
    /// `asyncAfter(deadline:execute:)` of the main queue, on the virtual clock: the work runs when a
    /// test moves `StandInClock` past the deadline. Dispatch's own overload takes `qos:` and
    /// `flags:` too; a call that writes neither resolves to this one.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {
        let nanoseconds = Int64(bitPattern: deadline.uptimeNanoseconds &- DispatchTime.now().uptimeNanoseconds)
        let milliseconds = Int((Double(nanoseconds) / 1_000_000).rounded())
        MainActor.assumeIsolated {
            StandInClock.schedule(in: milliseconds, work)
        }
    }
}
