import ConstruktKitRecording
import ConstruktRuntime
import Testing
import UIKit

@testable import EmitterOptionsSample

/// Tests/EmitterOptions' TaskList (public, with #sourceLocation directives) two ways: the
/// generated Swift and the headless runtime. Adding appends a model written as a mapping and emits
/// another; `remove` at an index out of range rejects the whole action, changing nothing; typing
/// runs the field's onChange with the text it carries as `value`; a dictionary state starts empty
/// and is set from a mapping.
@Suite("TaskList: the generated Swift and the headless runtime agree")
@MainActor
struct TaskListParityTests {
    @Test("adding, typing and removing until removal is rejected")
    func addingAndRemoving() throws {
        let app = try SampleLoading.app(in: "Tests/EmitterOptions")
        let screen = try #require(app.screens.first { $0.name == "TaskList" })
        var session = try ScreenSession(
            catalog: RuntimeCatalog(catalog: app.catalog, app: app), screen: screen, params: ["owner": .string("Ada")])
        let viewModel = TaskListViewModel(owner: "Ada")
        var added: [TaskItem] = []
        _ = viewModel.added.observe { added.append($0) }
        let root = TaskList(viewModel: viewModel).build()

        func expectSame(after step: String) {
            #expect(
                RecordedForm.generated(ViewTreeRecorder.record(root)) == RecordedForm.of(session.tree),
                "trees differ after \(step)")
            let titles = viewModel.tasks.map { RuntimeValue.string($0.title) }
            #expect(
                session.instance.state["tasks"].map { value in
                    if case .list(let tasks) = value {
                        return tasks.map { task in
                            if case .record(let fields) = task { fields["title"] ?? .null } else { .null }
                        }
                    }
                    return []
                } == titles, "tasks differ after \(step)")
            #expect(session.instance.state["lastEdit"] == .string(viewModel.lastEdit), "lastEdit differs after \(step)")
            #expect(
                session.instance.state["scores"] == .record(viewModel.scores.mapValues { .int($0) }),
                "scores differ after \(step)")
            #expect(
                session.instance.emissions.filter { $0.signal == "added" }.count == added.count,
                "added emissions differ after \(step)")
        }

        func tap(_ id: String) throws {
            let button = try #require(firstView(UIButton.self, in: root) { $0.accessibilityIdentifier == id })
            button.sendActions(for: .touchUpInside)
            try session.tap(NodeQuery(id: id))
        }

        expectSame(after: "building")
        let field = try #require(firstView(UITextField.self, in: root) { $0.accessibilityIdentifier == "draft" })
        field.text = "Write"
        field.sendActions(for: .editingChanged)
        try session.type("Write", into: NodeQuery(id: "draft"))
        expectSame(after: "typing")
        try tap("add")
        expectSame(after: "adding")
        try tap("add")
        expectSame(after: "adding again")
        try tap("score")
        expectSame(after: "scoring")
        try tap("dropFirst")
        expectSame(after: "dropping the first")
        try tap("dropFirst")
        expectSame(after: "dropping the last")
        try tap("dropFirst")
        expectSame(after: "dropping from an empty list")
        #expect(session.instance.rejections.count == 1)
        #expect(added.map(\.priority) == [.default, .default])
        #expect(added.first?.link?.absoluteString == "https://example.com/tasks")
    }
}
