import ConstruktCatalog
import ConstruktDiagnostics
import Testing

/// One failing input per loader rule of CATALOG-FORMAT.md §15, loaded on top of ConstruktKit;
/// each asserts the code and the exact position of the offending token. Line 1–2 of every input
/// is the header below.
@Suite struct ValidationTests {
    private let header = "catalog: TestKit\nformatVersion: 1\n"

    private func load(_ body: String) -> CatalogLoadResult {
        loadUserCatalog(header + body)
    }

    // MARK: CK0701 unknown keys

    @Test func unknownPropertyKeySuggestsTheClosestKey() throws {
        let result = load(
            """
            classes:
              StarView: { super: UIView }
            components:
              StarView:
                class: StarView
                properties:
                  size: { tpye: Int, const: '.with { $0.size = {{value}} }' }
            """)
        #expect(result.summary == ["CK0701 9:15"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == "unknown key 'tpye' in property 'size' of component 'StarView'")
        #expect(diagnostic.help == "did you mean 'type'?")
        #expect(diagnostic.fixIts.map(\.replacement) == ["type"])
        #expect(diagnostic.location.range.end.column == 19)
    }

    @Test func unknownTopLevelKey() {
        let result = load("component:\n  X: {}\n")
        #expect(result.summary == ["CK0701 3:1"])
        #expect(result.diagnostics.first?.help == "did you mean 'components'?")
    }

    @Test func keyOfAnotherKindOfTypeIsUnknown() {
        let result = load(
            """
            types:
              Mood: { kind: primitive, swift: String, literal: string, members: { a: .a } }
            """)
        #expect(result.summary == ["CK0701 4:60"])
    }

    // MARK: CK0702 shapes

    @Test func scalarWhereAListIsExpected() throws {
        let result = load(
            """
            classes:
              StarView: { super: UIView, conforms: ViewBuilderPaddable }
            """)
        #expect(result.summary == ["CK0702 4:40"])
        #expect(result.diagnostics.first?.help == "write it in brackets: [ViewBuilderPaddable]")
    }

    @Test func booleanKeyWithAnotherWord() {
        let result = load(
            """
            classes:
              StarView: { super: UIView }
            components:
              StarView:
                class: StarView
                properties:
                  size: { type: Int, required: maybe, const: '.size({{value}})' }
            """)
        #expect(result.summary == ["CK0702 9:36"])
    }

    @Test func brokenEntryIsReportedOnceNotAtEveryUse() {
        let result = load(
            """
            types:
              Mood: { kind: feeling }
            components:
              StarView: 5
              MoodView:
                class: UIView
                properties:
                  mood: { type: Mood, const: '.mood({{value}})' }
            """)
        #expect(result.summary == ["CK0709 4:17", "CK0702 6:13"])
    }

    // MARK: CK0703 missing keys

    @Test func viewComponentWithoutClass() throws {
        let result = load(
            """
            components:
              StarView:
                doc: A star.
            """)
        #expect(result.summary == ["CK0703 4:3"])
        #expect(result.diagnostics.first?.message == "component 'StarView' has no 'class'")
    }

    @Test func propertyWithoutType() {
        let result = load(
            """
            components:
              StarView:
                class: UIView
                properties:
                  size: { const: '.size({{value}})' }
            """)
        #expect(result.summary == ["CK0703 7:7"])
    }

    @Test func missingFormatVersion() {
        let result = loadUserCatalog("catalog: TestKit\n")
        #expect(result.summary == ["CK0703 1:1"])
    }

    // MARK: CK0704

    @Test func unknownFormatVersion() {
        let result = loadUserCatalog("catalog: TestKit\nformatVersion: 2\n")
        #expect(result.summary == ["CK0704 2:16"])
    }

    // MARK: CK0705 names

    @Test func catalogNameMustBeUpperCamelCase() {
        let result = loadUserCatalog("catalog: testKit\nformatVersion: 1\n")
        #expect(result.summary == ["CK0705 1:10"])
    }

    @Test func propertyNameMustBeLowerCamelCase() {
        let result = load(
            """
            components:
              StarView:
                class: UIView
                properties:
                  Size: { type: Int, const: '.size({{value}})' }
            """)
        #expect(result.summary == ["CK0705 7:7"])
    }

    // MARK: CK0706 redefinition

