/// An enum declared with `cases:` the generator made: its cases, each with its payload's fields.
struct PayloadEnumType {
    struct Case {
        let name: String
        let payload: [(name: String, type: ValueType)]
    }

    let name: String
    let cases: [Case]
}
