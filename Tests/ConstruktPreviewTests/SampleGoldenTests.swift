import ConstruktPreview
import Foundation
import GoldenFiles
import Testing

/// Every Sample screen drawn on the standard iPhone, compared byte for byte with its reviewed
/// SVG in Golden/<app>/<screen>.svg (CONSTRUKT_RECORD=1 re-records; look at the picture first).
@Suite struct SampleGoldenTests {
    @Test(arguments: SampleScreens.paths)
    func sampleScreenDrawsAsRecorded(_ path: String) throws {
        let started = try SampleScreens.session(path)
        let picture = ScreenPicture(tree: started.session.tree, fitting: started.isComponent)
        let name = path.split(separator: "/").dropFirst().joined(separator: "/").replacingOccurrences(
            of: ".screen.yaml", with: ".svg")
        GoldenFile(
            SampleScreens.golden.appendingPathComponent(name),
            regenerate:
                "look at it as a PNG, then CONSTRUKT_RECORD=1 swift test --filter SampleGoldenTests re-records it"
        ).check(picture.svg)
    }

    @Test func everySampleScreenHasItsInputs() {
        #expect(SampleScreens.paths.filter { SampleScreens.inputs[$0] == nil } == [])
    }

    @Test func theSamePictureIsTheSameBytes() throws {
        let started = try SampleScreens.session("Samples/Movies/HomeView.screen.yaml")
        #expect(ScreenPicture(tree: started.session.tree).svg == ScreenPicture(tree: started.session.tree).svg)
    }

    @Test func darkAppearanceDrawsTheDarkSystemColours() throws {
        let started = try SampleScreens.session("Samples/Movies/SettingsView.screen.yaml")
        let light = ScreenPicture(tree: started.session.tree, appearance: .light).svg
        let dark = ScreenPicture(tree: started.session.tree, appearance: .dark).svg
        #expect(light.contains("fill=\"#f2f2f7\""))
        #expect(dark.contains("fill=\"#000000\""))
        #expect(!dark.contains("fill=\"#f2f2f7\""))
    }
}
