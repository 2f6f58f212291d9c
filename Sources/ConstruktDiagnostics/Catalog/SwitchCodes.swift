extension DiagnosticCode {
    public static let nonExhaustiveSwitch = DiagnosticCode(
        "CK0420", .error,
        summary: "a switch misses cases",
        explanation: """
            A `switch` shows (or runs) the case its value is, as Swift's does, and Swift's is exhaustive:
            every case of the enum is listed under `cases:`, or a `default:` covers the rest. The fix-it
            adds the missing cases, each with nothing in it, for you to fill.
            """
    )
    public static let unknownSwitchCase = DiagnosticCode(
        "CK0421", .error,
        summary: "a switch lists a case its enum does not have",
        explanation: """
            Each key under a `switch`'s `cases:` is a case of the enum switched over. A name that is not
            one never matches, and Swift refuses it; the help suggests the nearest case.
            """
    )
    public static let unreachableDefault = DiagnosticCode(
        "CK0422", .warning,
        summary: "a switch's default never runs",
        explanation: """
            Every case of the enum is listed under `cases:`, so `default:` is never reached (Swift warns
            of the same). Remove it, or remove a case it should cover. `lint --strict` makes this an error.
            """
    )
    public static let payloadNameClash = DiagnosticCode(
        "CK0423", .error,
        summary: "a switch case's branch reads a name its payload field shares with a name in scope",
        explanation: """
            A case's payload fields are named in its branch as they are declared (`loaded: { movies:
            [Movie] }` gives `movies`). A field named like a param, state, derived value or loop
            variable in scope would make a read of that name in the branch mean either, so the read is
            an error; a branch that does not read the name is fine. Rename the payload field in the
            enum, or the other name.
            """
    )
    public static let keptBranchesNeverChange = DiagnosticCode(
        "CK0425", .warning,
        summary: "a switch keeps branches, but its value never changes",
        explanation: """
            `keepBranches: true` keeps each branch of a live `switch` once built, hidden while another
            case shows, and shows it again when the value comes back to its case, with a new payload
            reaching it in place (a list keeps its scroll position). A `switch` over a value that reads
            no state shows one branch for good, so there is nothing to keep: remove the key, or switch
            over the state that changes. `lint --strict` makes this an error.
            """
    )
}

extension DiagnosticCatalog {
    static let switchCodes: [DiagnosticCode] = [
        .nonExhaustiveSwitch, .unknownSwitchCase, .unreachableDefault, .payloadNameClash,
        .keptBranchesNeverChange,
    ]
}
