import ConstruktChecker

/// The names a generated view model gives its own declarations, chosen beside the screen's params,
/// state, derived values and signals and the app's types: each is the natural name unless a user
/// name takes it, and then gets leading underscores until it is free. No construkt name holds an
/// underscore (Docs/language.md, Files and apps), so the result can neither hide a user's name nor be hidden by one.
///
/// The instance methods get free names too: Swift tells `send(_:)` from a param `send` in a call,
/// but not where any type will do (`"\(viewModel.send)"`). The static `checked(_:)` and
/// `remove(at:from:)` are always called on the type, where no instance member can be meant.
struct ViewModelNames: Sendable {
    /// The enum of the screen's actions: `Action`.
    let action: String
    /// The copies an action works on: `Transaction`.
    let transaction: String
    /// The error of a statement that fails: `Rejection`.
    let rejection: String
    /// The transaction's queue of signals to send: `emissions`.
    let emissions: String
    /// The transaction's queue of navigation requests: `navigation`.
    let navigation: String
    /// The transaction's count of nested actions: `depth`.
    let depth: String
    /// The coordinator a navigating screen sends its requests to: `navigator`.
    let navigator: String
    /// The method that runs an action: `send(_:)`.
    let send: String
    /// The method that runs an action inside a transaction: `run(_:in:)`.
    let run: String
    /// The method that runs statements as one transaction: `transact(_:)`.
    let transact: String
    /// A component's bag of the observations its `on…` handlers hold: `observations`.
    let observations: String
    /// A component's bag of its live params' observations of their bindings: `following`.
    let following: String
    /// The bag of the watches' observations, the queue of watches waiting for a commit, whether
    /// one is running, and the methods that queue and run them.
    let watching: String
    let pendingWatches: String
    let isSettling: String
    let settle: String
    let runPendingWatches: String
    /// The current run of the timers, and the methods the screen starts and stops them with.
    let timerRun: String
    let startTimers: String
    let stopTimers: String
    /// The signal the view model sends to scroll a view to its top (`scrollToTop:`), by the view's
    /// id: `scrollFeedToTop` for `feed`.
    let scrollsToTop: [String: String]
    /// Every member name a user declared, beside which each timer's tick method is named.
    private let members: Set<String>

    init(screen: CheckedScreen, appTypes: AppTypeNames) {
        action = appTypes.nested("Action")
        transaction = appTypes.nested("Transaction")
        rejection = appTypes.nested("Rejection")
        let fields = Set(screen.state.map(\.name))
        emissions = Self.free("emissions", beside: fields)
        navigation = Self.free("navigation", beside: fields)
        depth = Self.free("depth", beside: fields)
        var members = Set(screen.params.map(\.name) + screen.derived.map(\.name) + screen.signals.map(\.name))
        for state in screen.state { members.formUnion([state.name, "_" + state.name]) }
        for param in screen.params where param.isLive { members.insert("_" + param.name) }
        navigator = Self.free("navigator", beside: members)
        send = Self.free("send", beside: members)
        run = Self.free("run", beside: members)
        transact = Self.free("transact", beside: members)
        observations = Self.free("observations", beside: members)
        following = Self.free("following", beside: members)
        watching = Self.free("watching", beside: members)
        pendingWatches = Self.free("pendingWatches", beside: members)
        isSettling = Self.free("isSettling", beside: members)
        settle = Self.free("settle", beside: members)
        runPendingWatches = Self.free("runPendingWatches", beside: members)
        timerRun = Self.free("timerRun", beside: members)
        startTimers = Self.free("startTimers", beside: members)
        stopTimers = Self.free("stopTimers", beside: members)
        self.members = members.union(screen.actions.map(\.name))
        var scrollsToTop: [String: String] = [:]
        for id in screen.viewsScrolledToTop {
            let words = id.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
            let name = "scroll" + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "ToTop"
            scrollsToTop[id] = Self.free(name, beside: members.union(scrollsToTop.values))
        }
        self.scrollsToTop = scrollsToTop
    }

    /// `tickAdvance`, the method that runs the timer `advance` and schedules its next tick.
    func tick(_ timer: String) -> String {
        Self.free("tick" + timer.prefix(1).uppercased() + timer.dropFirst(), beside: members)
    }

    /// `name`, or with leading underscores until `taken` does not hold it.
    static func free(_ name: String, beside taken: Set<String>) -> String {
        var free = name
        while taken.contains(free) { free = "_" + free }
        return free
    }

    /// The locals of `transact(_:)` besides the transaction, which would hide a state of their name
    /// when it copies the state: such a state is read through `self`.
    static let transactLocals: Set<String> = ["body", "emission", "request", "transaction"]
}
