import Foundation

/// What `construkt-gen explain` was asked about: a diagnostic code (`CK0114`), every component
/// (`components`), a component (`LabelView`) or one property, slot or event of a component
/// (`LabelView.font`).
enum ExplainSubject: Equatable {
    case code(String)
    case components
    case component(String)
    case member(component: String, member: String)

    init(_ text: String) {
        if text.range(of: #"^[Cc][Kk][0-9]{4}$"#, options: .regularExpression) != nil {
            self = .code(text)
        } else if text == "components" {
            self = .components
        } else if let dot = text.firstIndex(of: ".") {
            self = .member(component: String(text[..<dot]), member: String(text[text.index(after: dot)...]))
        } else {
            self = .component(text)
        }
    }
}
