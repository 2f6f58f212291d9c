/// LSP's `SymbolKind` values the document outline uses, written as their numbers.
enum SymbolKind: Int, Encodable, Sendable {
    case module = 2
    case `class` = 5
    case method = 6
    case property = 7
    case field = 8
    case enumeration = 10
    case function = 12
    case variable = 13
    case `struct` = 23
    case event = 24
}
