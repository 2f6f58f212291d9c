import ConstruktKitRecording
import ConstruktRuntime
@testable import EmitterScreensSample
import Testing
import UIKit

/// Tests/EmitterScreens/LiveContent two ways through `ParityDriver`: rows of a live `forEach`
/// appear as items are appended, tapping a row's button runs statements that read its item, and
/// a live `if` swaps branches of several nodes.
@Suite("LiveContent: the generated Swift and the headless runtime agree")
struct LiveContentParityTests {
    @Test("adding tags adds rows; a row's button records its own tag; details replace the button")
    func rowsAndBranches() throws {
        let viewModel = LiveContentViewModel()
        var driver = try ParityDriver(
            app: "Tests/EmitterScreens", screen: "LiveContent", root: LiveContent(viewModel: viewModel).build(),
            state: {
                ["tags": .list(viewModel.tags.map { .string($0) }), "showsDetails": .bool(viewModel.showsDetails),
                 "lastTapped": .string(viewModel.lastTapped)]
            }
        )
        try driver.run([
            .tap(id: "add"), .tap(id: "add"), .tap(text: "tag1"), .tap(id: "add"), .tap(text: "tag0"),
            .tap(id: "show"), .tap(id: "add"),
        ])
    }
}
