/// Small apps written for the runtime tests.
enum TestScreens {
    /// Expressions of every kind, as derived values over a little state.
    static let expressions = """
        types:
          Genre: { enum: [action, drama] }
          User: { name: String, nickname: String? }
        screen: Expressions
        params:
          title: { type: String, default: Shop }
        state:
          count: { type: Int, default: 7 }
          price: { type: Double, default: 2.25 }
          items: { type: "[String]", default: [apple, pear] }
          nothing: "String?"
          user: "User?"
          genre: { type: Genre, default: drama }
          busy: Bool
        derived:
          quotient: ${count / 2}
          remainder: ${count % 3}
          smallest: ${min(count, 3) + max(1, 2)}
          priceText: ${format(price, '%.1f')}
          countText: ${format(count, '%d')}
          fallback: "${nothing ?? 'none'}"
          nickname: ${user?.nickname}
          loud: ${title.uppercased()}
          quiet: ${title.lowercased()}
          first: "${items.first ?? ''}"
          itemCount: ${items.count}
          noItems: ${items.isEmpty}
          verdict: "${count > 5 ? 'many' : 'few'}"
          genreName: ${genre.rawValue}
          mixed: ${price + 1}
          negative: ${-count}
          logic: ${!busy && count == 7 || false}
          joined: ${title + '!'}
          sentence: "${title} has ${count} items"
        body:
          LabelView: $sentence
        """

    /// A screen whose actions can fail, recurse and leave the screen.
    static let cart = """
        screen: Cart
        params:
          title: String
        state:
          items: { type: "[String]", default: [apple, pear] }
          count: Int
          price: { type: Double, default: 2.5 }
          busy: Bool
        derived:
          total: ${price * 2}
          label: "${title}: ${count}"
          hasItems: ${!items.isEmpty}
          itemCount: ${items.count}
        signals:
          removed: Int
        actions:
          increment:
            - set: count
              to: ${count + 1}
          removeAt:
            params: { index: Int }
            do:
              - emit: removed
                value: $index
              - set: count
                to: ${count + 1}
              - remove: items
                at: $index
          forever: [ { if: "${count >= 0}", then: [ forever ] } ]
          leave: [ { set: busy, to: true }, back ]
        body:
          VStackView:
            children:
              - LabelView: $label
              - VStackView:
                  hidden: $busy
                  children:
                    - ButtonView: { title: Add, id: add, onTap: increment }
              - forEach: $items
                as: item
                do:
                  - LabelView: $item
              - if: $hasItems
                then: [ { LabelView: has items } ]
                else: [ { LabelView: empty } ]
        """

    /// A screen with a two-way field, a two-way toggle and a list whose rows select.
    static let form = """
        screen: Form
        state:
          query: String
          notify: Bool
          fruits: { type: "[String]", default: [apple, pear] }
          picked: String
        signals:
          searched: String
          toggled: Bool
        actions:
          pick:
            params: { fruit: String }
            do: [ { set: picked, to: $fruit } ]
        body:
          VStackView:
            children:
              - TextField:
                  text: $query
                  id: search
                  onChange: { emit: searched, value: $value }
              - Toggle:
                  isOn: $notify
                  id: notify
                  onChange: { emit: toggled, value: $value }
              - TableView:
                  items: $fruits
                  as: fruit
                  cell: { LabelView: $fruit }
                  onSelect: { send: pick, with: { fruit: $fruit } }
        """
}
