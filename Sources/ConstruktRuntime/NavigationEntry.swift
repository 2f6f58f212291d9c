/// A screen the navigator shows (Docs/language.md, A routes file): the destination it was shown for, its running
/// session, and how much of what the session did (transactions, signals, navigation statements)
/// the navigator has already acted on.
struct NavigationEntry: Sendable {
    /// Tells this shown screen from every other the navigator showed, so that it can follow which
    /// are on screen.
    let id: Int
    var destination: String
    var session: ScreenSession
    /// Pushed so that the tab bar hides while it is on its stack (UIKit's
    /// `hidesBottomBarWhenPushed`): the `route:` statement's `hidesTabBar:`, else its destination's.
    var hidesTabBar = false
    private var handledOutcomes = 0
    private var handledEmissions = 0
    private var handledNavigation = 0

    init(id: Int, destination: String, session: ScreenSession) {
        self.id = id
        self.destination = destination
        self.session = session
    }

    /// What the session did since the last call: new outcomes, signals and navigation statements.
    mutating func takeEffects() -> ScreenEffects {
        let instance = session.instance
        let effects = ScreenEffects(
            destination: destination,
            outcomes: Array(instance.outcomes[handledOutcomes...]),
            emissions: Array(instance.emissions[handledEmissions...]),
            navigation: Array(instance.navigationRequests[handledNavigation...])
        )
        handledOutcomes = instance.outcomes.count
        handledEmissions = instance.emissions.count
        handledNavigation = instance.navigationRequests.count
        return effects
    }
}
