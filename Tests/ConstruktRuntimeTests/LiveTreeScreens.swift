/// Small apps written for the tests of the live tree: a screen whose nodes read different state, and
/// a `component:` file with its own state, derived values, signals and actions.
enum LiveTreeScreens {
    /// A counter label, an `if` on the count, and a `forEach` over books keyed by their id.
    static let library = """
        types:
          Book: { id: Int, title: String, read: Bool }
        screen: Library
        state:
          count: Int
          books: "[Book]"
        actions:
          increment:
            - set: count
              to: ${count + 1}
          dropFirst:
            - remove: books
              at: 0
        body:
          VStackView:
            children:
              - LabelView: "Count: ${count}"
              - ButtonView: { title: Add, id: add, onTap: increment }
              - ButtonView: { title: Drop, id: drop, onTap: dropFirst }
              - if: ${count > 2}
                then: [ { LabelView: many } ]
                else: [ { LabelView: few } ]
              - forEach: $books
                as: book
                do:
                  - LabelView: $book.title
                  - LabelView: "${book.read ? 'read' : 'unread'}"
        """

    /// A row that counts its own taps in steps its user passes, and says so with a signal.
    static let counterRow = """
        component: CounterRow
        params:
          name: String
          step: { type: Int, default: 1, live: true }
        state:
          taps: Int
          marks: "[Int]"
        derived:
          label: "${name}: ${taps}"
        signals:
          tapped: Int
        actions:
          tap:
            - set: taps
              to: ${taps + step}
            - emit: tapped
              value: $taps
          fail:
            - set: taps
              to: 99
            - remove: marks
              at: 5
        body:
          HStackView:
            children:
              - LabelView: $label
              - ButtonView: { title: "+${name}", onTap: tap }
              - ButtonView: { title: "x${name}", onTap: fail }
        """

    /// A screen with a counter row per name, and one more behind an `if`.
    static let board = """
        screen: Board
        state:
          names: { type: "[String]", default: [a, b] }
          step: { type: Int, default: 1 }
          showExtra: Bool
        signals:
          tapped: Int
        body:
          VStackView:
            children:
              - forEach: $names
                as: name
                do:
                  - CounterRow: { name: $name, step: $step }
              - if: $showExtra
                then: [ { CounterRow: { name: extra } } ]
                else: [ { LabelView: no extra } ]
        """
}
