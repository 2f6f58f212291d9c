import ConstruktRuntime
import Foundation
import UIKit

/// A sample's generated coordinator as an app scenario drives it, whatever its type: in its window,
/// handing every screen's view model (`ScreenModel`) to `onScreen` as it is made, started, given
/// deep links, `back` and `dismiss` (each only when its navigation enum says it can run, as a
/// screen's statement would be rejected), and its app state read and fed by name.
@MainActor
struct GeneratedApp {
    /// A back or dismiss step.
    enum Leaving {
        case back
        case dismiss
    }

    /// App state the coordinator does not have.
    struct UnknownState: Error {
        let name: String
    }

    let window: UIWindow
    let start: () -> Void
    let open: (URL) -> Void
    let leave: (Leaving) -> Void
    /// The coordinator's `state` struct, read by reflection.
    let state: () -> Any
    /// Sets app state values by name, all at once, as the host does.
    let feed: ([String: RuntimeValue]) throws -> Void

    /// A runtime value as the Swift value of type `T`, through JSON as the view models read it.
    static func decode<T: Decodable>(_ value: RuntimeValue, as type: T.Type = T.self) throws -> T {
        let data = try JSONSerialization.data(withJSONObject: [value.jsonObject], options: [.fragmentsAllowed])
        return try ViewModelMirror.decoder.decode([T].self, from: data)[0]
    }

    /// The destination a `ScreenModel` case names and the view model it carries.
    static func screen(_ model: Any) -> (destination: String, viewModel: AnyObject)? {
        guard let payload = Mirror(reflecting: model).children.first, let destination = payload.label else {
            return nil
        }
        return (destination, payload.value as AnyObject)
    }
}
