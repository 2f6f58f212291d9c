extension DiagnosticCode {
    public static let invalidDuration = DiagnosticCode(
        "CK0520", .error,
        summary: "a duration is not a length of time above zero",
        explanation: """
            `debounce:`, `every:`, `after:` and a scenario's `wait:` take a length of time: a number of
            seconds followed by `s` (`2s`, `0.5s`), milliseconds followed by `ms` (`500ms`), or a plain
            number of seconds (`1.5`). It is a whole number of milliseconds (the unit the clocks count in),
            at least one and at most a day: a zero timer would run for ever without time passing. The
            help gives the spelling meant where a unit is spelt out (`2 sec`, `500 millis`, `1min`), and
            a fraction of a millisecond is rounded there.

                watch:
                  query: { debounce: 0.5s, do: search }
            """
    )
    public static let watchUnknownState = DiagnosticCode(
        "CK0521", .error,
        summary: "`watch:` names something that is not a state value, or one it cannot compare",
        explanation: """
            `watch:` runs something after a state value changes, so each of its keys names a value declared
            under `state:`. Params never change, and derived values change with the state they read: watch
            that state instead. The generated Swift sees a change with `distinctUntilChanged()`, so the
            value's type must be Equatable: a model declared in Swift (`external: true`) or a catalog's
            value type need not be, and cannot be watched.
            """
    )
    public static let appActionDelay = DiagnosticCode(
        "CK0522", .error,
        summary: "an app action of the routes file uses `after:`",
        explanation: """
            `after:` schedules statements on a screen's view model, which runs them later as a transaction
            of its own. The routes file's actions run in the generated coordinator, which has no such
            transactions. Delay in a screen instead: its `after:` emits a signal that the destination's
            `on:` wires to the app action.
            """
    )
    public static let watchCycle = DiagnosticCode(
        "CK0523", .error,
        summary: "watches without a debounce change each other's state for ever",
        explanation: """
            A watch without `debounce:` runs at once after its state changes. When what it runs changes its
            own state (or a state whose watch, without a debounce, changes it back), each run can start the
            next with no time passing, and the screen never settles. Give one of the watches a `debounce:`,
            or run the change from an action the user starts.
            """
    )
    public static let componentTimers = DiagnosticCode(
        "CK0524", .error,
        summary: "a component file declares timers",
        explanation: """
            `timers:` run while the screen is shown: the generated code starts them in `onHostWillAppear`
            and stops them in `onHostWillDisappear`, which ConstruktKit fires only on the presented
            screen's root view. A `component:` is built inside other screens, so its timers would never
            start. Declare the timer in the screens that show the component, and pass what it changes in.
            """
    )
}

extension DiagnosticCatalog {
    static let timeCodes: [DiagnosticCode] = [
        .invalidDuration, .watchUnknownState, .appActionDelay, .watchCycle, .componentTimers,
    ]
}
