import ConstruktChecker

/// The pattern of a `switch` case as Swift writes it: `.idle`, or `.loaded(let movies)` with a
/// payload field its branch does not read written `_` (as Swift asks), and `.loaded` when it reads
/// none.
enum SwitchPattern {
    static func swift(_ name: String, payload: [String], reads: (String) -> Bool) throws(EmitterError) -> String {
        let caseName = "." + (try Identifiers.source(name))
        var bindings: [String] = []
        for field in payload { bindings.append(reads(field) ? "let " + (try Identifiers.local(field)) : "_") }
        guard bindings.contains(where: { $0 != "_" }) else { return caseName }
        return caseName + "(" + bindings.joined(separator: ", ") + ")"
    }
}
