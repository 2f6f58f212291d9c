/// An app written for the appearance tests: every destination shows `Counted`, whose lifecycle
/// hooks count how often it loaded, appeared and disappeared (and emit `lifecycle` with the hook's
/// name, so the order of hooks across screens shows), on two tabs, with a pushed screen, a page
/// sheet and a full-screen modal to reach from it.
enum LifecycleApp {
    static let files: [(path: String, text: String)] = [
        ("Count.routes.yaml", routes), ("Counted.screen.yaml", counted),
    ]

    static let routes = """
        routes: CountRoute
        destinations:
          first:  { screen: Counted }
          second: { screen: Counted }
          pushed: { screen: Counted }
          sheet:  { screen: Counted, presentation: sheet }
          full:   { screen: Counted, presentation: fullScreen }
        root:
          tabs:
            - { navigation: first, title: First }
            - { navigation: second, title: Second }
        """

    static let counted = """
        screen: Counted
        state:
          loads: Int
          appears: Int
          disappears: Int
        signals:
          lifecycle: String
        lifecycle:
          onLoad:
            - set: loads
              to: ${loads + 1}
            - { emit: lifecycle, value: load }
          onAppear:
            - set: appears
              to: ${appears + 1}
            - { emit: lifecycle, value: appear }
          onDisappear:
            - set: disappears
              to: ${disappears + 1}
            - { emit: lifecycle, value: disappear }
        body:
          VStackView:
            children:
              - ButtonView: { title: Push, id: push, onTap: { route: pushed } }
              - ButtonView: { title: Sheet, id: sheet, onTap: { route: sheet } }
              - ButtonView: { title: Full, id: full, onTap: { route: full } }
        """
}
