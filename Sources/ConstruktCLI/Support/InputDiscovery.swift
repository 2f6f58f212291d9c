import Foundation

/// Turns the paths a user gives into the list of construkt files to read: a file is taken as
/// given, a directory is walked for the suffixes of Docs/language.md, Files and apps. Hidden folders (`.build`,
/// `.git`) are skipped, and the result is sorted so that every run sees the files in one order.
enum InputDiscovery {
    /// The file names construkt-gen reads when it walks a directory.
    static let suffixes = [".screen.yaml", ".routes.yaml", ".types.yaml", ".scenario.yaml", ".components.yaml"]
    static let configFileName = "construkt.yaml"

    static func isConstruktFile(_ name: String) -> Bool {
        name == configFileName || suffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// The name a file nearly has, which a walk would read (`Card.component.yaml` is
    /// `Card.screen.yaml`, since a component is declared in a screen file; `Home.screen.yml` is
    /// `Home.screen.yaml`); nil for a construkt file and for any other file.
    static func meantName(of name: String) -> String? {
        guard !isConstruktFile(name) else { return nil }
        if name == "construkt.yml" { return configFileName }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let last = parts.last, last == "yaml" || last == "yml",
            let meant = meantKinds[parts[parts.count - 2].lowercased()]
        else { return nil }
        let stem = parts.dropLast(2).joined(separator: ".")
        return stem.isEmpty ? nil : stem + meant
    }

    /// The suffix each near-miss kind of file means.
    private static let meantKinds = [
        "screen": ".screen.yaml", "screens": ".screen.yaml", "component": ".screen.yaml", "view": ".screen.yaml",
        "route": ".routes.yaml", "routes": ".routes.yaml", "type": ".types.yaml", "types": ".types.yaml",
        "model": ".types.yaml", "models": ".types.yaml", "scenario": ".scenario.yaml", "scenarios": ".scenario.yaml",
        "test": ".scenario.yaml", "components": ".components.yaml", "catalog": ".components.yaml",
    ]

    /// What a command reads: the files the paths name, and every file of the apps they belong to.
    struct Inputs {
        /// The files named by the paths, as display paths (the path the user typed, joined with
        /// the walked part), sorted: the files whose diagnostics and outputs the user asked for.
        var requested: [String]
        /// `requested` and the rest of their apps' files, sorted: what the front end reads.
        var withAppContext: [String]
        /// The construkt files beside a requested file that is in no app (no construkt.yaml
        /// above it), which are not read with it: where a name it cannot find may be declared.
        var unreadNeighbours: [String] = []
        /// The files a walk passed over whose names nearly end in a construkt suffix, each with
        /// the name it would be read under (`meantName(of:)`).
        var misnamed: [String: String] = [:]
    }

    /// The files `paths` name and their apps' files; an error when the paths name no construkt file.
    /// An app already walked whole as one of the paths is not walked again.
    static func inputs(for paths: [String], workingDirectory: String) throws(CommandFailure) -> Inputs {
        let (requested, walked, walkedMisnamed) = try files(for: paths, workingDirectory: workingDirectory)
        guard !requested.isEmpty else {
            let renames = walkedMisnamed.sorted { $0.key < $1.key }.map { "\($0.key) would be read as \($0.value)" }
            throw CommandFailure(
                message: "no construkt files found in \(paths.map { "'\($0)'" }.joined(separator: ", "))"
                    + (renames.isEmpty ? "" : "; " + renames.joined(separator: ", ")))
        }
        let allRoots = appRoots(of: requested, workingDirectory: workingDirectory)
        let neighbours = unreadNeighbours(
            of: requested.filter { allRoots.file($0) == nil }, besides: requested, workingDirectory: workingDirectory)
        let misnamed = walkedMisnamed.merging(neighbours.misnamed) { first, _ in first }
        let roots = allRoots.roots.filter { root in !walked.contains { covers($0, root) } }
        guard !roots.isEmpty else {
            return Inputs(
                requested: requested, withAppContext: requested, unreadNeighbours: neighbours.files, misnamed: misnamed)
        }
        let context = try files(for: roots, workingDirectory: workingDirectory)
        return Inputs(
            requested: requested, withAppContext: Array(Set(requested + context.files)).sorted(),
            unreadNeighbours: neighbours.files, misnamed: misnamed.merging(context.misnamed) { first, _ in first })
    }

    /// The construkt files in the folders of `lone` files (those in no app), other than `read`,
    /// and the files there whose names nearly end in a construkt suffix, with their meant names.
    private static func unreadNeighbours(of lone: [String], besides read: [String], workingDirectory: String)
        -> (files: [String], misnamed: [String: String])
    {
        let folders = Set(lone.compactMap(parent(of:)))
        var found: [String] = []
        var misnamed: [String: String] = [:]
        for folder in folders.sorted() {
            let absolute = folder.hasPrefix("/") ? folder : workingDirectory + "/" + folder
            let names = (try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []
            let display = { (name: String) in folder == "." ? name : clean(folder + "/" + name) }
            for name in names.sorted() {
                if isConstruktFile(name), name != configFileName { found.append(display(name)) }
                if let meant = meantName(of: name) { misnamed[display(name)] = display(meant) }
            }
        }
        let taken = Set(read)
        return (found.filter { !taken.contains($0) }, misnamed)
    }

    /// The files to read, as display paths, and the cleaned display paths of the directories walked.
    private static func files(for paths: [String], workingDirectory: String) throws(CommandFailure) -> (
        files: [String], walked: [String], misnamed: [String: String]
    ) {
        var found: [String] = []
        var walked: [String] = []
        var misnamed: [String: String] = [:]
        for path in paths {
            let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                throw CommandFailure(message: "no such file or directory: '\(path)'")
            }
            if isDirectory.boolValue {
                let walk = try walk(directory: absolute, displayPrefix: path)
                found += walk.files
                misnamed.merge(walk.misnamed) { first, _ in first }
                walked.append(clean(path))
            } else {
                found.append(clean(path))
            }
        }
        var seen = Set<String>()
        return (found.filter { seen.insert($0).inserted }.sorted(), walked, misnamed)
    }

    /// Whether walking the directory `walked` (a cleaned display path) found every file of the
    /// folder `root`: it is that folder or holds it, and no folder between them is hidden (a walk
    /// skips those) or `..`.
    private static func covers(_ walked: String, _ root: String) -> Bool {
        if root == walked { return true }
        let below: Substring
        if walked == "." {
            guard !root.hasPrefix("/") else { return false }
            below = root[...]
        } else {
            let prefix = walked == "/" ? "/" : walked + "/"
            guard root.hasPrefix(prefix) else { return false }
            below = root.dropFirst(prefix.count)
        }
        return !below.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    /// The app folders the given files belong to: for each, the nearest folder along its path
    /// (the working directory included) holding a construkt.yaml. Checking one screen then sees its
    /// app's types, components and routes. Each folder is asked about once, however many files
    /// it holds.
    private static func appRoots(of files: [String], workingDirectory: String) -> AppRoots {
        var rootOfFolder: [String: String?] = [:]
        var roots = Set<String>()
        var rootOfFile: [String: String] = [:]
        for file in files {
            var root: String??
            var unanswered: [String] = []
            var next = parent(of: file)
            while let folder = next {
                if let known = rootOfFolder[folder] {
                    root = known
                    break
                }
                unanswered.append(folder)
                let absolute = folder.hasPrefix("/") ? folder : workingDirectory + "/" + folder
                if FileManager.default.fileExists(atPath: absolute + "/" + configFileName) {
                    root = .some(folder)
                    break
                }
                next = parent(of: folder)
            }
            let answer = root ?? nil
            for folder in unanswered { rootOfFolder[folder] = answer }
            if let answer {
                roots.insert(answer)
                rootOfFile[file] = answer
            }
        }
        return AppRoots(roots: roots.sorted(), rootOfFile: rootOfFile)
    }

    /// The app folders of some files, and the folder of each file that is in an app.
    private struct AppRoots {
        var roots: [String]
        var rootOfFile: [String: String]

        func file(_ path: String) -> String? { rootOfFile[path] }
    }

    /// The folder holding `path` (a cleaned display path): `a/b` for `a/b/c`, `.` for `c`, `/` for
    /// `/c`; `nil` for `.` and `/`, where the search for an app's folder ends.
    private static func parent(of path: String) -> String? {
        guard path != ".", path != "/" else { return nil }
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    /// Every construkt file below `directory` that is a regular file (a symbolic link is not
    /// followed), hidden entries skipped, read with `opendir`/`readdir` and the entry types they
    /// give: a whole app is walked for every lint, so this stays cheap.
    /// The files passed over whose names nearly end in a construkt suffix come back too, each
    /// with the name it would be read under.
    private static func walk(directory: String, displayPrefix: String) throws(CommandFailure) -> (
        files: [String], misnamed: [String: String]
    ) {
        var files: [String] = []
        var misnamed: [String: String] = [:]
        guard walk(directory, relative: "", into: &files, misnamed: &misnamed) else {
            throw CommandFailure(message: "cannot read directory '\(displayPrefix)'")
        }
        let display = { (relative: String) in clean(displayPrefix + "/" + relative) }
        return (
            files.map(display),
            Dictionary(uniqueKeysWithValues: misnamed.map { (display($0.key), display($0.value)) })
        )
    }

    private static func walk(
        _ directory: String, relative: String, into files: inout [String], misnamed: inout [String: String]
    ) -> Bool {
        guard let stream = opendir(directory) else { return false }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            let path = directory + "/" + name
            let inner = relative.isEmpty ? name : relative + "/" + name
            switch kind(of: entry.pointee, at: path) {
            case .directory: _ = walk(path, relative: inner, into: &files, misnamed: &misnamed)
            case .regularFile where isConstruktFile(name): files.append(inner)
            case .regularFile:
                if let meant = meantName(of: name) {
                    misnamed[inner] = relative.isEmpty ? meant : relative + "/" + meant
                }
            default: break
            }
        }
        return true
    }

    private enum EntryKind { case directory, regularFile, other }

    private static func kind(of entry: dirent, at path: String) -> EntryKind {
        switch Int32(entry.d_type) {
        case Int32(DT_DIR): return .directory
        case Int32(DT_REG): return .regularFile
        case Int32(DT_UNKNOWN):
            var information = stat()
            guard lstat(path, &information) == 0 else { return .other }
            switch information.st_mode & S_IFMT {
            case S_IFDIR: return .directory
            case S_IFREG: return .regularFile
            default: return .other
            }
        default: return .other
        }
    }

    /// `./Samples//a.yaml` → `Samples/a.yaml`, so that diagnostics and outputs name files one way.
    private static func clean(_ path: String) -> String {
        if isClean(path) { return path }
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        if parts.isEmpty { parts = ["."] }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// Whether `clean` would give `path` back as it is: after a leading `/`, no empty or `.` part
    /// and no trailing `/`. Every walked file asks, and most are.
    private static func isClean(_ path: String) -> Bool {
        var bytes = path.utf8[...]
        if bytes.first == UInt8(ascii: "/") { bytes = bytes.dropFirst() }
        var partStart = true
        var dotOnly = false
        for byte in bytes {
            if byte == UInt8(ascii: "/") {
                if partStart || dotOnly { return false }
                partStart = true
            } else {
                dotOnly = partStart ? byte == UInt8(ascii: ".") : false
                partStart = false
            }
        }
        return !partStart && !dotOnly
    }
}