    @Test func userCatalogCannotRedefineAConstruktKitComponent() throws {
        let result = load(
            """
            components:
              LabelView:
                class: UIView
            """)
        #expect(result.summary == ["CK0706 4:3"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == "component 'LabelView' is already defined by catalog 'ConstruktKit'")
        #expect(diagnostic.labels.first?.location.path == "Schemas/ConstruktKit.components.yaml")
        #expect(diagnostic.labels.first?.message == "first defined here")
    }

    @Test func userCatalogCannotRedefineAConstruktKitTypeOrTheCatalogName() {
        let result = loadUserCatalog(
            "catalog: ConstruktKit\nformatVersion: 1\ntypes:\n  Color: { kind: primitive, swift: UIColor, literal: string }\n"
        )
        #expect(result.summary == ["CK0706 1:10", "CK0706 4:3"])
    }

    // MARK: CK0707 dangling references

    @Test func unknownSuperclassSuggestsUIView() throws {
        let result = load(
            """
            classes:
              StarView: { super: UIVeiw }
            """)
        #expect(result.summary == ["CK0707 4:22"])
        #expect(result.diagnostics.first?.help == "did you mean 'UIView'?")
        #expect(result.diagnostics.first?.fixIts.first?.replacement == "UIView")
    }

    @Test func unknownTypeInsideATypeExpressionPointsAtTheName() {
        let result = load(
            """
            components:
              StarView:
                class: UIView
                properties:
                  colors: { type: "[Colr]", const: '.colors({{value}})' }
            """)
        #expect(result.summary == ["CK0707 7:25"])
        #expect(result.diagnostics.first?.location.range.end.column == 29)
    }

    @Test func unknownGroupTarget() {
        let result = load(
            """
            groups:
              Star.looks:
                appliesTo: StarVeiw
                properties:
                  glow: { type: Bool, const: '.glow({{value}})' }
            """)
        #expect(result.summary == ["CK0707 5:16"])
    }

    @Test func unknownAliasTarget() {
        let result = load(
            """
            components:
              Box:
                aliasOf: ContainerVeiw
            """)
        #expect(result.summary == ["CK0707 5:14"])
        #expect(result.diagnostics.first?.help == "did you mean 'ContainerView'?")
    }

    @Test func unknownPrimaryPropertyDefaultSlotAndRuntimeTrigger() {
        let result = load(
            """
            components:
              StarView:
                class: UIView
                primary: [sise]
                defaultSlot: kids
                properties:
                  size: { type: Int, const: '.size({{value}})' }
                runtime: { node: star, tap: onTapGestur }
            """)
        #expect(result.summary == ["CK0707 6:15", "CK0707 7:18", "CK0707 10:33"])
        #expect(result.diagnostics.first?.help == "did you mean 'size'?")
        #expect(result.diagnostics.last?.help == "did you mean 'onTapGesture'?")
    }

