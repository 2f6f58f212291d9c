import ConstruktKitRecording
import ConstruktRuntime
import Foundation
import Testing
import UIKit

@testable import ProfileSample

/// Samples/Profile's ProfileView two ways: the generated Swift and the headless runtime, before
/// and after the host feeds the signed-in user. Its texts read members of an optional model
/// (`user?.displayName ?? ''`, `format(user?.followers ?? 0, '%d')`), its edit icon is enabled by
/// `user != nil`, its spinner and content follow `isLoading`; its avatar, loaded from a live URL,
/// shows the placeholder on both sides (UIKit until the image loads, the runtime always).
@Suite("ProfileView: the generated Swift and the headless runtime agree")
@MainActor
struct ProfileViewParityTests {
    @Test("the profile fills in from the fed user")
    func feedingTheUser() throws {
        let app = try SampleLoading.app(in: "Samples/Profile")
        let screen = try #require(app.screens.first { $0.name == "ProfileView" })
        var session = try ScreenSession(
            catalog: RuntimeCatalog(catalog: app.catalog, app: app), screen: screen, params: [:])
        let viewModel = ProfileViewModel()
        let root = ProfileView(viewModel: viewModel).build()

        func expectSame(after step: String) {
            #expect(
                RecordedForm.generated(ViewTreeRecorder.record(root)) == RecordedForm.of(session.tree),
                "trees differ after \(step)")
        }

        expectSame(after: "building")
        viewModel.user = User(
            id: "u1", displayName: "Ada Lovelace", username: "ada", email: "ada@example.com", bio: "Analyst.",
            avatarURL: URL(string: "https://example.com/ada.png"), location: nil, followers: 1200, following: 3,
            posts: 42
        )
        viewModel.isLoading = false
        try session.feed([
            "user": .record([
                "id": .string("u1"), "displayName": .string("Ada Lovelace"), "username": .string("ada"),
                "email": .string("ada@example.com"),
                "bio": .string("Analyst."), "avatarURL": .string("https://example.com/ada.png"),
                "followers": .int(1200),
                "following": .int(3), "posts": .int(42),
            ]),
            "isLoading": .bool(false),
        ])
        expectSame(after: "feeding the user")
    }
}
