import Foundation
import Testing

/// A clean lint of an app with its own catalog means `generate` succeeds: what the catalog format
/// can describe but generated Swift cannot say is lint's error at the use (CK0720), and the same
/// app generates once the entry is corrected.
@Suite struct OwnCatalogLintTests {
    static func catalog(extraDefault: Bool) -> String {
        """
        catalog: ProbeKit
        formatVersion: 1
        doc: A view whose size template reads another property.
        classes:
          ProbeView: { super: UIView, doc: "The app's own view." }
        components:
          ProbeView:
            class: ProbeView
            doc: Shows a size.
            construct: 'ViewModifier(Modified(ProbeView({{args}})))'
            properties:
              size:
                type: Int
                const: '.with { $0.size = {{value}} + {{props.extra}} }'
                runtime: value
              extra:
                type: Int
        \(extraDefault ? "        default: 2\n" : "")\
                const: '.with { $0.extra = {{value}} }'
                onReceive: '{{view}}.extra = {{value}}'
                runtime: value
            runtime: { node: size }

        """
    }

    static func app(extraDefault: Bool, screen: String) throws -> CLIHarness {
        try CLIHarness(files: [
            "App/construkt.yaml": "catalogs: [Catalogs/Probe.components.yaml]\n",
            "App/Catalogs/Probe.components.yaml": catalog(extraDefault: extraDefault),
            "App/Probe.screen.yaml": screen,
        ])
    }

    static let constantSize = "screen: Probe\nbody:\n  ProbeView: { size: 3 }\n"

    @Test func aTemplateReadingAPropertyWithNothingToGiveIsAnErrorAtTheUse() throws {
        let cli = try Self.app(extraDefault: false, screen: Self.constantSize)
        let lint = cli.run("lint", "--format", "gnu", "App")
        #expect(lint.status == 1)
        #expect(
            lint.output.hasPrefix(
                "App/Probe.screen.yaml:3:22: error: extra of ProbeView, read by another property but with no default, has a catalog description"
            ))
        #expect(lint.output.contains("[CK0720]"))
        #expect(cli.run("generate", "App", "--output", "Out").status == 1)
    }

    @Test func aPropertyReadByAnotherTemplateWrittenLiveIsAnErrorAtItsValue() throws {
        let screen =
            "screen: Probe\nstate:\n  n: { type: Int, default: 1 }\nbody:\n  ProbeView: { size: 3, extra: $n }\n"
        let cli = try Self.app(extraDefault: true, screen: screen)
        let lint = cli.run("lint", "--format", "gnu", "App")
        #expect(lint.status == 1)
        #expect(
            lint.output.hasPrefix(
                "App/Probe.screen.yaml:5:32: error: extra of ProbeView, written live but read by another property's template"
            ))
    }

    /// A constant template's `{{props.extra}}` is filled with the other property's value or default.
    @Test func aCorrectedEntryLintsCleanAndGenerates() throws {
        let cli = try Self.app(extraDefault: true, screen: Self.constantSize)
        #expect(cli.run("lint", "App").status == 0)
        #expect(cli.run("generate", "App", "--output", "Out").status == 0)
        #expect(
            try String(contentsOf: cli.directory.appendingPathComponent("Out/Probe.screen.swift"), encoding: .utf8)
                .contains(".with { $0.size = 3 + 2 }"))
    }

    @Test func anEnumWithNoMembersIsACatalogError() throws {
        let catalog = """
            catalog: ProbeKit
            formatVersion: 1
            doc: An enum no text can name.
            types:
              Mood: { kind: enum, swift: Mood, members: {} }

            """
        let cli = try CLIHarness(files: [
            "App/construkt.yaml": "catalogs: [Probe.components.yaml]\n",
            "App/Probe.components.yaml": catalog,
        ])
        let lint = cli.run("lint", "--format", "gnu", "App")
        #expect(lint.output.hasPrefix("App/Probe.components.yaml:5:45: error: 'members' of type 'Mood' is empty"))
    }
}