    @Test func inheritedEventsCountForRuntimeTriggers() {
        let result = load(
            """
            classes:
              StarButton: { super: UIButton }
            components:
              StarButton:
                class: StarButton
                runtime: { node: button, tap: onTap }
            """)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func unknownFormInAPerFormEmission() {
        let result = load(
            """
            components:
              StarView:
                class: UIView
                properties:
                  inset:
                    type: Insets
                    const:
                      swift: { all: '.inset({{value}})', edge: '.inset({{value.top}})' }
            """)
        #expect(result.summary == ["CK0707 10:46"])
        #expect(result.diagnostics.first?.help == "did you mean 'edges'?")
    }

    @Test func earlierCatalogCannotUseALaterOne() {
        let first = document("catalog: FirstKit\nformatVersion: 1\nclasses:\n  A: { super: B }\n", path: "first.yaml")
        let second = document(
            "catalog: SecondKit\nformatVersion: 1\nclasses:\n  B: { super: UIView }\n", path: "second.yaml")
        let result = CatalogLoader.loadWithConstruktKit([first, second])
        #expect(result.summary == ["CK0707 4:15"])
        #expect(result.diagnostics.first?.help == "load catalog 'SecondKit' first in `catalogs:`")
    }

    @Test func decoyOfferingANameNoComponentHas() {
        let result = load(
            """
            decoys:
              names:
                tint: { kind: property, use: tintColour, help: Use tintColor. }
            """)
        #expect(result.summary == ["CK0707 5:34"])
        #expect(result.diagnostics.first?.help == "did you mean 'tintColor'?")
    }

    // MARK: CK0708

    @Test func unreadableTypeExpression() {
        let result = load(
            """
            components:
              StarView:
                class: UIView
                properties:
                  sizes: { type: "[Int", const: '.sizes({{value}})' }
            """)
        #expect(result.summary == ["CK0708 7:27"])
    }

    @Test func unquotedArrayTypeIsAListToYAML() throws {
        let result = load(
            """
            components:
              StarView:
                class: UIView
                properties:
                  sizes: { type: [Int], const: '.sizes({{value}})' }
            """)
        #expect(result.summary == ["CK0708 7:22"])
        #expect(result.diagnostics.first?.fixIts.first?.replacement == "\"[Int]\"")
    }

    // MARK: CK0709

    @Test func unknownComponentKind() throws {
        let result = load(
            """
            components:
              StarView:
                kind: veiw
                class: UIView
            """)
        #expect(result.summary == ["CK0709 5:11"])
        #expect(result.diagnostics.first?.help == "did you mean 'view'?")
    }

    @Test func unknownRuntimeAttribute() {
        let result = load(
            """
            components:
              StarView:
                class: UIView
                properties:
                  size: { type: Int, const: '.size({{value}})', runtime: sise }
            """)
        #expect(result.summary == ["CK0709 7:62"])
    }

    // MARK: CK0710

    @Test func initializerArgumentInAGroup() throws {
        let result = load(
            """
            groups:
              UIView.glow:
                appliesTo: UIView
                properties:
                  glow: { type: Bool, const: { at: init, swift: 'glow: {{value}}' } }
            """)
        #expect(result.summary == ["CK0710 7:40"])
    }

    @Test func slotPlacementOnAProperty() {
        let result = load(
            """
            components:
              StarView:
                class: UIView
                properties:
                  size: { type: Int, const: { at: trailing, swift: '{{value}}' } }
            """)
        #expect(result.summary == ["CK0710 7:39"])
    }

    @Test func eventRegisteredAsAnInitializerArgument() {
        let result = load(
            """
            components:
              StarView:
                class: UIView
                events:
                  onShine: { method: onShine, at: init }
            """)
        #expect(result.summary == ["CK0710 7:39"])
        #expect(result.diagnostics.first?.help == "use one of 'method', 'modifier'")
    }

    // MARK: CK0711 templates

    @Test func unknownHoleSuggestsTheClosest() throws {
        let result = load(
            """
            components:
              StarView:
                class: UIView
                properties:
                  size: { type: Int, const: '.size({{vlaue}})' }
            """)
        #expect(result.summary == ["CK0711 7:40"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.location.range.end.column == 49)
        #expect(diagnostic.help == "did you mean '{{value}}'?")
    }

    @Test func holeNotAllowedWhereItIsUsed() {
        let result = load(
            """
            components:
              StarView:
                class: UIView
                properties:
                  size: { type: Int, const: '.size({{binding}})' }
            """)
        #expect(result.summary == ["CK0711 7:40"])
        #expect(
            result.diagnostics.first?.message
                == "'{{binding}}' is not allowed in the const template of property 'size' of component 'StarView'")
    }

    @Test func unbalancedBraces() {
        let result = load(
            """
            components:
              StarView:
                class: UIView
                properties:
                  size: { type: Int, const: '.size({{value)' }
            """)
        #expect(result.summary == ["CK0711 7:40"])
    }

    @Test func propsHoleNamingNoProperty() {
        let result = load(
            """
            components:
              StarView:
                class: UIView
                properties:
                  size: { type: Int, const: { at: init, swift: 'size: {{value}}, max: {{props.maximum}}' } }
            """)
        #expect(result.summary == ["CK0707 7:75"])
    }

    @Test func valueFieldNamingNoFieldOfTheType() throws {
        let result = load(
            """
            components:
              StarView:
                class: UIView
                properties:
                  outline: { type: Border, const: '.outline({{value.colour}})' }
            """)
        #expect(result.summary == ["CK0711 7:49"])
        #expect(result.diagnostics.first?.help == "did you mean '{{value.color}}'?")
    }

