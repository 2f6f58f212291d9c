/// Paths of an invocation's files as the user wrote them (relative or absolute, `/`-separated):
/// the folder of a file, and a path written relative to a folder with `.` and `..` resolved.
public enum FilePath {
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    public static func join(_ folder: String, _ relative: String) -> String {
        var parts = folder.split(separator: "/").map(String.init)
        for part in relative.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if parts.isEmpty || parts.last == ".." { parts.append("..") } else { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        return (folder.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
