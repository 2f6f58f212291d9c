/// The bounds that keep the live preview's server answering whatever its clients send or fail to
/// send: how much of a request head it reads, how long it waits for one, and how many clients it
/// serves at once. Each refusal costs at most these, never work that grows faster than the bytes.
enum HTTPServerLimits {
    /// The longest request line read (method, target and version; its line ending not counted).
    /// A longer one is answered 414 URI Too Long after reading one byte past it, as most servers
    /// allow 8 KiB.
    static let requestLineBytes = 8192

    /// The most bytes of header fields read after the request line, the blank line that ends them
    /// included. More is answered 431 Request Header Fields Too Large.
    static let headerSectionBytes = 16384

    /// The most header field lines in one request; more is answered 431 as well.
    static let headerFieldCount = 100

    /// How long a client has to send its whole request head, from the moment it is accepted. A
    /// client that sends it slowly (a byte a second, or nothing) is answered 408 Request Timeout
    /// and dropped when this is up, so it holds a connection slot for no longer.
    static let headTime: Duration = .seconds(10)

    /// How long a client has to take the answer: one that stops reading is dropped when this is up.
    static let answerTime: Duration = .seconds(10)

    /// How long the server keeps reading (and dropping) what a refused client still sends after
    /// its answer, so that the client sees the answer instead of a reset connection.
    static let lingerTime: Duration = .seconds(1)

    /// How many clients are served at once, each on a thread of its own; the next ones wait in the
    /// listening socket's queue until one is done.
    static let concurrentClients = 64

    /// How many clients may wait in the listening socket's queue (the kernel may allow fewer).
    static let pendingClients: Int32 = 512
}
