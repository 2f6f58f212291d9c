/// A file's path as the CI reports (Code Climate, Checkstyle, JUnit) name it: relative to the
/// repository root when the file lies inside it, which is what GitLab, Jenkins and Danger resolve
/// paths against; otherwise the path as given (relative to the working directory, or absolute).
struct ReportPath {
    /// `path` as given on the command line, resolved against `workingDirectory`; no root keeps it as given.
    static func path(_ path: String, workingDirectory: String, repositoryRoot: String?) -> String {
        guard let repositoryRoot else { return path }
        let absolute = ArtifactURI.normalizedComponents(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
        let root = ArtifactURI.normalizedComponents(
            repositoryRoot.hasPrefix("/") ? repositoryRoot : workingDirectory + "/" + repositoryRoot
        )
        guard absolute.count > root.count, Array(absolute.prefix(root.count)) == root else { return path }
        return absolute.dropFirst(root.count).joined(separator: "/")
    }
}
