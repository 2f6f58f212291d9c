/// The one list of every diagnostic code. `explain`, SARIF's `rules[]` and the table of
/// codes in Docs/diagnostics.md are all generated from it; codes are grouped by pipeline stage (CK00xx input, CK01xx YAML, CK02xx file structure,
/// CK03xx expressions, CK04xx names and types, CK05xx routes, CK06xx scenarios, CK07xx catalogs, CK08xx components in screens).
public enum DiagnosticCatalog {
    public static let all: [DiagnosticCode] =
        inputCodes + yamlCodes + structureCodes + expressionCodes + nameCodes + typeCodes + switchCodes + closureCodes
        + routeCodes
        + timeCodes + scrollCodes + scenarioCodes + catalogCodes + componentCodes + componentSlotCodes + animationCodes

    /// The entry for a code such as `CK0101` (case-insensitive), if the catalog has it.
    public static func code(_ id: String) -> DiagnosticCode? {
        let wanted = id.uppercased()
        return all.first { $0.id == wanted }
    }
}
