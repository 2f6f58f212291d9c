import ConstruktAST
import ConstruktCatalog
import ConstruktChecker
import ConstruktDiagnostics

/// Writes a routes file's route enum (Docs/language.md, A routes file): a case per destination with its params as
/// labelled associated values (`Hashable`, and `Codable` so routes can be stored and restored
/// unless a param's type is not: a Color, a Font, an Image, a catalog enum or value), the
/// deep-link mapping both ways (`init?(url:)` matches the URL's path against the destinations'
/// patterns in order, as the runtime does, reading each `:param` as its type; `url` writes it
/// back), and `modalStyle`, how each destination is presented (nil: pushed). With `accessLevel:
/// public` the enum and those members are public (its cases then are too).
struct RouteEnumWriter {
    let routes: CheckedRoutes
    let names: RouteNames
    /// The app's catalog, whose enums and values are not Codable.
    let catalog: ComponentCatalog
    /// The app's models, Codable when their fields are.
    var models: [CheckedModelType] = []
    /// `""`, or `"public "` before each declaration the app uses (GeneratedCodeOptions.access).
    var access = ""

    func write(to writer: inout SwiftCodeWriter) throws(EmitterError) {
        let cases = try caseDeclarations()
        let parsing = try deepLinkParsing()
        let links = try deepLinks()
        let styles = try modalStyles()
        let tabBarHiding = try tabBarHidingCases()
        let encodesText = routes.destinations.contains { destination in
            !destination.paths.isEmpty && destination.params.contains { $0.type == .string }
        }
        let access = access
        writer.docComment("A destination of the app, with the params its screen takes.")
        let codableTypes = CodableTypes(catalog: catalog, models: models)
        let codable = routes.destinations.allSatisfy { $0.params.allSatisfy { codableTypes.contains($0.type) } }
        writer.block("nonisolated \(access)enum \(names.route): Hashable\(codable ? ", Codable" : "")") { writer in
            for line in cases { writer.line(line) }
            writeURLInitializer(parsing: parsing, to: &writer)
            writer.blankLine()
            writer.docComment("The deep link that opens the route; nil for a destination without a path.")
            writer.block("\(access)var url: URL?") { writer in
                for line in links { writer.line(line) }
            }
            writer.blankLine()
            writer.docComment("How the route is presented; nil when it is pushed onto the top stack.")
            writer.block("\(access)var modalStyle: ModalStyle?") { writer in
                for line in styles { writer.line(line) }
            }
            if let tabBarHiding {
                writer.blankLine()
                writer.docComment("Whether the route, pushed, hides the tab bar while it is on its stack.")
                writer.block("\(access)var hidesTabBar: Bool") { writer in
                    for line in tabBarHiding { writer.line(line) }
                }
            }
            if encodesText {
                writer.blankLine()
                writer.docComment("What text params keep unescaped in a path segment.")
                writer.line(
                    "private static let \(segmentCharacters) = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: \"/\"))"
                )
            }
        }
    }

    /// `init?(url:)`: the route a deep link names, from its parsing lines.
    private func writeURLInitializer(parsing: [String], to writer: inout SwiftCodeWriter) {
        let access = access
        writer.blankLine()
        if hasOrigins {
            writer.docComment(
                "The route a deep link names: the URL's scheme and host, and its path split into segments before\nthey are decoded, matched against each destination's pattern in order (a pattern without a\nscheme matches any), each `:param` read as its type. Nil when no pattern matches or a param does\nnot read."
            )
        } else {
            writer.docComment(
                "The route a deep link names: the URL's path, split into segments before they are decoded,\nmatched against each destination's path in order, each `:param` read as its type. Nil when no\npath matches or a param does not read."
            )
        }
        writer.block("\(access)init?(url: URL)") { writer in
            if !parsing.isEmpty, hasOrigins {
                writer.line(
                    "guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }"
                )
                writer.line("let scheme = components.scheme?.lowercased()")
                writer.line("let host = components.host?.lowercased()")
                writer.line(
                    "let segments = components.percentEncodedPath.split(separator: \"/\").map { $0.removingPercentEncoding ?? String($0) }"
                )
                for line in parsing { writer.line(line) }
            } else if !parsing.isEmpty {
                writer.line(
                    "guard let path = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath else { return nil }"
                )
                writer.line(
                    "let segments = path.split(separator: \"/\").map { $0.removingPercentEncoding ?? String($0) }")
                for line in parsing { writer.line(line) }
            }
            writer.line("return nil")
        }
    }

