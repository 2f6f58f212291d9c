import ConstruktKit
import EmitterOptionsSample
import Foundation
import Testing
import UIKit

/// Tests/EmitterOptions' generated Swift (`accessLevel: public`) used as an app's other modules use
/// it: imported without `@testable`, so every declaration used here that the emitter left internal
/// is a compile error, not a failure.
@Suite("EmitterOptionsSample's public API, from another module")
@MainActor
struct PublicAPITests {
    /// A navigator of this module, standing in for the coordinator.
    @MainActor
    final class RecordingNavigator: TasksNavigator {
        var stackDepths: [Int] = [2]
        var requests: [TasksNavigation] = []

        func perform(_ request: TasksNavigation) {
            requests.append(request)
        }
    }

    @Test(
        "the coordinator starts on its root, opens deep links, runs app actions and hands out each screen's view model")
    func coordinator() throws {
        let coordinator = TasksCoordinator(window: UIWindow())
        var shown: [String] = []
        coordinator.onScreen = { model in
            switch model {
            case .list(let viewModel): shown.append("list of \(viewModel.owner)")
            case .detail(let viewModel): shown.append("detail of task \(viewModel.taskId)")
            case .help: shown.append("help")
            }
        }
        coordinator.start()
        #expect(coordinator.window.rootViewController != nil)
        #expect(coordinator.open(try #require(URL(string: "/task/7"))))
        #expect(!coordinator.open(try #require(URL(string: "/nowhere"))))
        #expect(coordinator.stackDepths == [2])
        coordinator.send(.showHelp)
        #expect(coordinator.state.helpShown == 1)
        #expect(coordinator.stackDepths == [2, 1])
        coordinator.perform(.dismiss)
        coordinator.show(.detail(taskId: 8))
        #expect(coordinator.stackDepths == [3])
        coordinator.state = TasksCoordinator.State(helpShown: 5)
        #expect(coordinator.state.helpShown == 5)
        #expect(shown == ["list of me", "detail of task 7", "help", "detail of task 8"])
    }

    @Test("routes read and write their deep links and say how they are presented")
    func routes() throws {
        #expect(TasksRoute(url: try #require(URL(string: "/tasks/ada"))) == .list(owner: "ada"))
        #expect(TasksRoute.detail(taskId: 3).url == URL(string: "/task/3"))
        #expect(TasksRoute.help.url == nil)
        #expect(TasksRoute.help.modalStyle != nil)
        #expect(TasksRoute.detail(taskId: 3).modalStyle == nil)
        #expect(TasksNavigation.canPerform([.back], stackDepths: [2]))
        #expect(!TasksNavigation.canPerform([.dismiss], stackDepths: [1]))
    }

    @Test("a screen's view model navigates through a navigator of another module")
    func screenNavigator() {
        let navigator = RecordingNavigator()
        let viewModel = TaskDetailViewModel(taskId: 1)
        viewModel.navigator = navigator
        viewModel.send(.help)
        viewModel.send(.close)
        #expect(navigator.requests == [.show(.help), .back])
        _ = TaskDetail(viewModel: viewModel).body
    }

    @Test("a component with state is made, and its view model runs its actions")
    func component() {
        let votes = TaskVotes(title: "Votes", step: 2)
        _ = votes.body
        votes.viewModel.send(.vote)
        #expect(votes.viewModel.votes == 2)
        #expect(votes.viewModel.step == 2)
        _ = votes.viewModel.label
    }
}
