/// A closure parameter written `"name: Type"`; either part may hold template holes
/// (`"{{props.as}}: {{Item}}"`, `"context: BuilderTapGestureContext<{{class}}>"`).
public struct ClosureParameter: Sendable {
    public let name: Template
    public let type: Template
}
