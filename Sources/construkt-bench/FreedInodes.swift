import Foundation

/// The benchmark's deletions, and the wait they call for before file creation is timed. When ext4
/// creates a file it passes over every inode of the group freed in the last minute (five while the
/// inode's table block is not yet written back), reading each one: `generate` right after a
/// thousand files were deleted spent a third of its time there, a cost of the benchmark's own
/// clean-up that no user run pays. So the benchmark records when it deletes, and a timed part
/// starting sooner waits.
struct FreedInodes {
    /// Where the time of the last deletion is kept, across runs.
    let marker: String
    /// How long after a deletion creating files is timed again: ext4's longer window. The shorter
    /// one (a minute) applies only once the inode table is written back, and 100 s did not cover
    /// that: a `make bench` started 100 s after the one before measured `generate` 40% slower.
    static let settle: TimeInterval = 300

    init(scratch: String) {
        marker = scratch + "/last-deletion"
    }

    /// Deletes `path` when it exists, and records when.
    func delete(_ path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return }
        try? FileManager.default.removeItem(atPath: path)
        try? Data(String(Date().timeIntervalSince1970).utf8).write(to: URL(fileURLWithPath: marker))
    }

    /// Waits until `settle` seconds have passed since the last recorded deletion, saying why.
    func waitUntilSettled() {
        guard let text = try? String(contentsOfFile: marker, encoding: .utf8),
            let deleted = TimeInterval(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return }
        let remaining = deleted + Self.settle - Date().timeIntervalSince1970
        guard remaining > 0 else { return }
        print(
            "waiting \(Int(remaining.rounded(.up))) s: files were deleted \(Int(Self.settle - remaining)) s ago, and ext4 would time passing over their inodes"
        )
        Thread.sleep(forTimeInterval: remaining)
    }
}