    /// Whether a destination's deep link names a scheme and host.
    private var hasOrigins: Bool {
        routes.destinations.contains { $0.paths.contains { $0.origin != nil } }
    }

    /// The name of the characters a text param keeps unescaped, beside the cases of the enum (the
    /// destinations), which are static members too.
    private var segmentCharacters: String {
        ViewModelNames.free("segmentCharacters", beside: Set(routes.destinations.map(\.name)))
    }

    private func caseDeclarations() throws(EmitterError) -> [String] {
        var lines: [String] = []
        for destination in routes.destinations {
            let name = try Identifiers.source(destination.name)
            var parameters: [String] = []
            for param in destination.params {
                parameters.append("\(try Identifiers.parameterLabel(param.name)): \(try SwiftTypeName.of(param.type))")
            }
            lines.append(parameters.isEmpty ? "case \(name)" : "case \(name)(\(parameters.joined(separator: ", ")))")
        }
        return lines
    }

    /// One `if` per deep-link path, in the order of the destinations and of each one's paths: the
    /// segment count and literals decide the match, then each param must read as its type.
    private func deepLinkParsing() throws(EmitterError) -> [String] {
        var lines: [String] = []
        for destination in routes.destinations {
            for path in destination.paths {
                var conditions = [
                    path.segments.isEmpty ? "segments.isEmpty" : "segments.count == \(path.segments.count)"
                ]
                if let origin = path.origin {
                    conditions.insert(
                        contentsOf: [
                            "scheme == " + SwiftStringLiteral(origin.scheme).source,
                            "host == " + SwiftStringLiteral(origin.host).source,
                        ], at: 0)
                }
                var reads: [String] = []
                for (position, segment) in path.segments.enumerated() {
                    switch segment {
                    case .literal(let text):
                        conditions.append("segments[\(position)] == " + SwiftStringLiteral(text).source)
                    case .parameter(let name):
                        guard let type = destination.params.first(where: { $0.name == name.text })?.type else {
                            throw EmitterError.checkerInvariant(
                                "':\(name.text)', which is not a param of destination '\(destination.name)', in its path",
                                at: name.range)
                        }
                        let local = try Identifiers.local(name.text)
                        if type == .string {
                            reads.append("let \(local) = segments[\(position)]")
                        } else {
                            reads.append(
                                "guard let \(local) = \(try reading("segments[\(position)]", as: type, at: path.range)) else { return nil }"
                            )
                        }
                    }
                }
                var arguments: [String] = []
                for param in destination.params {
                    arguments.append("\(try Identifiers.label(param.name)): \(try Identifiers.local(param.name))")
                }
                let value =
                    "." + (try Identifiers.source(destination.name))
                    + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
                lines.append("if \(conditions.joined(separator: ", ")) {")
                lines += reads.map { "    " + $0 }
                lines.append("    self = \(value)")
                lines.append("    return")
                lines.append("}")
            }
        }
        return lines
    }

