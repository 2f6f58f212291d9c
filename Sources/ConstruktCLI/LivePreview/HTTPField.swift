/// One header field of a request or a response: its name and its value. The server writes the
/// names of its own fields as HTTP spells them (`Content-Length`); a request's are read in lower
/// case, as names are compared without case.
struct HTTPField: Equatable, Sendable {
    let name: String
    let value: String
}
