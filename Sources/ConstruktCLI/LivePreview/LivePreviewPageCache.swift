import Foundation

/// The live page for the folder's current fingerprint, made once however many clients ask for it:
/// a request finds the page of the fingerprint it sees, or makes it while the others wait, so a
/// crowd of reloads costs one page. A `.yaml` edit changes the fingerprint, and the next request
/// makes the page again.
final class LivePreviewPageCache: @unchecked Sendable {
    private let page: LivePreviewPage
    private let lock = NSLock()
    private var made: (version: String, html: String)?

    init(page: LivePreviewPage) {
        self.page = page
    }

    func html() -> String {
        lock.lock()
        defer { lock.unlock() }
        let version = FolderFingerprint.of(page.folder)
        if let made, made.version == version { return made.html }
        let html = page.html(version: version)
        made = (version, html)
        return html
    }
}
