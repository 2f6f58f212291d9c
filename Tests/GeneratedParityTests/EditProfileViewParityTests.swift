import ConstruktKitRecording
import ConstruktRuntime
import Testing
import UIKit

@testable import ProfileSample

/// Samples/Profile's EditProfileView two ways: the generated Swift and the headless runtime,
/// editing the name and email (two-way fields), flipping a preference (a two-way toggle) and
/// saving. Save sends the ProfileDraft model, written as a mapping in the screen, only while the
/// derived validity allows it.
@Suite("EditProfileView: the generated Swift and the headless runtime agree")
@MainActor
struct EditProfileViewParityTests {
    @Test("save is enabled by a valid name and email and reports the draft")
    func editingAndSaving() throws {
        let app = try SampleLoading.app(in: "Samples/Profile")
        let screen = try #require(app.screens.first { $0.name == "EditProfileView" })
        var session = try ScreenSession(
            catalog: RuntimeCatalog(catalog: app.catalog, app: app), screen: screen, params: [:])
        let viewModel = EditProfileViewModel()
        var saved: [ProfileDraft] = []
        _ = viewModel.saveRequested.observe { saved.append($0) }
        let root = EditProfileView(viewModel: viewModel).build()

        func expectSame(after step: String) {
            #expect(
                RecordedForm.generated(ViewTreeRecorder.record(root)) == RecordedForm.of(session.tree),
                "trees differ after \(step)")
            #expect(
                session.instance.state["weeklyDigest"] == .bool(viewModel.weeklyDigest),
                "weeklyDigest differs after \(step)")
            let emitted = session.instance.emissions.filter { $0.signal == "saveRequested" }.compactMap(\.value)
            #expect(emitted.count == saved.count, "saveRequested emissions differ after \(step)")
            for (runtime, generated) in zip(emitted, saved) {
                guard case .record(let fields) = runtime else {
                    Issue.record("saveRequested carried \(runtime), not a record")
                    continue
                }
                #expect(fields["displayName"] == .string(generated.displayName))
                #expect(fields["email"] == .string(generated.email))
                #expect(fields["weeklyDigest"] == .bool(generated.weeklyDigest))
                #expect(fields["notificationsEnabled"] == .bool(generated.notificationsEnabled))
            }
        }

        func type(_ text: String, into id: String) throws {
            let field = try #require(firstView(UITextField.self, in: root) { $0.accessibilityIdentifier == id })
            field.text = text
            field.sendActions(for: .editingChanged)
            try session.type(text, into: NodeQuery(id: id))
        }

        func tapSave() throws {
            let button = try #require(firstView(UIButton.self, in: root) { $0.accessibilityIdentifier == "save" })
            if button.isEnabled { button.sendActions(for: .touchUpInside) }
            try session.tap(NodeQuery(id: "save"))
        }

        expectSame(after: "building")
        try tapSave()
        expectSame(after: "saving with nothing typed")
        try type("Ada", into: "displayName")
        try type("ada@example.com", into: "email")
        expectSame(after: "typing a name and an email")
        let digest = try #require(firstView(UISwitch.self, in: root) { $0.accessibilityIdentifier == "weeklyDigest" })
        digest.setOn(!digest.isOn, animated: false)
        digest.sendActions(for: .valueChanged)
        try session.tap(NodeQuery(id: "weeklyDigest"))
        expectSame(after: "turning the weekly digest on")
        try tapSave()
        expectSame(after: "saving")
        #expect(saved.map(\.displayName) == ["Ada"])
        #expect(saved.first?.dailyGoalMinutes == 30)
    }
}
