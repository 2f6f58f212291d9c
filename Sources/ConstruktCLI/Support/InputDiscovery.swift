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

    private static func walk(directory: String, displayPrefix: String) throws(CommandFailure) -> [String] {
        guard let enumerator = FileManager.default.enumerator(
            at: URL(fileURLWithPath: directory),
            includingPropertiesForKeys: [.isRegularFileKey],
            options: [.skipsHiddenFiles]
        ) else {
            throw CommandFailure(message: "cannot read directory '\(displayPrefix)'")
        }
        let base = URL(fileURLWithPath: directory).standardizedFileURL.path
        var files: [String] = []
        for case let url as URL in enumerator where isConstruktFile(url.lastPathComponent) {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(base.count).drop { $0 == "/" })
            files.append(clean(displayPrefix + "/" + relative))
        }
        return files
    }

    /// `./Samples//a.yaml` → `Samples/a.yaml`, so that diagnostics and outputs name files one way.
    private static func clean(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        if parts.isEmpty { parts = ["."] }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
