import ConstruktKitRecording
import ConstruktRuntime
import Testing
import UIKit

@testable import EmitterScreensSample

/// Tests/EmitterScreens/Table two ways through `ParityDriver`: a TableView over live rows, which
/// grow as the action appends, and selecting a row sends its item.
@Suite("Table: the generated Swift and the headless runtime agree")
@MainActor
struct TableParityTests {
    @Test("selecting rows sends their items; appended rows appear and can be selected")
    func selectAndAppend() throws {
        let viewModel = TableViewModel()
        var driver = try ParityDriver(
            app: "Tests/EmitterScreens", screen: "Table", root: Table(viewModel: viewModel).build(),
            state: { ["rows": .list(viewModel.rows.map { .string($0) }), "chosen": .string(viewModel.chosen)] }
        )
        try driver.run([.selectRow(1), .tap(id: "add"), .selectRow(2), .selectRow(0)])
    }
}
