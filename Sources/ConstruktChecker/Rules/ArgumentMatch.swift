import ConstruktAST
import ConstruktDiagnostics

/// Named arguments matched against declared params: the arguments no param has (each with the
/// param it probably meant) and the required params nobody passed. A misspelt argument accounts
/// for the param it meant, so one typo gives one error, not also a "missing" one.
struct ArgumentMatch {
    var unknown: [(argument: Identifier, meant: String?)] = []
    var missing: [String] = []

    init(_ arguments: [Identifier], params: [String], required: Set<String>) {
        let passed = Set(arguments.map(\.text))
        var absent = params.filter { required.contains($0) && !passed.contains($0) }
        for argument in arguments where !params.contains(argument.text) {
            let meant = NameSuggestion.nearest(to: argument.text, among: absent).first
            absent.removeAll { $0 == meant }
            unknown.append((argument, meant))
        }
        missing = absent
    }
}
