/// The character classes the scalar decoders and the expression lexer test for, all ASCII.
extension Unicode.Scalar {
    /// A space or a tab: white space inside a line.
    var isBlank: Bool { self == " " || self == "\t" }
    /// LF or CR: the line breaks YAML folds.
    var isLineBreak: Bool { self == "\n" || self == "\r" }
    var isDigit: Bool { ("0"..."9").contains(self) }
    /// A letter or `_`: what a name starts with.
    var isIdentifierStart: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) || self == "_" }
    /// A letter, digit or `_`: what the rest of a name is made of.
    var isIdentifierContinue: Bool { isIdentifierStart || isDigit }
}
