import ConstruktKit
import ConstruktRuntime
import Foundation
import Testing

/// A sample screen's generated Swift, made for a test: its view model, its view, and how to send
/// it an action by the name and arguments a scenario uses.
@MainActor
struct GeneratedScreen {
    let viewModel: AnyObject
    let view: ViewConvertable
    /// Sends the action with this name and these arguments to the view model.
    let send: (String, ScenarioArguments) throws -> Void

    init(
        _ viewModel: AnyObject, _ view: ViewConvertable,
        send: @escaping (String, ScenarioArguments) throws -> Void = { action, _ in throw UnknownAction(name: action) }
    ) {
        self.viewModel = viewModel
        self.view = view
        self.send = send
    }

    /// An action the screen's table does not know.
    struct UnknownAction: Error, CustomStringConvertible {
        let name: String
        var description: String { "the test cannot send \(name)" }
    }
}

/// A screen's params (defaults filled in) or an action's arguments, read as the Swift types the
/// generated code takes (through JSON, as a host would decode them).
@MainActor
struct ScenarioArguments {
    let values: [String: RuntimeValue]

    /// The value named `name`, which must be there.
    func callAsFunction<T: Decodable>(_ name: String) throws -> T {
        let value = try #require(values[name], "no \(name) among \(values.keys.sorted())")
        let data = try JSONSerialization.data(withJSONObject: [value.jsonObject], options: [.fragmentsAllowed])
        return try JSONDecoder().decode([T].self, from: data)[0]
    }
}
