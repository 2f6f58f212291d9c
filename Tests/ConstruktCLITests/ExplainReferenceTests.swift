import ConstruktCLI
import ConstruktCatalog
import Foundation
import GoldenFiles
import Testing

/// `construkt-gen explain COMPONENT` and `explain COMPONENT.PROPERTY`: the catalog's reference on
/// the command line, with did-you-mean for names it does not know.
@Suite struct ExplainReferenceTests {
    /// `Golden/`, beside this test.
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test func aComponentPrintsItsReference() throws {
        let explained = try CLIHarness().run("explain", "LabelView")
        #expect(explained.status == 0)
        #expect(explained.error.isEmpty)
        GoldenFile(Self.golden.appendingPathComponent("explain-LabelView.txt")).check(explained.output)
    }

    /// `explain components` lists every component, one line each with its summary; a component a
    /// project catalog adds is listed too.
    @Test func componentsListsEveryComponent() throws {
        let explained = try CLIHarness().run("explain", "components")
        #expect(explained.status == 0)
        let lines = explained.output.split(separator: "\n").map(String.init)
        for component in CatalogLoader.construktKit.catalog.components {
            #expect(
                lines.contains { $0 == component.name || $0.hasPrefix(component.name + " ") },
                "\(component.name) is not listed")
        }
        #expect(
            lines.contains { $0.hasPrefix("LabelView ") && $0.hasSuffix("A text label (font `.callout` unless set).") })
        #expect(explained.output.hasSuffix("`construkt-gen explain COMPONENT` shows one component in full.\n"))
        let rating = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Schemas/Examples/Rating.components.yaml"),
            encoding: .utf8)
        let project = try CLIHarness(files: [
            "construkt.yaml": "catalogs: [Rating.components.yaml]\n", "Rating.components.yaml": rating,
        ]).run("explain", "components")
        #expect(project.output.contains("\nRatingView "), "\(project.output)")
    }

    @Test func aPropertyPrintsItsValueFormsWithExamples() throws {
        let explained = try CLIHarness().run("explain", "LabelView.font")
        #expect(explained.status == 0)
        GoldenFile(Self.golden.appendingPathComponent("explain-LabelView.font.txt")).check(explained.output)
    }

    @Test func slotsAndEventsAreExplainedToo() throws {
        let cli = try CLIHarness()
        #expect(
            cli.run("explain", "VStackView.children").output
                == "VStackView.children: a list of views\n  Swift (trailing): { <views> }\n")
        #expect(cli.run("explain", "ButtonView.onTap").output.contains(".onTap { (context: "))
    }

    /// Every component of ConstruktKit and every property, slot and event of it (by each name it
    /// accepts) has a reference.
    @Test func everyComponentAndMemberIsExplained() throws {
        let cli = try CLIHarness()
        let catalog = CatalogLoader.construktKit.catalog
        for component in catalog.components {
            let explained = cli.run("explain", component.name)
            #expect(explained.status == 0, "\(component.name): \(explained.error)")
            for name in catalog.members(of: component.name)?.acceptedNames ?? []
            where catalog.property(named: name, of: component.name)?.isInternal != true {
                let member = cli.run("explain", "\(component.name).\(name)")
                #expect(member.status == 0, "\(component.name).\(name): \(member.error)")
            }
        }
    }

    @Test func aValueTypePrintsItsForms() throws {
        let explained = try CLIHarness().run("explain", "Font")
        #expect(explained.status == 0)
        #expect(explained.output.hasPrefix("Font, UIFont in Swift\n"))
        #expect(
            explained.output.contains(
                "  system: { size: CGFloat (required), weight: FontWeight = regular }\n      { size: 16 }\n      Swift: UIFont.systemFont(ofSize: 16, weight: .regular)\n"
            ))
    }

    @Test func unknownNamesGetTheNearestOne() throws {
        let cli = try CLIHarness()
        let component = cli.run("explain", "LabelVeiw")
        #expect(component.status == 2)
        #expect(
            component.error
                == "error: no diagnostic code, component or value type named 'LabelVeiw'; did you mean 'LabelView'?\n")
        let property = cli.run("explain", "LabelView.fnt")
        #expect(property.status == 2)
        #expect(property.error == "error: LabelView has no property, slot or event 'fnt'; did you mean 'font'?\n")
        let swiftUI = cli.run("explain", "Text")
        #expect(swiftUI.error.contains("Use LabelView"))
    }

    @Test func theAppsCatalogsAreLoadedInsideItsFolder() throws {
        let catalog = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Schemas/Examples/Rating.components.yaml"),
            encoding: .utf8)
        let cli = try CLIHarness(files: [
            "construkt.yaml": "catalogs: [Rating.components.yaml]\n", "Rating.components.yaml": catalog,
        ])
        let explained = cli.run("explain", "RatingView.maximum")
        #expect(explained.status == 0)
        #expect(explained.output.hasPrefix("RatingView.maximum: Int\n"))
        #expect(explained.output.contains("Optional; when not written: 5."))
        #expect(try CLIHarness().run("explain", "RatingView").status == 2)
    }
}

/// What `explain COMPONENT.PROPERTY` says an example becomes is what `generate` writes for it.
@Suite struct ExplainedSwiftTests {
    static let subjects = [
        "LabelView.text", "LabelView.font", "LabelView.color", "LabelView.padding", "LabelView.border",
        "LabelView.height",
        "LabelView.alpha", "LabelView.alignment", "ButtonView.color", "ImageView.image", "ImageView.url",
    ]

    @Test(arguments: subjects)
    func everyExampleIsWhatGenerateWrites(subject: String) throws {
        let cli = try CLIHarness()
        let component = String(subject.prefix { $0 != "." })
        let lines = cli.run("explain", subject).output.split(separator: "\n").map(String.init)
        var pairs: [(yaml: String, swift: String)] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("      ") && !line.hasPrefix("      Swift: ") {
            guard index + 1 < lines.count, lines[index + 1].hasPrefix("      Swift: ") else { continue }
            pairs.append(
                (line.trimmingCharacters(in: .whitespaces), String(lines[index + 1].dropFirst("      Swift: ".count))))
        }
        #expect(!pairs.isEmpty, "no example with its Swift in explain \(subject)")
        let primary = ["LabelView": "text", "ButtonView": "title"][component]
        let required = primary.map { subject.hasSuffix(".\($0)") ? "" : "\($0): Hi, " } ?? ""
        let nodes = pairs.map { "      - \(component): { \(required)\($0.yaml) }" }.joined(separator: "\n")
        try cli.write("App/Demo.screen.yaml", "screen: Demo\nbody:\n  VStackView:\n    children:\n\(nodes)\n")
        let generated = cli.run("generate", "App", "--output", "Out")
        #expect(generated.status == 0, "\(generated.error)")
        let swift = try String(
            contentsOf: cli.directory.appendingPathComponent("Out/Demo.screen.swift"), encoding: .utf8)
        for pair in pairs {
            #expect(swift.contains(pair.swift), "\(subject): '\(pair.yaml)' is not '\(pair.swift)' in\n\(swift)")
        }
    }
}
