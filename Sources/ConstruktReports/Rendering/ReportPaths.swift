/// Where a CI report's files are named from: the repository root, which GitLab, Jenkins, Danger and
/// code scanning resolve paths against, and the working directory relative paths are given in.
public struct ReportPaths: Sendable {
    /// The directory paths are made relative to; nil keeps them as given.
    public var repositoryRoot: String?
    /// The directory relative paths are resolved against.
    public var workingDirectory: String

    public init(repositoryRoot: String?, workingDirectory: String) {
        self.repositoryRoot = repositoryRoot
        self.workingDirectory = workingDirectory
    }

    /// A file's path as the reports name it: relative to the repository root when the file lies
    /// inside it; otherwise the path as given (relative to the working directory, or absolute).
    func path(_ path: String) -> String {
        guard let repositoryRoot else { return path }
        let absolute = ArtifactURI.normalizedComponents(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
        let root = ArtifactURI.normalizedComponents(
            repositoryRoot.hasPrefix("/") ? repositoryRoot : workingDirectory + "/" + repositoryRoot
        )
        guard absolute.count > root.count, Array(absolute.prefix(root.count)) == root else { return path }
        return absolute.dropFirst(root.count).joined(separator: "/")
    }
}
