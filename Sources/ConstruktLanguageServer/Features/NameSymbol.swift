/// A declared name the editor can jump to, list the uses of and rename: a screen or component, a
/// routes destination, a name declared inside a screen (its params, state and derived values,
/// its actions and their params, its signals, a component's slots, its timers and the ids of its
/// lists' sections), a type of the app's own, a case of one of its enums or a field of one of its
/// models or of a case's payload, or a name a node binds for the nodes inside it (a
/// loop variable written with `as:` or `index:`), told by its file and the offset of its declaration.
enum NameSymbol: Hashable {
    case screen(String)
    case destination(String)
    case type(String)
    case enumCase(type: String, name: String)
    case field(type: String, name: String)
    case payloadField(type: String, caseName: String, name: String)
    case value(screen: String, name: String)
    case action(screen: String, name: String)
    case actionParam(screen: String, action: String, name: String)
    case signal(screen: String, name: String)
    case slot(screen: String, name: String)
    case timer(screen: String, name: String)
    case section(screen: String, name: String)
    case local(path: String, offset: Int, name: String)

    var name: String {
        switch self {
        case .screen(let name), .destination(let name), .type(let name): name
        case .value(_, let name), .action(_, let name), .signal(_, let name), .slot(_, let name),
            .timer(_, let name), .section(_, let name), .enumCase(_, let name), .field(_, let name),
            .actionParam(_, _, let name), .payloadField(_, _, let name), .local(_, _, let name):
            name
        }
    }
}

/// One place a name is written: its declaration or a use.
struct NameOccurrence {
    var symbol: NameSymbol
    var path: String
    /// Byte offsets of the name in its file.
    var start: Int
    var end: Int
    var isDeclaration: Bool

    /// A name and where it is written: one occurrence however many ways the index finds it.
    struct Place: Hashable {
        var symbol: NameSymbol
        var path: String
        var start: Int
    }

    var place: Place { Place(symbol: symbol, path: path, start: start) }
}
