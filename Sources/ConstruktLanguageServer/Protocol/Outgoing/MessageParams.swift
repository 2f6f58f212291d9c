/// The params of `window/logMessage` and `window/showMessage`, which LSP gives the same members
/// (`LogMessageParams`, `ShowMessageParams`): how serious the message is, and its text.
struct MessageParams: Encodable, Sendable {
    /// LSP's `MessageType`, written as its number.
    enum MessageType: Int, Encodable, Sendable {
        case error = 1
        case warning = 2
        case info = 3
        case log = 4
    }

    var type: MessageType
    var message: String
}
