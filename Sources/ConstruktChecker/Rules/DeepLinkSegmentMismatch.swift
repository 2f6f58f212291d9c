import ConstruktAST

/// A deep link that would match a destination's path but for one segment that does not read as
/// its param's type (`/recipes/one/Pancakes` against `/recipes/:recipeId/:title`, `recipeId` an
/// Int): the help names that segment, its param and the type.
struct DeepLinkSegmentMismatch {
    let help: String

    /// `typeOf` resolves a destination's param's declared type.
    init?(
        _ address: DeepLinkAddress, among destinations: [DestinationDeclaration], types: TypeEnvironment,
        typeOf: (DestinationDeclaration, String) -> ValueType?
    ) {
        let parts = address.segments
        for destination in destinations {
            for pattern in destination.paths where pattern.admits(address) && pattern.segments.count == parts.count {
                var failed: (part: String, param: String, type: ValueType)?
                var literalsMatch = true
                for (part, segment) in zip(parts, pattern.segments) {
                    switch segment {
                    case .literal(let text):
                        literalsMatch = literalsMatch && text == part
                    case .parameter(let name):
                        if failed == nil, let type = typeOf(destination, name.text),
                            !Self.reads(part, as: type, types: types)
                        {
                            failed = (part, name.text, type)
                        }
                    }
                }
                guard literalsMatch, let failed else { continue }
                help =
                    "'\(failed.part)' is not \(IndefiniteArticle.before("\(failed.type)")), the type of ':\(failed.param)' in '\(destination.name.text)' (\(pattern.text))"
                return
            }
        }
        return nil
    }

    /// Whether a path segment reads as a value of the param's type, as the generated `init?(url:)`
    /// and the runtime read it: an enum by one of its cases, a UUID by `UUID(uuidString:)`.
    static func reads(_ part: String, as type: ValueType, types: TypeEnvironment) -> Bool {
        switch type {
        case .int: Int(part) != nil
        case .double, .float, .cgFloat: Double(part) != nil
        case .bool: part == "true" || part == "false"
        case .enumeration(let name): types.enumerationCases(name).contains(part)
        case .uuid: FoundationLiteral.refusal(of: part, as: .uuid) == nil
        case .optional(let wrapped): reads(part, as: wrapped, types: types)
        default: true
        }
    }
}
