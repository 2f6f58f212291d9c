/// Where the CI reports' fixtures run: from a folder below the repository root, so that report
/// paths show the folder, and with one checked file that has no problem.
enum ReportFixtures {
    static let root = "/home/dev/repo"
    static let workingDirectory = "/home/dev/repo/ios"
    static let cleanPath = "Samples/Counter/Clean.screen.yaml"
    static let checkedFiles = [cleanPath, RenderingFixtures.routesPath, RenderingFixtures.screenPath]
}
