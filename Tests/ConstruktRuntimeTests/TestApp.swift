/// A small app written for the navigator tests: a switch root on `loggedIn` between a login stack
/// and two tabs; a pushed detail with a deep link, a sheet with its own stack, and signals wired to
/// app actions.
enum TestApp {
    static let files: [(path: String, text: String)] = [
        ("Nav.routes.yaml", routes), ("Login.screen.yaml", login), ("Home.screen.yaml", home),
        ("Detail.screen.yaml", detail), ("Help.screen.yaml", help), ("Settings.screen.yaml", settings),
    ]

    static let routes = """
        routes: NavRoute
        state:
          loggedIn: Bool
        actions:
          logIn: [ { set: loggedIn, to: true } ]
          logOut: [ { set: loggedIn, to: false } ]
          showHelp: [ { route: help } ]
          closeHelp: [ dismiss ]
        destinations:
          login:    { screen: Login, on: { done: logIn } }
          home:     { screen: Home, path: /, on: { helpRequested: showHelp } }
          detail:   { screen: Detail, params: { itemId: Int }, path: /items/:itemId }
          help:     { screen: Help, presentation: sheet, path: /help, on: { closed: closeHelp } }
          settings: { screen: Settings, on: { loggedOut: logOut } }
        root:
          switch: $loggedIn
          cases:
            false: { navigation: login }
            true:
              tabs:
                - { navigation: home, title: Home, icon: house }
                - { navigation: settings, title: Settings, icon: gear }
        """

    static let login = """
        screen: Login
        signals:
          done: Void
        body:
          ButtonView: { title: Log in, id: logIn, onTap: { emit: done } }
        """

    static let home = """
        screen: Home
        state:
          taps: Int
        signals:
          helpRequested: Void
        actions:
          count:
            - set: taps
              to: ${taps + 1}
        body:
          VStackView:
            children:
              - LabelView: "Taps: ${taps}"
              - ButtonView: { title: Count, id: count, onTap: count }
              - ButtonView: { title: Open, id: open, onTap: { route: detail, with: { itemId: 7 } } }
              - ButtonView: { title: Help, id: help, onTap: { emit: helpRequested } }
              - ButtonView: { title: Leave, id: leave, onTap: back }
        """

    static let detail = """
        screen: Detail
        params:
          itemId: Int
        signals:
          loaded: Int
        lifecycle:
          onLoad:
            - emit: loaded
              value: $itemId
        body:
          VStackView:
            children:
              - LabelView: "Item ${itemId}"
              - ButtonView: { title: Close, id: close, onTap: back }
              - ButtonView: { title: More, id: more, onTap: { route: detail, with: { itemId: 8 } } }
        """

    static let help = """
        screen: Help
        signals:
          closed: Void
        body:
          VStackView:
            children:
              - LabelView: Help
              - ButtonView: { title: Done, id: done, onTap: { emit: closed } }
              - ButtonView: { title: Shut, id: shut, onTap: dismiss }
              - ButtonView: { title: Item, id: item, onTap: { route: detail, with: { itemId: 3 } } }
        """

    static let settings = """
        screen: Settings
        signals:
          loggedOut: Void
        body:
          ButtonView: { title: Log out, id: logOut, onTap: { emit: loggedOut } }
        """
}
