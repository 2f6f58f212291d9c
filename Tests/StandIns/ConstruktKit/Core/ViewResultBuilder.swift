import UIKit

/// The result builder of every view slot: blocks, `if`, `if let`, `switch` and `for`; no
/// buildExpression, so every line must be a ViewConvertable.
// construkt-api.md §2
@resultBuilder
public struct ViewResultBuilder {
    public static func buildBlock() -> [View] {
        []
    }

    public static func buildBlock(_ values: ViewConvertable...) -> [View] {
        values.flatMap { $0.asViews() }
    }

    public static func buildIf(_ value: ViewConvertable?) -> ViewConvertable {
        value ?? [View]()
    }

    public static func buildEither(first: ViewConvertable) -> ViewConvertable {
        first
    }

    public static func buildEither(second: ViewConvertable) -> ViewConvertable {
        second
    }

    public static func buildArray(_ components: [[View]]) -> [View] {
        components.flatMap { $0 }
    }
}

/// Views built from a count or an array; the closure is plain and returns one View.
// construkt-api.md §2
public struct ForEach: ViewConvertable {
    private let views: [View]

    public init(_ count: Int, _ builder: (_ index: Int) -> View) {
        views = (0..<count).map(builder)
    }

    public init<E>(_ array: [E], _ builder: (_ element: E) -> View) {
        views = array.map(builder)
    }

    public func asViews() -> [View] {
        views.flatMap { $0.asViews() }
    }
}

/// Several views as one line of a builder.
// construkt-api.md §2
public struct Group: ViewConvertable {
    private let views: [View]

    public init(@ViewResultBuilder _ builder: () -> ViewConvertable) {
        views = builder().asViews()
    }

    public func asViews() -> [View] {
        views
    }
}
