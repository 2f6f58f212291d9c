import ConstruktEmitter
import Testing

@Suite("What the emitter writes for types: and refuses about them")
struct ModelTypeEmissionTests {
    @Test("types declared in a screen file end that screen's Swift file")
    func screenFileTypesEndItsFile() throws {
        let emission = try SampleEmission.emit([
            (
                "Tagged.screen.yaml",
                """
                screen: Tagged
                types:
                  Tag: { enum: [new, old] }
                state:
                  tag: { type: Tag, default: old }
                body:
                  LabelView: ${tag.rawValue}
                """
            )
        ])
        #expect(emission.failures.isEmpty)
        let swift = try #require(emission.files.first).contents
        #expect(swift.contains("@Variable var tag: Tag = Tag.old\n"))
        #expect(
            swift.hasSuffix(
                """
                /// A String-backed enum of the app, declared under `types:`; each case's raw value is its name.
                nonisolated enum Tag: String, Hashable, Codable {
                    case new
                    case old
                }

                """))
    }

    @Test("a model that holds itself other than through a list is a final class; the others stay structs")
    func recursiveModelsAreClasses() throws {
        let emission = try SampleEmission.emit([
            (
                "Models.types.yaml",
                """
                types:
                  Comment: { text: String, parent: Comment? }
                  Thread: { first: Post? }
                  Post: { thread: Thread?, replies: [Post] }
                  Tree: { children: [Tree] }
                """
            )
        ])
        #expect(emission.failures.isEmpty)
        let swift = try #require(emission.files.first).contents
        #expect(
            swift.contains(
                """
                /// A model of the app, declared under `types:`; a class, since it holds a value of its own type.
                nonisolated final class Comment: Hashable, Codable {
                    let text: String
                    let parent: Comment?

                    init(text: String, parent: Comment?) {
                        self.text = text
                        self.parent = parent
                    }

                    static func == (lhs: Comment, rhs: Comment) -> Bool {
                        lhs.text == rhs.text && lhs.parent == rhs.parent
                    }

                    func hash(into hasher: inout Hasher) {
                        hasher.combine(self.text)
                        hasher.combine(self.parent)
                    }
                }
                """))
        #expect(swift.contains("final class Thread: Hashable, Codable {"))
        #expect(swift.contains("final class Post: Hashable, Codable {"))
        #expect(swift.contains("struct Tree: Hashable, Codable {"))
    }

    @Test("an external model gets no declaration; the others are Hashable, Codable, Identifiable with an id")
    func externalModelsAreLeftToTheApp() throws {
        let emission = try SampleEmission.emit([
            (
                "Models.types.yaml",
                """
                types:
                  Session: { external: true, fields: { token: String } }
                  Tag: { name: String }
                  Item: { id: Int, tags: "[Tag]", scores: "[String: Int]" }
                """
            )
        ])
        let swift = try #require(emission.files.first).contents
        #expect(!swift.contains("Session"))
        #expect(swift.contains("nonisolated struct Tag: Hashable, Codable {"))
        #expect(swift.contains("nonisolated struct Item: Hashable, Codable, Identifiable {"))
        #expect(swift.contains("    let scores: [String: Int]\n"))
    }

    /// UIKit's colours are Hashable and not Codable: a model holding one is Hashable alone, so is a
    /// model holding that one, and its file imports UIKit.
    @Test("a model holding a UIKit colour is Hashable but not Codable, and so is a model holding it")
    func uikitFieldsMakeAModelHashableAlone() throws {
        let emission = try SampleEmission.emit([
            (
                "Models.types.yaml",
                """
                types:
                  Badge: { tint: Color }
                  Shelf: { badges: "[Badge]" }
                  Plain: { name: String }
                """
            )
        ])
        #expect(emission.failures.isEmpty)
        let swift = try #require(emission.files.first?.contents)
        #expect(swift.contains("import UIKit"))
        #expect(swift.contains("struct Badge: Hashable {"))
        #expect(swift.contains("struct Shelf: Hashable {"))
        #expect(swift.contains("struct Plain: Hashable, Codable {"))
    }
}
