/// A type's name after the article English gives it in a message: "an Image", "a Color", "a URL"
/// (by the first letter's sound: a U is read "you").
enum IndefiniteArticle {
    static func before(_ name: String) -> String {
        (name.first.map { "AEIO".contains($0) } == true ? "an " : "a ") + name
    }
}