    @Test func propsHoleOutsideAComponent() {
        let result = load(
            """
            groups:
              UIView.glow:
                appliesTo: UIView
                properties:
                  glow: { type: Bool, const: '.glow({{props.alpha}})' }
            """)
        #expect(result.summary == ["CK0711 7:41"])
    }

    // MARK: CK0712

    @Test func superclassLoop() {
        let result = load(
            """
            classes:
              A: { super: B }
              B: { super: A }
            """)
        #expect(result.summary == ["CK0712 4:3", "CK0712 5:3"])
    }

    @Test func classWithoutSuper() {
        let result = load(
            """
            classes:
              A: { doc: Floating. }
            """)
        #expect(result.summary == ["CK0712 4:3"])
    }

    // MARK: CK0713

    @Test func twoGroupsAtTheSameStepDefineTheSameName() throws {
        let result = load(
            """
            groups:
              UIView.fade:
                appliesTo: UIView
                properties:
                  alpha: { type: Double, const: '.alpha({{value}})' }
            """)
        #expect(result.summary == ["CK0713 7:7"])
        #expect(result.diagnostics.first?.labels.first?.location.path == "Schemas/ConstruktKit.components.yaml")
    }

    @Test func subclassGroupMayHideASuperclassOne() {
        let result = load(
            """
            classes:
              FadeView: { super: UIView }
            groups:
              FadeView.fade:
                appliesTo: FadeView
                properties:
                  alpha: { type: Double, const: '.alpha({{value}})' }
            components:
              FadeView: { class: FadeView }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.catalog.property(named: "alpha", of: "FadeView")?.owner == .group("FadeView.fade"))
    }

    // MARK: CK0714

    @Test func aliasOfAnAlias() {
        let result = load(
            """
            components:
              Box:
                aliasOf: ZStackView
            """)
        #expect(result.summary == ["CK0714 5:14"])
    }

    @Test func aliasWithOtherKeys() {
        let result = load(
            """
            components:
              Box:
                aliasOf: ContainerView
                class: UIView
            """)
        #expect(result.summary == ["CK0714 6:5"])
        #expect(result.catalog.component(named: "Box")?.aliasOf == "ContainerView")
    }

    // MARK: CK0715

    @Test func aliasClashingWithAPropertyName() {
        let result = load(
            """
            components:
              StarView:
                class: UIView
                properties:
                  size: { type: Int, const: '.size({{value}})' }
                  scale: { type: Int, aliases: [size], const: '.scale({{value}})' }
            """)
        #expect(result.summary == ["CK0715 8:7"])
    }

    @Test func initializerLabelUsedTwice() {
        let result = load(
            """
            components:
              StarView:
                class: UIView
                properties:
                  size: { type: Int, const: { at: init, swift: 'size: {{value}}' } }
                  points: { type: Int, const: { at: init, swift: 'size: {{value}}' } }
            """)
        #expect(result.summary == ["CK0715 8:7"])
    }

    // MARK: CK0716

    @Test func twoTrailingSlotsThatCanBeFilledTogether() throws {
        let result = load(
            """
            components:
              Pair:
                class: UIView
                slots:
                  first: { at: trailing }
                  second: { at: trailing }
            """)
        #expect(result.summary == ["CK0716 8:7"])
        #expect(result.diagnostics.first?.help == "add `exclusive: [[first, second]]`, or place one of them elsewhere")
    }

    @Test func exclusiveKeepsTrailingSlotsApart() {
        let result = load(
            """
            components:
              Pair:
                class: UIView
                exclusive: [[first, second]]
                slots:
                  first: { at: trailing }
                  second: { at: trailing }
            """)
        #expect(result.diagnostics.isEmpty)
    }

    // MARK: CK0717

    @Test func propertyWithoutAnyEmission() {
        let result = load(
            """
            components:
              StarView:
                class: UIView
                properties:
                  size: { type: Int }
            """)
        #expect(result.summary == ["CK0717 7:7"])
    }

    @Test func propertyReadByATemplateNeedsNoEmission() {
        let result = load(
            """
            components:
              StarView:
                class: UIView
                construct: 'StarView(points: {{props.points}})'
                properties:
                  points: { type: Int, default: 5 }
            """)
        #expect(result.diagnostics.isEmpty)
    }

    // MARK: CK0718

    @Test func invalidPattern() {
        let result = load(
            """
            types:
              Code:
                kind: value
                swift: String
                forms:
                  code: { scalar: String, pattern: "^[A-Z+$", swift: '{{value}}' }
            """)
        #expect(result.summary == ["CK0718 8:40"])
    }

    // MARK: CK0719

    @Test func formWithNeitherScalarNorFields() {
        let result = load(
            """
            types:
              Code:
                kind: value
                swift: String
                forms:
                  code: { swift: '{{value}}' }
            """)
        #expect(result.summary == ["CK0719 8:7"])
    }

    // MARK: smaller rules

    @Test func exposesNamesNoMappingForm() {
        let result = load(
            """
            types:
              Gap:
                kind: value
                swift: CGFloat
                exposes: edge
                forms:
                  all: { scalar: CGFloat, swift: '{{value}}' }
                  edges: { fields: { top: { type: CGFloat } } }
            """)
        #expect(result.summary == ["CK0707 7:14"])
        #expect(result.diagnostics.first?.help == "did you mean 'edges'?")
    }

    @Test func oneOfNamesNoField() {
        let result = load(
            """
            types:
              Pick:
                kind: value
                forms:
                  pick: { oneOf: [left, rigth], fields: { left: { type: Int }, right: { type: Int } } }
            """)
        #expect(result.summary == ["CK0707 7:29"])
    }

    @Test func chainFieldWithoutSwift() {
        let result = load(
            """
            types:
              Links:
                kind: value
                swift: String
                forms:
                  links:
                    chain: true
                    fields:
                      first: { type: Int, swift: '.first({{value}})' }
                      second: { type: Int }
            """)
        #expect(result.summary == ["CK0703 12:11"])
    }

    /// A chain field's onReceive is a statement over the view and the received value, as a property's.
    @Test func chainFieldOnReceiveTakesTheViewAndTheValueOnly() {
        let result = load(
            """
            types:
              Links:
                kind: value
                swift: String
                forms:
                  links:
                    chain: true
                    fields:
                      first: { type: Int, swift: '.first({{value}})', onReceive: '{{view}}.first = {{value}}' }
                      second: { type: Int, swift: '.second({{value}})', onReceive: '{{view}}.second = {{binding}}' }
            """)
        #expect(result.summary == ["CK0711 12:91"])
    }

    @Test func unknownSlotArgumentInTemplateAndRuntimeWhen() {
        let result = load(
            """
            components:
              Box:
                class: UIView
                slots:
                  extra:
                    at: modifier
                    args: { when: { type: Bool, required: true, binding: true } }
                    swift: '.extra(when: {{args.wehn}}) { {{views}} }'
                    runtimeWhen: whn
            """)
        #expect(result.summary == ["CK0711 10:30", "CK0707 11:22"])
        #expect(result.diagnostics.first?.help == "did you mean '{{args.when}}'?")
    }

    @Test func classOnASectionComponent() {
        let result = load(
            """
            components:
              Block:
                kind: section
                class: UIView
            """)
        #expect(result.summary == ["CK0701 6:5"])
    }

    @Test func requiresInAGroup() {
        let result = load(
            """
            groups:
              UIView.glow:
                appliesTo: UIView
                properties:
                  glow: { type: Bool, requires: [alpha], const: '.glow({{value}})' }
            """)
        #expect(result.summary == ["CK0701 7:27"])
    }

    @Test func inlineSlotHoleNamingATrailingSlot() {
        let result = load(
            """
            components:
              Box:
                class: UIView
                construct: 'Box({{slots.content}})'
                slots:
                  content: { at: trailing }
            """)
        #expect(result.summary == ["CK0707 6:21"])
    }

    @Test func sectionIdHoleOutsideASection() {
        let result = load(
            """
            components:
              Box:
                class: UIView
                properties:
                  key: { type: String, const: { at: init, swift: 'id: {{sectionId}}' } }
            """)
        #expect(result.summary == ["CK0711 7:59"])
    }

    @Test func typeParameterIsATypeInsideItsComponent() {
        let result = load(
            """
            components:
              List:
                class: UIView
                typeParams: [Row]
                properties:
                  rows: { type: "[Row]", const: { at: init, swift: 'rows: {{value}} as [{{Row}}]' } }
              Other:
                class: UIView
                properties:
                  rows: { type: "[Row]", const: { at: init, swift: 'rows: {{value}}' } }
            """)
        #expect(result.summary == ["CK0707 12:23"])
    }
}
