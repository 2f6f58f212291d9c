import ConstruktAST
import ConstruktPreview
import ConstruktRuntime
import Foundation

/// The `SnapshotCamera` of `construkt-gen test` and the live preview: it draws a step's tree as
/// `preview` draws it, on the standard device or the scenario's `device:`, and keeps the reference pictures as SVG files
/// beside the scenario: `__Snapshots__/<scenario file>/<name>.svg` (Docs/language.md, A scenario
/// file, "Snapshots"). The SVG is the same bytes for the same tree on any machine (its text is
/// measured with the preview's own font metrics), so pictures are compared byte for byte. With
/// `recording`, a picture that differs from its reference, or has none, is written as the new
/// reference (atomically; never over a file that is not such a picture); without it, a missing
/// reference fails the step. What differed is kept, by scenario file, for the report.
final class SnapshotFiles: SnapshotCamera, @unchecked Sendable {
    /// What the cameras of one run found and wrote, shared by the camera of each device.
    private final class Log: @unchecked Sendable {
        let lock = NSLock()
        var differences: [String: SnapshotDifference] = [:]
        var written: [String] = []
    }

    let folder: URL
    let recording: Bool
    let device: Device
    private let log: Log

    init(folder: URL, recording: Bool, device: Device = .standard) {
        self.folder = folder
        self.recording = recording
        self.device = device
        log = Log()
    }

    private init(_ camera: SnapshotFiles, device: Device) {
        folder = camera.folder
        recording = camera.recording
        self.device = device
        log = camera.log
    }

    func on(device name: String) -> any SnapshotCamera {
        SnapshotFiles(self, device: Device.named(name) ?? device)
    }

    /// The reference's path, beside the scenario file at `scenarioPath` (as the scenario's path is written).
    static func referencePath(of snapshot: SnapshotName, ofScenarioAt scenarioPath: String) -> String {
        let scenario = URL(fileURLWithPath: scenarioPath)
        let base = scenario.lastPathComponent.replacingOccurrences(of: ".scenario.yaml", with: "")
        let folder = (scenarioPath as NSString).deletingLastPathComponent
        return ((folder.isEmpty ? "" : folder + "/") + "__Snapshots__/\(base)/\(snapshot.fileName)")
    }

    func compare(_ tree: RuntimeNode, with snapshot: SnapshotName, ofScenarioAt scenarioPath: String)
        -> SnapshotVerdict
    {
        let appearance: Appearance = snapshot.appearance == .dark ? .dark : .light
        let picture = ScreenPicture(tree: tree, device: device, appearance: appearance).svg
        let path = Self.referencePath(of: snapshot, ofScenarioAt: scenarioPath)
        let url = URL(fileURLWithPath: path, relativeTo: folder)
        let reference = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
        if reference == picture { return .matches }
        let isPicture = reference.map { $0.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") } ?? true
        if recording, isPicture {
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(picture.utf8).write(to: url, options: .atomic)
                log.lock.withLock { log.written.append(path) }
                return .recorded
            } catch {
                return .differs(path: path, summary: "the reference cannot be written: \(error.localizedDescription)")
            }
        }
        guard let reference else { return .missing(path: path) }
        guard isPicture else {
            return .differs(path: path, summary: "the file there is not a picture construkt-gen wrote")
        }
        let difference = SnapshotDifference(reference: reference, actual: picture)
        log.lock.withLock { log.differences[scenarioPath] = difference }
        return .differs(path: path, summary: difference.summary)
    }

    /// What the last snapshot that differed in the scenario file at `scenarioPath` found.
    func difference(inScenarioAt scenarioPath: String) -> SnapshotDifference? {
        log.lock.withLock { log.differences[scenarioPath] }
    }

    /// The references written, in the order they were.
    var recorded: [String] { log.lock.withLock { log.written } }
}
