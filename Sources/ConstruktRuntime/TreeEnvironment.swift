/// Where a part of the live tree is built: the instance whose params, state and derived values it
/// reads (the screen, or a `component:` instance), the loop variables in scope, and its address.
///
/// Names read are recorded scoped: as written for the screen (`count`), with the instance's id in
/// front inside a `component:` instance (`3/count`), so one set of changed names serves the whole
/// tree. The address names the place by the positions and loop keys that lead to it, so a full
/// rebuild finds the `component:` instance it had there and keeps its state.
struct TreeEnvironment: Sendable {
    /// The `component:` instance, or `nil` for the screen.
    var scope: Int?
    /// Loop variables by name (params are read from the instance).
    var locals: [String: RuntimeValue] = [:]
    var address: String = ""
    /// How many `component:` bodies this place is inside.
    var nesting = 0
    /// Inside a `component:` instance's body: the views its node gave each slot, by slot name.
    var slotFills: [String: SlotFill] = [:]

    /// The screen's environment at the root of its body.
    static let screen = TreeEnvironment(scope: nil)

    /// A name as the live tree records it.
    func scoped(_ name: String) -> String {
        scope.map { "\($0)/\(name)" } ?? name
    }

    /// The same place, one step further down.
    func at(_ step: String) -> TreeEnvironment {
        var next = self
        next.address += step
        return next
    }

    /// The same place with `values` in scope too (a slot's closure parameters).
    func binding(_ values: [String: RuntimeValue]) -> TreeEnvironment {
        guard !values.isEmpty else { return self }
        var next = self
        next.locals.merge(values) { _, new in new }
        return next
    }

    /// The environment inside a `component:` instance's body, whose slots hold `fills`.
    func inside(component instance: Int, fills: [String: SlotFill] = [:]) -> TreeEnvironment {
        TreeEnvironment(scope: instance, locals: [:], address: address + "@", nesting: nesting + 1, slotFills: fills)
    }

    /// Where a slot's views are built when placed here: in the environment of the node that gave
    /// them (its instance, loop variables and slots), at this place's address.
    func placing(_ fill: SlotFill) -> TreeEnvironment {
        var placed = fill.environment
        placed.address = address + "$"
        placed.nesting = nesting
        return placed
    }
}
