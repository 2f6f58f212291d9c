/// The form a key's value takes. The named forms are the language's own value forms (Docs/language.md);
/// the others build a form from smaller ones.
public indirect enum KeyValueForm: Sendable {
    /// Any single value, read as text.
    case text
    /// Any single value, read by the type the place expects.
    case scalar
    /// `true` or `false`.
    case boolean
    /// Decimal digits, above zero.
    case positiveInteger
    /// An UpperCamelCase name.
    case upperName
    /// A lowerCamelCase name.
    case lowerName
    /// A Swift module name.
    case moduleName
    /// A file path relative to the file that names it.
    case filePath
    /// A deep-link path, starting with `/` or with `scheme://host`, or a non-empty list of them.
    case deepLinkPath
    /// A constant, an expression or text with `${…}` inside.
    case value
    /// A type, such as `[Movie]` or `Int?`.
    case type
    /// Nothing at all (`back:`).
    case nothing
    /// `name: Type` or `name: { type: Type, default: value }`, by name.
    case valueDeclarations
    /// `name: Type`, by name.
    case paramDeclarations
    /// `name: value`, by name.
    case arguments
    /// Model types, by name.
    case typeDeclarations
    /// One statement or a list of them.
    case statements
    /// An action's name, one statement or a list of statements.
    case eventHandler
    /// Actions, by name.
    case actions
    /// One component node.
    case node
    /// One component node or a list of them.
    case nodes
    /// How a destination is shown.
    case presentation
    /// An app's structure: `navigation:`, `tabs:` or `switch:`.
    case root
    /// A scenario's finder.
    case finder
    /// One of these words.
    case word([String])
    /// A mapping with the keys of a place.
    case mapping(KeyedMapping)
    /// A mapping from names of one form to values of another.
    case dictionary(keys: KeyValueForm, values: KeyValueForm)
    /// A list of values of one form.
    case list(KeyValueForm)
    /// Any of these forms.
    case either([KeyValueForm])
}
