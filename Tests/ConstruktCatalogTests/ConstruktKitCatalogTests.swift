import ConstruktCatalog
import ConstruktDiagnostics
import Foundation
import Testing

/// The real ConstruktKit catalog loads cleanly and answers what the checker, the emitter and the
/// runtime ask of it.
@Suite struct ConstruktKitCatalogTests {
    let catalog = CatalogLoader.construktKit.catalog

    @Test func loadsWithoutDiagnostics() {
        let diagnostics = CatalogLoader.construktKit.diagnostics
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.code.id) \($0.location) \($0.message)" })")
        #expect(catalog.catalogs.map(\.name) == ["ConstruktKit"])
        #expect(catalog.catalogs.first?.module == "ConstruktKit")
    }
}

extension ConstruktKitCatalogTests {
    @Test func labelViewPrimaryParamIsText() throws {
        let label = try #require(catalog.component(named: "LabelView"))
        #expect(label.primary == ["text"])
        #expect(label.viewClass == "BuilderInternalUILabel")
        let text = try #require(catalog.property(named: "text", of: "LabelView"))
        #expect(text.owner == .component("LabelView"))
        #expect(text.emitDefault)
        #expect(text.constant?.placement == .initializer)
        #expect(text.oneWay?.accepts?.map(\.text) == ["String", "String?"])
        #expect(text.runtime == PropertyRuntime(attribute: .text, negated: false))
        #expect(label.runtime.node == "label")
        #expect(label.construct.render { $0 == .swiftName ? "LabelView" : "\"Hi\"" } == "LabelView(\"Hi\")")
    }

    @Test func labelViewGetsUILabelAndProtocolGroups() {
        let names = catalog.properties(of: "LabelView").map(\.name)
        #expect(names.first == "text")
        #expect(names.filter { $0 == "text" }.count == 1)
        #expect(names.contains("font") && names.contains("padding") && names.contains("alpha"))
        #expect(catalog.event(named: "onAppear", of: "LabelView") != nil)
        #expect(catalog.property(named: "font", of: "LabelView")?.owner == .group("UILabel.text"))
    }

    @Test func hStackSpacingIsAModifierButVStackSpacingAnInitializerArgument() throws {
        let hSpacing = try #require(catalog.property(named: "spacing", of: "HStackView"))
        #expect(hSpacing.owner == .component("HStackView"))
        #expect(hSpacing.constant?.placement == .modifier)
        #expect(hSpacing.constant?.template(forForm: nil)?.text == ".spacing({{value}})")
        #expect(hSpacing.trap?.contains("ignores") == true)
        let vSpacing = try #require(catalog.property(named: "spacing", of: "VStackView"))
        #expect(vSpacing.constant?.placement == .initializer)
        #expect(catalog.component(named: "HStackView")?.defaultSlot == "children")
        #expect(catalog.slot(named: "children", of: "HStackView")?.placement == .trailing)
    }

    @Test func toggleTwoWayIsAStructMethod() throws {
        let isOn = try #require(catalog.property(named: "isOn", of: "Toggle"))
        #expect(isOn.twoWay?.placement == .method)
        #expect(isOn.twoWay?.template(forForm: nil)?.text == ".isOn({{binding}})")
        #expect(isOn.twoWay?.accepts?.map(\.text) == ["Bool"])
        #expect(isOn.oneWay?.placement == .modifier)
        #expect(isOn.constant?.placement == .initializer)
        #expect(catalog.component(named: "Toggle")?.runtime.toggles == "isOn")
        #expect(catalog.event(named: "onChange", of: "Toggle")?.owner == .group("UISwitch.switch"))
    }

    @Test func imageViewHasNeitherPaddingNorOnAppear() {
        #expect(catalog.property(named: "padding", of: "ImageView") == nil)
        #expect(catalog.event(named: "onAppear", of: "ImageView") == nil)
        #expect(catalog.event(named: "onTapGesture", of: "ImageView") != nil)
        #expect(catalog.component(named: "ImageView")?.primary == ["image", "url"])
        #expect(catalog.property(named: "placeholder", of: "ImageView")?.requires == ["url"])
        #expect(catalog.component(named: "ImageView")?.exclusive == [["image", "systemName", "named", "url"]])
    }

