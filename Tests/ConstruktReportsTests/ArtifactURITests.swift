import ConstruktDiagnostics
import Testing

@testable import ConstruktReports

@Suite struct ArtifactURITests {
    @Test func pathInsideTheRepositoryIsRelativeToTheSourceRoot() {
        let uri = ArtifactURI(
            path: "Samples/Counter.screen.yaml", workingDirectory: "/repo/app", repositoryRoot: "/repo")
        #expect(uri.uri == "app/Samples/Counter.screen.yaml")
        #expect(uri.baseID == "%SRCROOT%")
    }

    @Test func dotAndDotDotAndRepeatedSlashesAreResolved() {
        let uri = ArtifactURI(path: "./a//../b/./c.yaml", workingDirectory: "/repo/app/", repositoryRoot: "/repo/")
        #expect(uri.uri == "app/b/c.yaml")
        #expect(uri.baseID == "%SRCROOT%")
    }

    @Test func absolutePathInsideTheRepositoryIsRelative() {
        let uri = ArtifactURI(path: "/repo/x.yaml", workingDirectory: "/elsewhere", repositoryRoot: "/repo")
        #expect(uri.uri == "x.yaml")
        #expect(uri.baseID == "%SRCROOT%")
    }

    @Test func relativeRepositoryRootIsResolvedAgainstTheWorkingDirectory() {
        let uri = ArtifactURI(path: "x.yaml", workingDirectory: "/repo/app", repositoryRoot: "..")
        #expect(uri.uri == "app/x.yaml")
        #expect(uri.baseID == "%SRCROOT%")
    }

    @Test func pathOutsideTheRepositoryIsAnAbsoluteFileURI() {
        let uri = ArtifactURI(path: "../shared/t.yaml", workingDirectory: "/repo/app", repositoryRoot: "/repo/app")
        #expect(uri.uri == "file:///repo/shared/t.yaml")
        #expect(uri.baseID == nil)
    }

    @Test func siblingDirectoryWithTheRootAsPrefixIsOutside() {
        let uri = ArtifactURI(path: "/repository/t.yaml", workingDirectory: "/", repositoryRoot: "/repo")
        #expect(uri.uri == "file:///repository/t.yaml")
        #expect(uri.baseID == nil)
    }

    @Test func withoutARepositoryRootEveryURIIsAbsolute() {
        let uri = ArtifactURI(path: "t.yaml", workingDirectory: "/repo", repositoryRoot: nil)
        #expect(uri.uri == "file:///repo/t.yaml")
        #expect(uri.baseID == nil)
    }

    @Test func charactersNotAllowedInAPathArePercentEncoded() {
        let uri = ArtifactURI(path: "my dir/50%:ü#?[x].yaml", workingDirectory: "/r", repositoryRoot: "/r")
        #expect(uri.uri == "my%20dir/50%25%3A%C3%BC%23%3F%5Bx%5D.yaml")
        #expect(ArtifactURI.directoryURI("/home/a b", workingDirectory: "/") == "file:///home/a%20b/")
    }
}
