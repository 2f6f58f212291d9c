import ConstruktReports
import ConstruktSchema
import Testing

@Suite struct SchemaWriterTests {
    /// Each schema is self-contained: every `$ref` names one of its own definitions.
    @Test(arguments: SchemaFileKind.allCases)
    func everyReferenceResolvesInsideTheSchema(kind: SchemaFileKind) {
        let schema = SchemaWriter().schema(of: kind)
        let definitions = Set(schema.members["$defs"]?.members.keys.map { "#/$defs/\($0)" } ?? [])
        let references = Set(Self.references(in: schema))
        #expect(!references.isEmpty)
        #expect(references.subtracting(definitions).isEmpty, "\(references.subtracting(definitions).sorted())")
    }

    /// The screen schema lists every view component of the catalog, each with a definition.
    @Test func theScreenSchemaListsTheCatalogsComponents() {
        let schema = SchemaWriter().schema(of: .screen)
        let node = schema.members["$defs"]?.members["componentNode"]
        guard case .array(let branches)? = node?.members["anyOf"] else {
            Issue.record("componentNode has no branches")
            return
        }
        let names = branches.first?.members["properties"]?.members.keys.sorted() ?? []
        #expect(names.contains("LabelView"))
        #expect(names.contains("VStackView"))
        #expect(schema.members["$defs"]?.members["component.LabelView"] != nil)
    }

    private static func references(in value: JSONValue) -> [String] {
        switch value {
        case .object(let members):
            var found = members.map(\.value).flatMap(references)
            if case .string(let target)? = value["$ref"] { found.append(target) }
            return found
        case .array(let items): return items.flatMap(references)
        default: return []
        }
    }
}
