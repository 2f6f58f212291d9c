import ConstruktEmitter
import Testing

@Suite("What the emitter writes for types: and refuses about them")
struct ModelTypeEmissionTests {
    @Test("types declared in a screen file end that screen's Swift file")
    func screenFileTypesEndItsFile() throws {
        let emission = try SampleEmission.emit([("Tagged.screen.yaml", """
            screen: Tagged
            types:
              Tag: { enum: [new, old] }
            state:
              tag: { type: Tag, default: old }
            body:
              LabelView: ${tag.rawValue}
            """)])
        #expect(emission.failures.isEmpty)
        let swift = try #require(emission.files.first).contents
        #expect(swift.contains("@Variable var tag: Tag\n"))
        #expect(swift.contains("_tag = Variable(wrappedValue: Tag.old)\n"))
        #expect(swift.hasSuffix("""
            /// A String-backed enum of the app, declared under `types:`; each case's raw value is its name.
            enum Tag: String, Hashable, Codable {
                case new
                case old
            }

            """))
    }

    @Test("an external model gets no declaration; the others are Hashable, Codable, Identifiable with an id")
    func externalModelsAreLeftToTheApp() throws {
        let emission = try SampleEmission.emit([("Models.types.yaml", """
            types:
              Session: { external: true, fields: { token: String } }
              Tag: { name: String }
              Item: { id: Int, tags: "[Tag]", scores: "[String: Int]" }
            """)])
        let swift = try #require(emission.files.first).contents
        #expect(!swift.contains("Session"))
        #expect(swift.contains("struct Tag: Hashable, Codable {"))
        #expect(swift.contains("struct Item: Hashable, Codable, Identifiable {"))
        #expect(swift.contains("    let scores: [String: Int]\n"))
    }

    @Test("a field UIKit types could not make Hashable and Codable is refused")
    func uikitFieldsAreRefused() throws {
        let emission = try SampleEmission.emit([("Models.types.yaml", """
            types:
              Badge: { tint: Color }
            """)])
        #expect(emission.failures.map(\.error.message) == ["field tint of Badge is a Color, which a Hashable, Codable model cannot hold"])
    }
}
