import UIKit

/// A coordinator: owns child coordinators and starts a flow.
// construkt-api.md §8
@MainActor
public protocol ConstruktCoordinator: AnyObject {
    var children: [ConstruktCoordinator] { get set }
    func start()
}

// construkt-api.md §8: `store(_)` and `free(_)`.
extension ConstruktCoordinator {
    public func store(_ coordinator: ConstruktCoordinator) {
        children.append(coordinator)
    }

    public func free(_ coordinator: ConstruktCoordinator) {
        children.removeAll { $0 === coordinator }
    }
}

/// A coordinator base class; override `start()`.
// construkt-api.md §8
@MainActor
open class BaseCoordinator: ConstruktCoordinator {
    public var children: [ConstruktCoordinator] = []

    public init() {}

    open func start() {
        fatalError("start() must be implemented")
    }
}

/// A coordinator that receives routed events and navigates with its router.
// construkt-api.md §8
@MainActor
public protocol RouteHandlingCoordinator: ConstruktCoordinator, RouteReceiving {
    var router: ConstruktRouter { get }
}
