import ConstruktEmitter
import Testing

@Suite("Which parts of a view tree become properties of their own")
struct ExtractedViewsTests {
    private static let looped = """
        screen: Looped
        params:
          names: { type: "[String]", default: [a, b] }
        body:
          VStackView:
            - forEach: $names
              as: name
              do:
                - HStackView:
                    - LabelView: $name
                    - LabelView: x
                    - LabelView: y
                - VStackView:
                    - LabelView: one
                    - LabelView: two
                    - LabelView: three
            - LabelView: after
        """

    @Test("a large node with siblings is a property, unless it reads a loop variable it cannot see there")
    func loopVariablesStayInTheLoop() throws {
        let swift = try SampleEmission.emit([("Looped.screen.yaml", Self.looped)], screenFile: "Looped.screen.yaml")
            .swift
        #expect(!swift.contains("private var hStackView: View"))
        #expect(swift.contains("                HStackView {\n                    LabelView(name)\n"))
        #expect(swift.contains("                vStackView\n"))
        #expect(
            swift.contains("    private var vStackView: View {\n        VStackView {\n            LabelView(\"one\")\n")
        )
    }

    @Test("in a component without a view model, a part passes over the names its params take")
    func partsPassOverParamNames() throws {
        let component = """
            component: Card
            params:
              vStackView: String
            body:
              VStackView:
                - LabelView: $vStackView
                - VStackView: [ { LabelView: a }, { LabelView: b }, { LabelView: c } ]
            """
        let swift = try SampleEmission.emit([("Card.screen.yaml", component)], screenFile: "Card.screen.yaml").swift
        #expect(swift.contains("    let vStackView: String\n"))
        #expect(swift.contains("            LabelView(vStackView)\n            vStackView2\n"))
        #expect(swift.contains("    private var vStackView2: View {\n"))
    }

    @Test("a part passes over the names of the parts before it: a second Row part and a Row2 part differ")
    func partsPassOverEachOther() throws {
        func component(_ name: String) -> String {
            """
            component: \(name)
            slots:
              extra: { many: true }
            body:
              VStackView:
                - LabelView: \(name)
                - slot: extra
            """
        }
        let screen = """
            screen: Rows
            body:
              VStackView:
                - Row: { extra: [ { LabelView: a }, { LabelView: b }, { LabelView: c } ] }
                - Row: { extra: [ { LabelView: d }, { LabelView: e }, { LabelView: f } ] }
                - Row2: { extra: [ { LabelView: g }, { LabelView: h }, { LabelView: i } ] }
            """
        let swift = try SampleEmission.emit(
            [
                ("Row.screen.yaml", component("Row")), ("Row2.screen.yaml", component("Row2")),
                ("Rows.screen.yaml", screen),
            ],
            screenFile: "Rows.screen.yaml"
        ).swift
        for part in ["row", "row2", "row22"] {
            #expect(swift.components(separatedBy: "private var \(part): View {").count == 2, "\(part) once in \(swift)")
        }
    }

    @Test("a part is named after the id the YAML gives it, when that is a name, passing over the tree's loop variables")
    func partsAreNamedAfterTheirIds() throws {
        let screen = """
            screen: Named
            params:
              names: { type: "[String]", default: [a, b] }
            body:
              VStackView:
                - VStackView:
                    id: recents
                    children: [ { LabelView: a }, { LabelView: b }, { LabelView: c } ]
                - VStackView:
                    id: movie-row
                    children: [ { LabelView: a }, { LabelView: b }, { LabelView: c } ]
                - VStackView:
                    id: headerView
                    children: [ { LabelView: a }, { LabelView: b }, { LabelView: c } ]
                - forEach: $names
                  as: footerView
                  do:
                    - LabelView: $footerView
                    - VStackView:
                        id: footer
                        children: [ { LabelView: a }, { LabelView: b }, { LabelView: c } ]
            """
        let swift = try SampleEmission.emit([("Named.screen.yaml", screen)], screenFile: "Named.screen.yaml").swift
        for part in ["recentsView", "vStackView", "headerView", "footerView2"] {
            #expect(swift.contains("    private var \(part): View {\n"), "\(part)")
        }
        #expect(!swift.contains("private var footerView:"))
    }

    @Test("a part passes over the names of its component's slots, which are members of its struct")
    func partsPassOverSlotNames() throws {
        let component = """
            component: Panel
            slots:
              headerView: {}
            body:
              VStackView:
                - slot: headerView
                - VStackView:
                    id: header
                    children: [ { LabelView: a }, { LabelView: b }, { LabelView: c } ]
            """
        let swift = try SampleEmission.emit([("Panel.screen.yaml", component)], screenFile: "Panel.screen.yaml").swift
        #expect(swift.contains("    private var headerView2: View {\n"))
    }
}
