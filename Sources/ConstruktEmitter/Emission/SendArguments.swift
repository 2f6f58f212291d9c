import ConstruktChecker

/// What decides how an event's `send:` is written. Its arguments may read state, as
/// `viewModel.<state>`; a derived value has no current value outside a transaction (the view
/// model only has its binding), so an event whose arguments read one runs its statements in a
/// `viewModel.transact { … }`, where the derived value is its expression over the state copies.
enum SendArguments {
    /// Whether `value` reads a derived value anywhere.
    static func readsDerived(_ value: TypedValue) -> Bool {
        value.expressions.contains { $0.reads { _, scope in scope == .derived } }
    }
}
