import ConstruktPreview
import Foundation

#if LivePreviewServer
    import FlyingFox
#endif

/// `preview --serve DIR`: an HTTP server on the loopback address (FlyingFox) with the live page
/// at `/` and the folder's fingerprint at `/version`, which the page polls to reload.
struct LivePreviewServer {
    let page: LivePreviewPage
    let port: UInt16

    /// Serves until the process is stopped; `listening` gets the page's address once it is up.
    func run(listening: @escaping @Sendable (String) -> Void) throws {
        #if LivePreviewServer
            let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled)
            let page = self.page
            let finished = DispatchSemaphore(value: 0)
            let failure = FailureBox()
            Task {
                await server.appendRoute("GET /version") { _ in
                    HTTPResponse(
                        statusCode: .ok,
                        headers: [.contentType: "text/plain; charset=utf-8", .init("Cache-Control"): "no-store"],
                        body: Data(FolderFingerprint.of(page.folder).utf8))
                }
                await server.appendRoute("GET /") { _ in
                    HTTPResponse(
                        statusCode: .ok,
                        headers: [.contentType: "text/html; charset=utf-8", .init("Cache-Control"): "no-store"],
                        body: Data(page.html().utf8))
                }
                let announce = Task {
                    try await server.waitUntilListening()
                    if case .ip4(let host, let port)? = await server.listeningAddress {
                        listening("http://\(host):\(port)/")
                    }
                }
                do { try await server.run() } catch { failure.error = "\(error)" }
                announce.cancel()
                finished.signal()
            }
            finished.wait()
            if let error = failure.error {
                throw CommandFailure(message: "the live preview's server stopped: \(error)")
            }
        #else
            throw CommandFailure(
                message:
                    "this construkt-gen was built without the live preview's server (the relocatable Linux binary leaves it out, as its HTTP library needs libcurl); build construkt-gen from source (swift build) for preview --serve"
            )
        #endif
    }
}

#if LivePreviewServer
    /// Where the server's task leaves the error it stopped with.
    private final class FailureBox: @unchecked Sendable {
        var error: String?
    }
#endif
