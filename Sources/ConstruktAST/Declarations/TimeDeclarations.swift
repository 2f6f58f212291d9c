import ConstruktDiagnostics

/// `watch:` of a screen or component: what runs after a state value changes (and once for its
/// start value, as ConstruktKit's `observe` delivers the current value first), optionally after
/// the value has stayed the same for `debounce`.
public struct WatchDeclaration: Sendable {
    /// The state value watched.
    public var state: Identifier
    public var debounce: TimeSpan?
    /// An action, given the new value when it takes one param, or statements that see it as `value`.
    public var handler: EventHandler
}

/// One of a screen's `timers:`: statements run every `every` while the screen is shown.
public struct TimerDeclaration: Sendable {
    public var name: Identifier
    public var every: TimeSpan
    public var handler: EventHandler
}
