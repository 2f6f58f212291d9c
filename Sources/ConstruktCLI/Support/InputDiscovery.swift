import Foundation

/// Turns the paths a user gives into the list of construkt files to read: a file is taken as
/// given, a directory is walked for the suffixes of LANGUAGE.md §1. Hidden folders (`.build`,
/// `.git`) are skipped, and the result is sorted so that every run sees the files in one order.
enum InputDiscovery {
    /// The file names construkt-gen reads when it walks a directory.
    static let suffixes = [".screen.yaml", ".routes.yaml", ".types.yaml", ".scenario.yaml", ".components.yaml"]
    static let configFileName = "construkt.yaml"

    static func isConstruktFile(_ name: String) -> Bool {
        name == configFileName || suffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// The files to read, as display paths (the path the user typed, joined with the walked part).
    static func files(for paths: [String], workingDirectory: String) throws(CommandFailure) -> [String] {
        var found: [String] = []
        for path in paths {
            let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                throw CommandFailure(message: "no such file or directory: '\(path)'")
            }
            if isDirectory.boolValue {
                found += try walk(directory: absolute, displayPrefix: path)
            } else {
                found.append(clean(path))
            }
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0).inserted }.sorted()
    }

    /// The files of the apps the given files belong to: for each, the nearest folder along its path
    /// (the working directory included) holding a construkt.yaml, walked whole. Checking one screen
    /// then sees its app's types, components and routes.
    static func appContext(of files: [String], workingDirectory: String) throws(CommandFailure) -> [String] {
        var roots = Set<String>()
        for file in files {
            var parts = file.split(separator: "/").dropLast().map(String.init)
            while true {
                let folder = parts.isEmpty ? "." : parts.joined(separator: "/")
                let absolute = (file.hasPrefix("/") ? "/" : workingDirectory + "/") + (parts.isEmpty ? "" : folder)
                if FileManager.default.fileExists(atPath: absolute + "/" + configFileName) {
                    roots.insert(file.hasPrefix("/") ? "/" + folder : folder)
                    break
                }
                guard !parts.isEmpty else { break }
                parts.removeLast()
            }
        }
        return try Self.files(for: roots.sorted(), workingDirectory: workingDirectory)
    }

    /// Every construkt file below `directory` that is a regular file (a symbolic link is not
    /// followed), hidden entries skipped, read with `opendir`/`readdir` and the entry types they
    /// give: a whole app is walked for every lint, so this stays cheap.
    private static func walk(directory: String, displayPrefix: String) throws(CommandFailure) -> [String] {
        var files: [String] = []
        guard walk(directory, relative: "", into: &files) else {
            throw CommandFailure(message: "cannot read directory '\(displayPrefix)'")
        }
        return files.map { clean(displayPrefix + "/" + $0) }
    }

    private static func walk(_ directory: String, relative: String, into files: inout [String]) -> Bool {
        guard let stream = opendir(directory) else { return false }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix(".") { continue }
            let path = directory + "/" + name
            let inner = relative.isEmpty ? name : relative + "/" + name
            switch kind(of: entry.pointee, at: path) {
            case .directory: _ = walk(path, relative: inner, into: &files)
            case .regularFile where isConstruktFile(name): files.append(inner)
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
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        if parts.isEmpty { parts = ["."] }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
