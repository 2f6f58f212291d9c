import ConstruktKitRecording
import ConstruktRuntime
import Testing
import UIKit

@testable import ProfileSample

/// Samples/Profile's LoginView two ways: the generated Swift and the headless runtime, typing the
/// credentials and logging in. The button's per-state background colors, the live error label
/// and the Credentials model the `submitted` signal carries are compared after every step.
@Suite("LoginView: the generated Swift and the headless runtime agree")
@MainActor
struct LoginViewParityTests {
    @Test("log in is enabled by valid credentials and emits them once, then waits")
    func loggingIn() throws {
        let app = try SampleLoading.app(in: "Samples/Profile")
        let screen = try #require(app.screens.first { $0.name == "LoginView" })
        var session = try ScreenSession(
            catalog: RuntimeCatalog(catalog: app.catalog, app: app), screen: screen, params: [:])
        let viewModel = LoginViewModel()
        var submitted: [Credentials] = []
        _ = viewModel.submitted.observe { submitted.append($0) }
        let root = LoginView(viewModel: viewModel).build()

        func expectSame(after step: String) {
            #expect(
                RecordedForm.generated(ViewTreeRecorder.record(root)) == RecordedForm.of(session.tree),
                "trees differ after \(step)")
            #expect(
                session.instance.state["isSubmitting"] == .bool(viewModel.isSubmitting),
                "isSubmitting differs after \(step)")
            let emitted = session.instance.emissions.filter { $0.signal == "submitted" }.map(\.value)
            let generated: [RuntimeValue?] = submitted.map {
                .record(["email": .string($0.email), "password": .string($0.password)])
            }
            #expect(emitted == generated, "submitted emissions differ after \(step)")
        }

        func type(_ text: String, into id: String) throws {
            let field = try #require(firstView(UITextField.self, in: root) { $0.accessibilityIdentifier == id })
            field.text = text
            field.sendActions(for: .editingChanged)
            try session.type(text, into: NodeQuery(id: id))
        }

        func tapLogIn() throws {
            let button = try #require(firstView(UIButton.self, in: root) { $0.accessibilityIdentifier == "logIn" })
            if button.isEnabled { button.sendActions(for: .touchUpInside) }
            try session.tap(NodeQuery(id: "logIn"))
        }

        expectSame(after: "building")
        try tapLogIn()
        expectSame(after: "logging in with nothing typed")
        try type("ada@example.com", into: "email")
        expectSame(after: "typing the email")
        try type("correct horse", into: "password")
        expectSame(after: "typing the password")
        try tapLogIn()
        expectSame(after: "logging in")
        try tapLogIn()
        expectSame(after: "logging in again while submitting")
        #expect(submitted.map(\.email) == ["ada@example.com"])
    }
}