    @Test func imageViewTintColorIsTheUIImageViewOne() {
        let tint = catalog.property(named: "tintColor", of: "ImageView")
        #expect(tint?.owner == .group("UIImageView.image"))
        #expect(tint?.type == .optional(.named("Color")))
        #expect(catalog.property(named: "tintColor", of: "LabelView")?.type == .named("Color"))
    }

    @Test func buttonViewHasOnTapWithItsContext() throws {
        let onTap = try #require(catalog.event(named: "onTap", of: "ButtonView"))
        #expect(onTap.owner == .group("UIButton.button"))
        #expect(onTap.method == "onTap")
        #expect(onTap.params.map { "\($0.name.text): \($0.type.text)" } == ["context: ViewBuilderContext<UIButton>"])
        #expect(onTap.swift.text == ".onTap { {{params}} in {{body}} }")
        #expect(onTap.runtime == .tap)
        #expect(catalog.event(named: "onAppear", of: "ButtonView") == nil)
        #expect(catalog.component(named: "ButtonView")?.runtime.tap == "onTap")
        #expect(catalog.property(named: "padding", of: "ButtonView") != nil)
    }

    @Test func textFieldTwoWayIsTheBidirectionalModifier() throws {
        let text = try #require(catalog.property(named: "text", of: "TextField"))
        #expect(text.owner == .component("TextField"))
        #expect(text.twoWay?.placement == .modifier)
        #expect(text.twoWay?.template(forForm: nil)?.text == ".text(bidirectionalBind: {{binding}})")
        #expect(text.oneWay?.accepts?.map(\.text) == ["String?"])
        #expect(catalog.event(named: "onEditingDidEndOnExit", of: "TextField")?.name == "onSubmit")
        #expect(catalog.component(named: "TextField")?.runtime.typeInto == "text")
    }

    @Test func screenIsAViewBuilderWithoutPaddingOrOnAppear() {
        #expect(catalog.component(named: "Screen")?.kind == .viewBuilder)
        #expect(catalog.property(named: "padding", of: "Screen") == nil)
        #expect(catalog.event(named: "onAppear", of: "Screen") == nil)
        #expect(catalog.event(named: "onHostDidLoad", of: "Screen")?.scope == .root)
        #expect(catalog.event(named: "onHostDidLoad", of: "Screen")?.swift.text == ".onHostDidLoad { {{body}} }")
        #expect(catalog.property(named: "backgroundColor", of: "Screen")?.constant?.placement == .method)
    }

    @Test func enumerationsHaveTheirMembersInOrder() {
        let enums = catalog.enumerations
        #expect(enums["ContentMode"]?.prefix(3) == ["scaleToFill", "scaleAspectFit", "scaleAspectFill"])
        #expect(enums["ContentMode"]?.count == 13)
        #expect(enums["TextAlignment"] == ["left", "center", "right", "justified", "natural"])
        #expect(enums["AutocorrectionType"] == ["default", "no", "yes"])
        #expect(enums["RectCorner"]?.contains("allCorners") == true)
        #expect(enums["KeyboardType"]?.contains("URL") == true)
        #expect(enums["Color"] == nil)
        #expect(catalog.type(named: "TextAlignment")?.swift == "NSTextAlignment")
    }

    @Test func valueTypesKeepTheirForms() throws {
        let color = try #require(catalog.type(named: "Color"))
        #expect(color.forms.map(\.name) == ["hex", "named", "withAlpha"])
        guard case .scalar(_, let pattern, _, let normalize) = color.forms[0].shape else {
            Issue.record("hex is not a scalar form")
            return
        }
        #expect(pattern?.hasPrefix("^#") == true)
        #expect(normalize == .expandShortHex)
        #expect(normalize?.apply(to: "#abc") == "#aabbcc")
        #expect(catalog.type(named: "Insets")?.forms.map(\.name) == ["all", "hv", "edges"])
        let padding = try #require(catalog.property(named: "padding", of: "LabelView"))
        #expect(padding.constant?.template(forForm: "hv")?.text == ".padding(h: {{value.h}}, v: {{value.v}})")
        #expect(padding.constant?.template(forForm: nil)?.text == ".padding(insets: {{value}})")
        let height = try #require(catalog.property(named: "height", of: "LabelView"))
        #expect(height.constant?.template(forForm: "exact")?.text == ".height({{value}})")
        #expect(height.constant?.hasEntry(forForm: "exact") == true)
        #expect(height.constant?.hasEntry(forForm: "expression") == false)
        guard case .record(let fields) = catalog.type(named: "GeometryProxy")?.kind else {
            Issue.record("GeometryProxy is not a record")
            return
        }
        #expect(fields.map(\.name) == ["size", "safeAreaInsets"])
    }

