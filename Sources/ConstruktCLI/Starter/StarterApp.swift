/// The small app `construkt-gen init` writes: a construkt.yaml, a types file, two screens, a routes
/// file and a scenario. It lints clean, generates, and its scenario passes, so a new project starts
/// from something that works.
enum StarterApp {
    /// Each file's path inside the folder, with its text, in the order they are written.
    static let files: [(path: String, text: String)] = [
        ("construkt.yaml", configuration),
        ("Hello.types.yaml", types),
        ("Home.screen.yaml", home),
        ("Details.screen.yaml", details),
        ("Hello.routes.yaml", routes),
        ("Hello.scenario.yaml", scenario),
    ]

    static let configuration = """
        # The app is this folder and everything below it. Docs/language.md, "construkt.yaml", has every key.
        imports: [ConstruktKit]
        accessLevel: internal

        """

    static let types = """
        # Model types every screen of the app can use.
        types:
          Mood: { enum: [calm, busy] }

        """

    static let home = """
        screen: Home
        description: Counts taps, and opens the details.
        state:
          count: Int
          mood: { type: Mood, default: calm }
        derived:
          canReset: ${count > 0}
        actions:
          increment:
            - set: count
              to: ${count + 1}
            - if: ${count >= 2}
              then:
                - set: mood
                  to: busy
          reset:
            - set: count
              to: 0
            - set: mood
              to: calm
          showDetails:
            - route: details
              with: { count: $count }
        body:
          VStackView:
            spacing: 12
            children:
              - LabelView: "Taps: ${count}"
              - LabelView: "Mood: ${mood}"
              - ButtonView: { title: "+", id: more, onTap: increment }
              - ButtonView: { title: Reset, id: reset, enabled: "${canReset}", onTap: reset }
              - ButtonView: { title: Details, id: details, onTap: showDetails }

        """

    static let details = """
        screen: Details
        description: Pushed from Home, with the count.
        params:
          count: Int
        actions:
          close: [back]
        body:
          VStackView:
            spacing: 12
            children:
              - LabelView: "You tapped ${count} times."
              - ButtonView: { title: Back, id: back, onTap: close }

        """

    static let routes = """
        routes: HelloRoute
        destinations:
          home:    { screen: Home, path: / }
          details: { screen: Details, params: { count: Int }, path: /details/:count }
        root:
          navigation: home

        """

    static let scenario = """
        scenario: three taps make the app busy, and the details show the count
        app: Hello.routes.yaml
        steps:
          - expect: { text: "Taps: 0", disabled: { id: reset } }
          - tap: { id: more }
          - tap: { id: more }
          - tap: { id: more }
          - expect: { text: "Mood: busy", state: { count: 3 } }
          - tap: { id: details }
          - expect: { route: details, stack: [home, details], text: "You tapped 3 times." }
          - tap: { id: back }
          - expect: { stack: [home], text: "Taps: 3" }
          - open: /details/7
          - expect: { text: "You tapped 7 times." }

        """
}
