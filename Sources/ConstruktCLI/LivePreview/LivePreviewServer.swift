import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `preview --serve DIR`: an HTTP/1.1 server on the loopback address with the live page at `/`
/// and the folder's fingerprint at `/version`, which the page polls to reload. Each client is
/// served on a thread of its own, at most HTTPServerLimits.concurrentClients at once, within the
/// limits of HTTPServerLimits.
struct LivePreviewServer {
    let page: LivePreviewPage
    let port: UInt16

    /// Serves until the process is stopped; `listening` gets the page's address once it is up.
    func run(listening: (String) -> Void) throws {
        // A client that leaves while its answer is written makes the write fail, not the process.
        signal(SIGPIPE, SIG_IGN)
        let listener = try LoopbackListener(port: port)
        let cache = LivePreviewPageCache(page: page)
        let folder = page.folder
        let responder = LivePreviewResponder(
            hosts: LoopbackHostCheck(port: listener.port), page: cache.html,
            version: { FolderFingerprint.of(folder) })
        listening("http://127.0.0.1:\(listener.port)/")
        let slots = DispatchSemaphore(value: HTTPServerLimits.concurrentClients)
        while true {
            slots.wait()
            let client = try listener.accept()
            let thread = Thread {
                HTTPExchange(client: client).serve(with: responder.response(to:))
                slots.signal()
            }
            // The page is made on this thread: the checker and the runtime want a stack as deep as the main thread's.
            thread.stackSize = 8 << 20
            thread.start()
        }
    }
}
