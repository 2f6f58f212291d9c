/// What the coverage cells of one app add to it, gathered cell by cell (each cell's names are
/// its own: `v7`, `p7`, `C3Holder7`) and written as one app by `ProbeApp`: a screen, a component
/// its cells place nodes in or pass params to, and a component with a slot the screen fills.
struct ProbeParts {
    /// Lines under the screen's `types:`.
    var types: [String] = []
    var screenParams: [String] = []
    var screenState: [String] = []
    var screenDerived: [String] = []
    /// Nodes of the screen's body, each a flow mapping.
    var screenNodes: [String] = []
    var componentParams: [String] = []
    var componentState: [String] = []
    var componentNodes: [String] = []
    /// What the screen's node of the component passes it.
    var componentArguments: [String] = []
    /// The values the app's scenario gives the screen's params.
    var scenarioParams: [String] = []
    /// Screens whose root node is a cell's: what only a screen's root may say.
    var rootScreens: [RootScreen] = []

    /// A screen of the app whose body is one cell's node.
    struct RootScreen {
        let name: String
        let state: [String]
        /// The node, a flow mapping.
        let root: String
    }

    mutating func merge(_ other: ProbeParts) {
        types += other.types
        screenParams += other.screenParams
        screenState += other.screenState
        screenDerived += other.screenDerived
        screenNodes += other.screenNodes
        componentParams += other.componentParams
        componentState += other.componentState
        componentNodes += other.componentNodes
        componentArguments += other.componentArguments
        scenarioParams += other.scenarioParams
        rootScreens += other.rootScreens
    }
}
