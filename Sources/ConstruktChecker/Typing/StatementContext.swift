import ConstruktAST

/// What statements in one place can name: the state they change, the actions they send (with
/// their params in order), the signals they emit and the destinations they route to.
struct StatementContext {
    /// A named, ordered parameter list with resolved types.
    struct Params {
        var names: [String] = []
        var types: [String: ValueType] = [:]
    }

    /// "Counter" or "the routes file", for messages.
    var owner: String
    var state: [String: ValueType]
    /// State names declared, including those whose type did not resolve.
    var stateNames: Set<String>
    var actions: [String: Params]
    var signals: [String: ValueType]
    var signalNames: Set<String>
    /// `nil` when the app has no routes file.
    var destinations: [String: Params]?
    /// The app's routes file, where a destination's declaration is pointed at.
    var routes: (path: String, declaration: RoutesDeclaration)?
    /// The app's screens, whose params a destination's declaration must match.
    var screens: [String: ScreenSymbols] = [:]
    /// Whether the routes file was read without an error; when not, a destination missing from
    /// `destinations` may be hidden by that error, which is reported already.
    var destinationsAreComplete = true
    /// Whether `after:` may delay statements: a screen's view model schedules them, and the app's
    /// coordinator has no transactions of its own to run them in later (CK0522).
    var allowsDelays = true
    /// The views of the file's body that `scrollToTop:` names; `nil` where there are no views (the
    /// routes file).
    var scrollTargets: ScrollTargets?
}
