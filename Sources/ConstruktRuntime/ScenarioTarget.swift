/// What a scenario drives (Docs/language.md, A scenario file): one screen (`screen:` and `route:` scenarios) or the
/// whole app through its navigator (`app:` scenarios).
protocol ScenarioTarget {
    /// The tree finders look in.
    var tree: RuntimeNode { get }
    mutating func tap(_ query: NodeQuery) throws
    mutating func type(_ text: String, into query: NodeQuery) throws
    mutating func select(section: String?, index: Int) throws
    mutating func select(_ query: NodeQuery) throws
    mutating func scroll(_ query: NodeQuery, to move: ScrollMove) throws
    mutating func page(section: String, to page: Double) throws
    /// Pulls the list the query finds down, as a user does (Docs/language.md, A scenario file).
    mutating func pullToRefresh(_ query: NodeQuery) throws
    mutating func send(_ action: String, arguments: [String: RuntimeValue]) throws
    mutating func feed(_ values: [String: RuntimeValue]) throws
    mutating func open(_ path: String) throws
    mutating func back() throws
    mutating func dismiss() throws
    /// Moves the clock on by `seconds`, running what falls due (Docs/language.md, Time).
    mutating func wait(_ seconds: Double) throws
    /// Checks `expect:` entries against the target as it is now.
    var expectationCheck: ExpectationCheck { get }
}
