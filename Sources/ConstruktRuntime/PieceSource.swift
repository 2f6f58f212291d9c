import ConstruktChecker

/// What one piece of a block of the live tree is built from: a checked node (a component, `if` or
/// `forEach`), a section entry or static cell, or a slot's default placeholder (the catalog's
/// `default:` of an empty slot, such as shimmer's), known by its component's name.
enum PieceSource: Sendable {
    case node(CheckedNode)
    case entry(CheckedComponent)
    case placeholder(String)
}