    @Test func sectionsHaveTypeParametersAndNoClass() throws {
        let section = try #require(catalog.component(named: "AnySection"))
        #expect(section.kind == .section)
        #expect(section.viewClass == nil)
        #expect(section.typeParams == ["Item"])
        #expect(catalog.property(named: "alpha", of: "AnySection") == nil)
        #expect(
            catalog.property(named: "section", of: "AnySection")?.constant?.template(forForm: nil)?.holes == [
                .sectionId
            ])
        #expect(catalog.slot(named: "shimmer", of: "AnySection")?.contentKey == "placeholder")
        #expect(catalog.slot(named: "shimmer", of: "AnySection")?.runtimeWhen == "when")
    }

    @Test func zStackViewIsContainerViewUnderItsOwnName() throws {
        let zStack = try #require(catalog.component(named: "ZStackView"))
        #expect(zStack.aliasOf == "ContainerView")
        #expect(zStack.swift == "ZStackView")
        #expect(zStack.viewClass == "BuilderInternalContainerView")
        #expect(catalog.property(named: "padding", of: "ZStackView") != nil)
        let names = catalog.components.map(\.name)
        #expect(names.firstIndex(of: "ZStackView") == names.firstIndex(of: "ContainerView").map { $0 + 1 })
    }

    @Test func sliderAcceptsRangeAsAnAliasOfIn() {
        #expect(catalog.property(named: "range", of: "Slider")?.name == "in")
        #expect(catalog.members(of: "Slider")?.member(named: "range")?.name == "in")
    }

    @Test func decoysAreKept() {
        #expect(catalog.decoy(named: "Text")?.use == "LabelView")
        #expect(catalog.decoy(named: "onTap")?.kind == .event)
        #expect(catalog.swiftDecoys.contains { $0.spelling == "import SwiftUI" })
    }

    @Test func runtimeAttributesAndStimuli() {
        #expect(
            catalog.property(named: "visible", of: "LabelView")?.runtime
                == PropertyRuntime(attribute: .hidden, negated: true))
        #expect(catalog.event(named: "onTapGesture", of: "LabelView")?.runtime == .tap)
        #expect(catalog.component(named: "AnySection")?.runtime.select == "onSelect")
    }

    @Test func classChainWalksToUIView() throws {
        let toggle = try #require(catalog.component(named: "Toggle"))
        #expect(catalog.classChain(of: toggle).map(\.name) == ["_ToggleView", "UISwitch", "UIControl", "UIView"])
        #expect(catalog.component(toggle, inheritsFrom: "UIControl"))
        #expect(catalog.property(named: "enabled", of: "Toggle")?.runtime?.attribute == .enabled)
    }

    /// Each decoy's help names the right name, without saying it twice or ending a sentence twice.
    @Test func decoyAdviceNamesTheRightNameOnce() {
        #expect(!catalog.decoyNames.isEmpty)
        for decoy in catalog.decoyNames {
            #expect(decoy.advice.contains(decoy.use), "\(decoy.name): \(decoy.advice)")
            #expect(!decoy.advice.contains(".;"), "\(decoy.name): \(decoy.advice)")
            #expect(!decoy.help.contains(decoy.use) || decoy.advice == decoy.help, "\(decoy.name): \(decoy.advice)")
        }
        #expect(catalog.decoy(named: "VStack")?.advice == "Stacks end in View in ConstruktKit; use VStackView")
        #expect(
            catalog.decoy(named: "Text")?.advice
                == "`Text` is SwiftUI; ConstruktKit declares it unavailable. Use LabelView.")
    }

    @Test func modulesToImport() {
        #expect(catalog.modules(for: ["LabelView", "VStackView"]) == ["ConstruktKit"])
    }
}
