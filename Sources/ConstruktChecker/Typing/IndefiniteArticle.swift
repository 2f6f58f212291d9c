/// A type's name after the article English gives it in a message: "an Image", "a Color".
enum IndefiniteArticle {
    static func before(_ name: String) -> String {
        (name.first.map { "AEIOU".contains($0) } == true ? "an " : "a ") + name
    }
}
