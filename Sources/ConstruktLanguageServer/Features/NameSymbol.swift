/// A declared name the editor can jump to, list the uses of and rename: a screen or component, a
/// routes destination, or a name declared inside a screen (its params, state and derived values,
/// its actions and their params, its signals, a component's slots), a type of the app's own, or a name a node binds for the nodes inside it (a loop variable written
/// with `as:` or `index:`), told by its file and the offset of its declaration.
enum NameSymbol: Hashable {
    case screen(String)
    case destination(String)
    case type(String)
    case value(screen: String, name: String)
    case action(screen: String, name: String)
    case actionParam(screen: String, action: String, name: String)
    case signal(screen: String, name: String)
    case slot(screen: String, name: String)
    case local(path: String, offset: Int, name: String)

    var name: String {
        switch self {
        case .screen(let name), .destination(let name), .type(let name): name
        case .value(_, let name), .action(_, let name), .signal(_, let name), .slot(_, let name),
            .actionParam(_, _, let name), .local(_, _, let name):
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
}
