/// Hands out user names that are unique in the app: ordinary words, and with the collisionNames
/// family also names that clash with generated Swift or with Swift itself.
struct NamePool {
    static let lowerWords = [
        "count", "total", "label", "amount", "score", "note", "level", "flag", "ready", "name", "tag", "rank",
        "price", "limit", "step", "mode", "query", "detail", "status", "value", "color", "size", "weight",
    ]
    /// Names that end in `try`, which the namesEndingInTry family adds.
    static let endingInTry = ["entry", "country", "retry", "registry"]
    /// The built-ins' names (`.count`, `.first`), which model fields take only in the
    /// fieldsNamedLikeBuiltIns family.
    static let builtIns = ["count", "first", "last", "isEmpty"]
    static let upperWords = [
        "Movie", "Order", "Card", "Track", "Place", "Badge", "Task", "Post", "Album", "Topic", "Member", "Ticket",
    ]
    /// Names the generated Swift or Swift itself also uses, which must work as the user's names.
    /// The names the language reserves (`self`, `Self`, `Type`, `Any`, the catalog's `Header`, …;
    /// Docs/language.md, "Reserved names") are lint errors by design, so they are left out.
    static let lowerCollisions = [
        "send", "body", "title", "description", "remove", "context", "item", "navigator", "transaction", "action",
        "default", "class", "func", "init", "view", "state", "signal", "value", "id", "hash", "return",
    ]
    static let upperCollisions = [
        "Action", "Transaction", "View", "Signal", "State", "Variable", "Property", "Binding", "Section",
        "Error", "Result", "Data", "Item", "Value", "Context", "Route",
    ]

    private var used: Set<String> = []
    private let collisions: Bool
    private let words: [String]

    /// `builtIns` adds the built-ins' names (true), leaves them out (false), or keeps the plain
    /// words as they are (nil).
    init(collisions: Bool, endingInTry: Bool = false, builtIns: Bool? = nil) {
        self.collisions = collisions
        let words = Self.lowerWords + (endingInTry ? Self.endingInTry : [])
        switch builtIns {
        case true?: self.words = words + Self.builtIns.filter { !words.contains($0) }
        case false?: self.words = words.filter { !Self.builtIns.contains($0) }
        case nil: self.words = words
        }
    }

    mutating func lower(_ random: inout SeededRandom, hint: String? = nil) -> String {
        let base = collisions && random.chance(30) ? random.pick(Self.lowerCollisions) : (hint ?? random.pick(words))
        return unique(base)
    }

    /// `ending`, when given, ends every other name made of `prefix` and a word, as a screen's
    /// `View` does (`A1ScreenMovieView`), without drawing on `random`.
    mutating func upper(_ random: inout SeededRandom, prefix: String, ending: String = "") -> String {
        if collisions && random.chance(30) {
            let candidate = random.pick(Self.upperCollisions)
            if !used.contains(candidate) {
                used.insert(candidate)
                return candidate
            }
        }
        return unique(prefix + random.pick(Self.upperWords) + (used.count.isMultiple(of: 2) ? ending : ""))
    }

    /// Marks a name taken without generating it (fixed names such as route destinations).
    mutating func reserve(_ name: String) {
        used.insert(name)
    }

    private mutating func unique(_ base: String) -> String {
        var name = base
        var suffix = 2
        while used.contains(name) {
            name = "\(base)\(suffix)"
            suffix += 1
        }
        used.insert(name)
        return name
    }
}