    /// A path segment read as a type a URL can carry, an optional: a `types:` enum by its raw value,
    /// the case's name.
    private func reading(_ segment: String, as type: ValueType, at range: SourceRange) throws(EmitterError) -> String {
        switch type {
        case .int: return "Int(\(segment))"
        case .double: return "Double(\(segment))"
        case .float: return "Float(\(segment))"
        case .bool: return "Bool(\(segment))"
        case .uuid: return "UUID(uuidString: \(segment))"
        case .enumeration(let name) where catalog.type(named: name) == nil:
            return "\(try Identifiers.source(name))(rawValue: \(segment))"
        default:
            throw EmitterError.checkerInvariant(
                "a deep-link param of type \(type), which a URL cannot carry", at: range)
        }
    }

    private func deepLinks() throws(EmitterError) -> [String] {
        var cases: [String] = []
        for destination in routes.destinations {
            guard let path = destination.paths.first else { continue }
            var bindings: [String] = []
            for param in destination.params { bindings.append("let " + (try Identifiers.local(param.name))) }
            var text = ""
            for segment in path.segments {
                switch segment {
                case .literal(let literal):
                    text += "/" + String(SwiftStringLiteral(literal).source.dropFirst().dropLast())
                case .parameter(let name):
                    let local = try Identifiers.local(name.text)
                    switch destination.params.first(where: { $0.name == name.text })?.type {
                    case .string:
                        text +=
                            "/\\(\(local).addingPercentEncoding(withAllowedCharacters: Self.\(segmentCharacters)) ?? \"\")"
                    case .enumeration: text += "/\\(\(local).rawValue)"
                    default: text += "/\\(\(local))"
                    }
                }
            }
            let label =
                "case ." + (try Identifiers.source(destination.name))
                + (bindings.isEmpty ? ":" : "(" + bindings.joined(separator: ", ") + "):")
            let origin = path.origin.map { "\($0.scheme)://\($0.host)" } ?? ""
            cases += [label, "    return URL(string: \"\(origin)\(text.isEmpty && origin.isEmpty ? "/" : text)\")"]
        }
        return Self.switchOverSelf(cases, covered: cases.count / 2, of: routes.destinations.count, otherwise: "nil")
    }

    /// `hidesTabBar`'s body, true for the destinations that hide the tab bar; nil when none does.
    private func tabBarHidingCases() throws(EmitterError) -> [String]? {
        let hiding = routes.destinations.filter(\.hidesTabBar)
        guard !hiding.isEmpty else { return nil }
        var cases: [String] = []
        for destination in hiding {
            cases += ["case .\(try Identifiers.source(destination.name)):", "    return true"]
        }
        return Self.switchOverSelf(cases, covered: hiding.count, of: routes.destinations.count, otherwise: "false")
    }

    private func modalStyles() throws(EmitterError) -> [String] {
        var cases: [String] = []
        for destination in routes.destinations {
            let style: String
            switch destination.presentation {
            case .push: continue
            case .present: style = ".pageSheet"
            case .fullScreen: style = ".fullScreen"
            case .sheet(let detents):
                guard !detents.isEmpty else {
                    style = ".sheet()"
                    break
                }
                var written: [String] = []
                for detent in detents {
                    guard ["medium", "large"].contains(detent.text) else {
                        throw EmitterError.checkerInvariant(
                            "the sheet detent '\(detent.text)', which ConstruktKit 1.2.6 does not have",
                            at: detent.range)
                    }
                    written.append("." + detent.text)
                }
                style = ".sheet(detents: [\(written.joined(separator: ", "))])"
            }
            cases += ["case .\(try Identifiers.source(destination.name)):", "    return \(style)"]
        }
        return Self.switchOverSelf(cases, covered: cases.count / 2, of: routes.destinations.count, otherwise: "nil")
    }

    /// `switch self` over the given cases, with a `default` returning `otherwise` when some
    /// destinations are not among them; just `otherwise` when none are.
    private static func switchOverSelf(_ cases: [String], covered: Int, of total: Int, otherwise: String) -> [String] {
        guard covered > 0 else { return [otherwise] }
        var lines = ["switch self {"] + cases
        if covered < total { lines += ["default:", "    return \(otherwise)"] }
        return lines + ["}"]
    }
}
