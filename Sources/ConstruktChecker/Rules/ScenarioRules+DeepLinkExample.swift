import ConstruktAST

/// The help of an `open:` no deep link matches (CK0604, Docs/language.md, A routes file): links
/// the routes file does match, each `:param` filled with a value of its type, in both forms a
/// deep link takes: a path alone, which matches under any scheme and host, and a URL whose scheme
/// and host come first.
extension ScenarioRules {
    func deepLinkFormsHelp(_ routes: RoutesDeclaration) -> String {
        var examples: [String] = []
        let patterns = routes.destinations.flatMap { destination in destination.paths.map { (destination, $0) } }
        if let (destination, pattern) = patterns.first(where: { $0.1.origin == nil && !$0.1.segments.isEmpty }),
            let path = filled(pattern, of: destination)
        {
            examples.append(
                "'\(path)' for '\(pattern.text)', also under a scheme and host ('myapp://open\(path)'), as a path alone matches any"
            )
        }
        if let (destination, pattern) = patterns.first(where: { $0.1.origin != nil }),
            let origin = pattern.origin, let path = filled(pattern, of: destination)
        {
            examples.append(
                "'\(origin.scheme)://\(origin.host)\(path == "/" ? "" : path)' for '\(pattern.text)', whose scheme and host a link must have"
            )
        }
        guard !examples.isEmpty else {
            return "give a destination a deep link: 'path: /movies/:movieId' or 'path: \"myapp://movie/:movieId\"'"
        }
        return "open a link a destination's 'path:' matches, each ':param' filled: " + examples.joined(separator: "; ")
    }

    /// The pattern's path with each `:param` replaced by a value of its type; `nil` when a param's
    /// type has no simple text.
    private func filled(_ pattern: PathPattern, of destination: DestinationDeclaration) -> String? {
        var parts: [String] = []
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                parts.append(text)
            case .parameter(let name):
                switch paramType(destination, name.text) {
                case .int?: parts.append("42")
                case .double?: parts.append("1.5")
                case .bool?: parts.append("true")
                case .string?: parts.append(name.text)
                default: return nil
                }
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
