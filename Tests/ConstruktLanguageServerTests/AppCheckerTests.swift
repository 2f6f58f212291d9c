import ConstruktChecker
import Testing

@testable import ConstruktLanguageServer

/// The server checks again only what an edit can affect.
@Suite struct AppCheckerTests {
    static let root = "/nonexistent-construkt-app"
    static let row = "component: Row\nparams:\n  title: String\nbody:\n  LabelView: ${title}\n"
    static let list = "screen: List\nbody:\n  VStackView:\n    children:\n      - Row: { title: One }\n"

    static func overlays(row: String = row, list: String = list) -> [String: [UInt8]] {
        ["\(root)/Row.screen.yaml": Array(row.utf8), "\(root)/List.screen.yaml": Array(list.utf8)]
    }

    @Test func aBodyEditChecksThatFileAloneAndAnInterfaceEditTheWholeApp() throws {
        let checker = AppChecker()
        let first = try #require(checker.check(root: Self.root, overlays: Self.overlays()))
        #expect(first.rechecked == .everything)
        #expect(first.diagnostics.values.allSatisfy { $0.isEmpty })

        let bodyEdit = try #require(
            checker.check(
                root: Self.root,
                overlays: Self.overlays(row: Self.row.replacingOccurrences(of: "${title}", with: "${titel}"))))
        #expect(bodyEdit.rechecked == .files(["\(Self.root)/Row.screen.yaml"]))
        #expect(bodyEdit.diagnostics["\(Self.root)/Row.screen.yaml"]?.first?.code.id == "CK0404")

        let renamedParam = Self.row.replacingOccurrences(of: "title", with: "name")
        let interfaceEdit = try #require(checker.check(root: Self.root, overlays: Self.overlays(row: renamedParam)))
        #expect(interfaceEdit.rechecked == .everything)
        #expect(interfaceEdit.diagnostics["\(Self.root)/List.screen.yaml"]?.isEmpty == false)
    }

    @Test func aCancelledCheckReturnsNothing() {
        #expect(AppChecker().check(root: Self.root, overlays: Self.overlays(), isCancelled: { true }) == nil)
    }
}
