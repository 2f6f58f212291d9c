/// A screen's part of the `payloadEnums` family: a state of an enum with payloads, actions
/// setting it to cases written as YAML mappings and as `.case(field: …)` expressions, a `switch`
/// statement noting the case in a String state, a live `switch` node showing each case's payload,
/// a model made by its memberwise initializer, and the expectation a scenario can check after
/// tapping each setting button (the state's case and the label its branch shows).
final class PayloadEnumPart {
    let enumeration: PayloadEnumType
    let state: String
    let note: String
    /// Each setting action's name, its button's id, its case, the value it sets as a scenario
    /// writes it, and the text a branch shows of that value.
    var setters: [(action: String, id: String, caseName: String, value: String, shown: String)] = []
    /// The cases the recorder's `switch` statement lists; the others it notes as `other`.
    var recorded: Set<String> = []
    /// In a live `switch` that keeps its branches: the id of the button of a case's branch that
    /// notes the case's payload, by case name.
    var keptButtons: [String: String] = [:]
    let recorder: String
    let recorderId: String

    init(enumeration: PayloadEnumType, state: String, note: String, recorder: String, recorderId: String) {
        self.enumeration = enumeration
        self.state = state
        self.note = note
        self.recorder = recorder
        self.recorderId = recorderId
    }
}
