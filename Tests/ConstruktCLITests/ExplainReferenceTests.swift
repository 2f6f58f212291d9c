import ConstruktCLI
import Foundation
import Testing

/// `construkt-gen explain COMPONENT` and `explain COMPONENT.PROPERTY`: the catalog's reference on
/// the command line, with did-you-mean for names it does not know.
@Suite struct ExplainReferenceTests {
    @Test func aComponentPrintsItsReference() throws {
        let explained = try CLIHarness().run("explain", "LabelView")
        #expect(explained.status == 0)
        #expect(explained.error.isEmpty)
        try GoldenText(name: "explain-LabelView.txt").check(explained.output)
    }

    @Test func aPropertyPrintsItsValueFormsWithExamples() throws {
        let explained = try CLIHarness().run("explain", "LabelView.font")
        #expect(explained.status == 0)
        try GoldenText(name: "explain-LabelView.font.txt").check(explained.output)
    }

    @Test func slotsAndEventsAreExplainedToo() throws {
        let cli = try CLIHarness()
        #expect(cli.run("explain", "VStackView.children").output == "VStackView.children: a list of views\n  Swift (trailing): { <views> }\n")
        #expect(cli.run("explain", "ButtonView.onTap").output.contains(".onTap { (context: "))
    }

    @Test func unknownNamesGetTheNearestOne() throws {
        let cli = try CLIHarness()
        let component = cli.run("explain", "LabelVeiw")
        #expect(component.status == 2)
        #expect(component.error == "error: no diagnostic code or component named 'LabelVeiw'; did you mean 'LabelView'?\n")
        let property = cli.run("explain", "LabelView.fnt")
        #expect(property.status == 2)
        #expect(property.error == "error: LabelView has no property, slot or event 'fnt'; did you mean 'font'?\n")
        let swiftUI = cli.run("explain", "Text")
        #expect(swiftUI.error.contains("Use LabelView"))
    }

    @Test func theAppsCatalogsAreLoadedInsideItsFolder() throws {
        let catalog = try String(contentsOf: repositoryRoot.appendingPathComponent("Schemas/Examples/Rating.components.yaml"), encoding: .utf8)
        let cli = try CLIHarness(files: ["construkt.yaml": "catalogs: [Rating.components.yaml]\n", "Rating.components.yaml": catalog])
        let explained = cli.run("explain", "RatingView.maximum")
        #expect(explained.status == 0)
        #expect(explained.output.hasPrefix("RatingView.maximum: Int\n"))
        #expect(explained.output.contains("Optional; when not written: 5."))
        #expect(try CLIHarness().run("explain", "RatingView").status == 2)
    }
}
