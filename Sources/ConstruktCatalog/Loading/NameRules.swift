/// The spelling rules of CATALOG-FORMAT.md §1 for the names a catalog defines.
enum NameRules {
    /// Component, type, class and protocol names: `[A-Za-z_][A-Za-z0-9_]*`.
    static func isTypeName(_ name: String) -> Bool {
        isIdentifier(name)
    }

    /// Catalog names: UpperCamelCase.
    static func isUpperCamelCase(_ name: String) -> Bool {
        isIdentifier(name) && name.first!.isUppercase && !name.contains("_")
    }

    /// Property, slot, event, argument, form and field names: lowerCamelCase (a leading `_` is allowed).
    static func isLowerCamelCase(_ name: String) -> Bool {
        isIdentifier(name) && !name.first!.isUppercase
    }

    /// Group names: dot-separated identifiers (`UIView.appearance`).
    static func isGroupName(_ name: String) -> Bool {
        !name.isEmpty
            && name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isIdentifier(String($0)) }
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, ASCII only.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, isIdentifierStart(first) else { return false }
        return name.utf8.dropFirst().allSatisfy { isIdentifierStart($0) || ($0 >= 0x30 && $0 <= 0x39) }
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}
