/// A family of constructs the generator can write, switched on and off by `--families`. The
/// default set holds the families whose apps lint, generate and type-check on today's main; each
/// family left out names the failure it shows, so it can be switched on once that is fixed.
enum ConstructFamily: String, CaseIterable {
    case modifiers, liveValues, conditionals, loops, twoWay, lists, staticCells, models, enums
    case expressions, statements, signals, components, routes, deepLinks, scenarios, lifecycle, parity
    case collisionNames, interpolatedNumbers, borderShadow, rangeExpressions, unaryMinus
    case emitComputed, liveLoopsOutsideStacks, stateWithoutDefault, headerLoopVariable
    case optionalChains, floatLiteralCompare, navigationWithoutRoutes, shuffledArguments, namesEndingInTry
    case parityOverBack, floatLiteralsThroughMinMax, parityFeeds, parityFloatPrecision, fieldsNamedLikeBuiltIns

    /// Why the family is off by default: the failure class it shows today (empty when on).
    var knownFailure: String {
        switch self {
        case .collisionNames: "user names such as Action, Transaction, View, Signal, body, send clash with generated Swift"
        case .interpolatedNumbers: "generate refuses interpolating a Double (or UUID, list) into a String"
        case .borderShadow: "generate refuses a Color nested in Border/Shadow and Shadow's default offset"
        case .rangeExpressions: "Slider/Stepper ranges from expressions or negative bounds do not type-check"
        case .unaryMinus: "-(-x) emits `--`, which does not type-check"
        case .emitComputed: "generate refuses emitting a value that can fail (Int arithmetic)"
        case .liveLoopsOutsideStacks: "generate refuses a live forEach/if outside a VStackView or HStackView"
        case .stateWithoutDefault: "generate refuses enum, model or Date state without a default"
        case .headerLoopVariable: "a section header reading its loop variable does not type-check"
        case .optionalChains: "optional chains through non-optional members do not type-check"
        case .floatLiteralCompare: "comparing two floating literals is ambiguous in the generated Swift"
        case .navigationWithoutRoutes: "generate refuses back/dismiss in an app without a routes file"
        case .shuffledArguments: "send/route arguments out of parameter order do not type-check"
        case .floatLiteralsThroughMinMax: "lint wrongly rejects `set: f, to: \"${max(0, 11)}\"` or `max(3.0, 1.5) - f` for a Float f, though `11` and `1.5 - f` pass: a literal takes Float alone but not through min/max or literal arithmetic"
        case .fieldsNamedLikeBuiltIns: "the runtime reads an absent optional field named `count` as the record's built-in count (`${place.count ?? 'none'}` shows 1)"
        case .parityFloatPrecision: "parity: the runtime keeps Float state in Double precision (16514571.28515625), the generated Swift in Float (16514571.0)"
        case .parityFeeds: "parity: the host writing `viewModel.tags = [1]` while a live forEach's rows read `tags` aborts (Simultaneous accesses) on the stand-ins"
        case .parityOverBack: "parity: `[route: x, toggle: done, dismiss]` on a screen run alone: the runtime rejects the action, the generated Swift counts the route as a deeper stack and commits"
        case .namesEndingInTry: "a live value reading a name ending in `try` then a space (`on && (entry <= 15)`) gets `try` written before it, in a closure that cannot throw"
        default: ""
        }
    }

    var isOnByDefault: Bool { knownFailure.isEmpty }

    static var defaults: Set<ConstructFamily> { Set(allCases.filter(\.isOnByDefault)) }

    /// Reads `a,b,-c,+d` (`all` and `default` start from every family or the defaults).
    static func parse(_ text: String) throws -> Set<ConstructFamily> {
        var result = defaults
        for item in text.split(separator: ",").map(String.init) {
            switch item {
            case "all": result = Set(allCases)
            case "default": result = defaults
            case "none": result = []
            default:
                let removing = item.hasPrefix("-")
                let name = removing || item.hasPrefix("+") ? String(item.dropFirst()) : item
                guard let family = ConstructFamily(rawValue: name) else {
                    throw GeneratorError.usage("unknown family '\(name)'; known: \(allCases.map(\.rawValue).joined(separator: ", "))")
                }
                if removing { result.remove(family) } else { result.insert(family) }
            }
        }
        return result
    }
}

/// A usage error of the generator's command line.
enum GeneratorError: Error {
    case usage(String)
}
