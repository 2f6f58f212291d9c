import ConstruktAST
import ConstruktChecker
import ConstruktDiagnostics
import ConstruktYAML
import Foundation

/// Checks apps for the server and keeps, for every file, its bytes, what the YAML layer and the
/// declaration reader made of them, and its last diagnostics. A check reads again only the files
/// whose bytes changed, and checks again only what the change can affect: an edited screen whose
/// interface (`ScreenInterface`) is unchanged, or an edited scenario, is checked alone (with the
/// routes and scenarios, which look inside screens); any other change checks the whole app.
///
/// Not thread-safe: the server uses it from one check at a time.
public final class AppChecker: @unchecked Sendable {
    private struct Entry {
        var bytes: [UInt8]
        var diskStamp: DiskStamp?
        var load: YAMLLoadResult
        var read: ReadFile
        var kind: ConstruktFileKind?
    }

    private var entries: [String: Entry] = [:]
    private var listings: [String: [String]] = [:]
    /// The files whose modification time was looked at since the disk last changed: the others
    /// are not asked again at each edit (a thousand `stat`s would cost more than the check).
    private var stampsChecked: Set<String> = []
    private var previous: [String: AppAnalysis] = [:]

    public init() {}

    /// Forgets the list of files of every app and what was seen of them on disk, so that the
    /// next check walks the disk again (a file was created, deleted or saved).
    public func forgetDisk() {
        listings.removeAll()
        stampsChecked.removeAll()
    }

    /// Checks the app at `root`, with the open buffers of `overlays` (absolute path → text) in
    /// place of their files on disk. `isCancelled` is asked between stages: a check overtaken by
    /// a newer edit stops and returns `nil`.
    public func check(root: String, overlays: [String: [UInt8]], isCancelled: () -> Bool = { false }) -> AppAnalysis? {
        let listed = listing(of: root)
        let paths = Array(Set(listed).union(overlays.keys.filter { AppDiscovery.root(of: $0) == root })).sorted()
        let (limits, configChanged) = configLimits(root: root, overlays: overlays)
        var changed: Set<String> = configChanged ? [root + "/" + ConstruktFileKind.configFileName] : []
        for path in paths {
            if load(path, overlay: overlays[path], limits: limits) { changed.insert(path) }
        }
        if isCancelled() { return nil }
        let present = paths.filter { entries[$0] != nil }
        let before = previous[root]
        let scope = Self.scope(changed: changed, paths: present, before: before, entries: entries)
        let read = present.compactMap { entries[$0]?.read }
        let checked = FrontEnd.check(read, scope: scope) { path in
            let absolute = path.hasPrefix("/") ? path : root + "/" + path
            return try? YAMLLoader.load(path: absolute, displayPath: path, limits: limits)
        }
        if isCancelled() { return nil }
        var diagnostics: [String: [Diagnostic]] = [:]
        for path in present where !scope.includes(path) {
            diagnostics[path] = before?.diagnostics[path] ?? []
        }
        for path in present where scope.includes(path) {
            diagnostics[path] = entries[path]?.load.diagnostics ?? []
        }
        for diagnostic in checked.diagnostics {
            diagnostics[diagnostic.location.path, default: []].append(diagnostic)
        }
        var files: [String: ReadFile] = [:]
        var documents: [String: YAMLDocument] = [:]
        for path in present {
            guard let entry = entries[path] else { continue }
            files[path] = entry.read
            documents[path] = entry.load.document ?? entry.load.partialDocument
        }
        let analysis = AppAnalysis(
            root: root, diagnostics: diagnostics, files: files, documents: documents,
            app: checked.apps.first, rechecked: scope)
        previous[root] = analysis
        return analysis
    }

    /// The scope of a check after `changed`: everything for an app not checked before, a file
    /// added or removed, or a change another file can see; else the changed files with the routes
    /// and scenarios.
    private static func scope(changed: Set<String>, paths: [String], before: AppAnalysis?, entries: [String: Entry])
        -> CheckScope
    {
        guard let before, Set(before.files.keys) == Set(paths) else { return .everything }
        for path in changed {
            switch entries[path]?.kind {
            case .scenario: continue
            case .screen:
                guard let old = before.files[path], let new = entries[path]?.read,
                    let oldInterface = ScreenInterface(old), oldInterface == ScreenInterface(new)
                else { return .everything }
            default: return .everything
            }
        }
        let dependents = paths.filter { path in
            let kind = entries[path]?.kind
            return kind == .routes || kind == .scenario
        }
        return .files(changed.union(dependents))
    }

    /// Loads a file into its entry when its bytes changed; whether they did.
    private func load(_ path: String, overlay: [UInt8]?, limits: YAMLLimits) -> Bool {
        if overlay == nil, stampsChecked.contains(path), entries.index(forKey: path) != nil { return false }
        if overlay == nil { stampsChecked.insert(path) } else { stampsChecked.remove(path) }
        let stamp = overlay == nil ? DiskStamp(path: path) : nil
        if let entry = entries[path] {
            if let overlay, entry.diskStamp == nil, entry.bytes == overlay { return false }
            if overlay == nil, let stamp, entry.diskStamp == stamp { return false }
        }
        guard let bytes = overlay ?? FileManager.default.contents(atPath: path).map(Array.init) else {
            return entries.removeValue(forKey: path) != nil
        }
        if let entry = entries[path], entry.bytes == bytes {
            entries[path]?.diskStamp = stamp
            return false
        }
        let load = YAMLLoader.load(SourceFile(path: path, bytes: bytes), limits: limits)
        let read = load.document.map(ReadFile.init(document:)) ?? ReadFile(broken: BrokenFile(path: path, loaded: load))
        entries[path] = Entry(
            bytes: bytes, diskStamp: stamp, load: load, read: read, kind: ConstruktFileKind(path: path))
        return true
    }

    private func listing(of root: String) -> [String] {
        if let listed = listings[root] { return listed }
        let listed = AppDiscovery.files(under: root)
        listings[root] = listed
        return listed
    }

    /// The YAML limits the app's construkt.yaml sets (or the standard ones), and whether the
    /// construkt.yaml changed since the last check.
    private func configLimits(root: String, overlays: [String: [UInt8]]) -> (YAMLLimits, changed: Bool) {
        let path = root + "/" + ConstruktFileKind.configFileName
        let changed = load(path, overlay: overlays[path], limits: .standard)
        guard let parsed = entries[path]?.read.parsed, case .config(let config) = parsed.file else {
            return (.standard, changed)
        }
        return (config.limits, changed)
    }
}

/// A file's modification time and size: whether it changed on disk since it was read.
struct DiskStamp: Equatable {
    var modified: Date
    var size: Int

    init?(path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let modified = attributes[.modificationDate] as? Date
        else { return nil }
        self.modified = modified
        size = (attributes[.size] as? Int) ?? 0
    }
}
