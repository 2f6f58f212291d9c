import ConstruktDiagnostics
import ConstruktYAML

/// Reads a `*.routes.yaml` file (Docs/language.md, A routes file).
extension SyntaxReader {
    mutating func routes(_ root: YAMLNode) -> RoutesDeclaration? {
        guard let entries = mapping(root, "a routes file") else { return nil }
        guard let nameNode = entries.value("routes") else {
            report(
                .unknownFileKind, "a routes file starts with 'routes:'", at: entries.first?.key.range ?? root.range,
                help: "name the route enum: 'routes: AppRoute'")
            return nil
        }
        checkKeys(
            entries, of: .routesFile, in: "a routes file", missingAt: entries.keyNode("routes")?.range ?? root.range)
        let name =
            identifier(nameNode, rule: .upperCamelCase, "the route enum's name")
            ?? Identifier("", range: nameNode.range)
        let state = entries.value("state").map { valueDeclarations($0, "'state'") } ?? []
        let actions = entries.value("actions").flatMap { mapping($0, "'actions'") }?.compactMap { action($0) } ?? []
        let destinations =
            entries.value("destinations").flatMap { mapping($0, "'destinations'") }?.compactMap { destination($0) }
            ?? []
        return RoutesDeclaration(
            name: name,
            state: state,
            actions: actions,
            destinations: destinations,
            root: entries.value("root").flatMap { rootNode($0, destinations: destinations) },
            hidesNavigationBar: entries.value("hidesNavigationBar").flatMap { boolean($0) } ?? false,
            hostShows: entries.value("host").map { routesHost($0) } ?? []
        )
    }

    /// `host: { shows: [web] }`: the destinations the host shows; the checker finds each.
    private mutating func routesHost(_ node: YAMLNode) -> [Identifier] {
        guard let fields = mapping(node, "'host'") else { return [] }
        checkKeys(fields, of: .routesHost, in: "'host'", missingAt: node.range)
        guard let list = fields.value("shows"), let items = sequence(list, "'host: shows'") else { return [] }
        return items.compactMap { identifier($0, rule: .lowerCamelCase, "a destination name") }
    }

    private mutating func destination(_ entry: YAMLMappingEntry) -> DestinationDeclaration? {
        guard let name = identifier(entry.key, rule: .lowerCamelCase, "a destination name"),
            let fields = mapping(entry.value, "the destination '\(name)'")
        else { return nil }
        checkKeys(fields, of: .destination, in: "the destination '\(name)'", missingAt: entry.value.range)
        guard let screenNode = fields.value("screen"),
            let screen = identifier(screenNode, rule: .upperCamelCase, "a screen name")
        else { return nil }
        let wiring =
            fields.value("on").flatMap { mapping($0, "'on'") }?.compactMap { wire -> SignalWiring? in
                guard let signal = identifier(wire.key, rule: .lowerCamelCase, "a signal name"),
                    let action = identifier(wire.value, rule: .lowerCamelCase, "an app action name")
                else { return nil }
                return SignalWiring(signal: signal, action: action)
            } ?? []
        return DestinationDeclaration(
            name: name,
            screen: screen,
            params: fields.value("params").map { paramDeclarations($0, "the params of '\(name)'") } ?? [],
            paths: fields.value("path").map { pathPatterns($0) } ?? [],
            presentation: fields.value("presentation").flatMap { presentation($0) }
                ?? Presentation(style: .push, range: name.range),
            signalWiring: wiring,
            hidesTabBar: fields.value("hidesTabBar").flatMap { node in boolean(node).map { ($0, node.range) } }
        )
    }

    /// What SwiftUI and UIKit call the presentations: UIKit's `present` is a modal, shown as a
    /// page sheet; SwiftUI's `fullScreenCover` is `fullScreen`; `show` pushes.
    static let presentationSynonyms = [
        "modal": "present", "popover": "present", "fullScreenCover": "fullScreen", "cover": "fullScreen",
        "show": "push",
    ]

    private mutating func presentation(_ node: YAMLNode) -> Presentation? {
        if let text = node.scalarText {
            switch text {
            case "push": return Presentation(style: .push, range: node.range)
            case "present": return Presentation(style: .present, range: node.range)
            case "sheet": return Presentation(style: .sheet(detents: []), range: node.range)
            case "fullScreen": return Presentation(style: .fullScreen, range: node.range)
            default:
                let meant =
                    Self.presentationSynonyms[text]
                    ?? NameSuggestion.nearest(to: text, among: KeyedMapping.presentationStyles).first
                report(
                    .unknownKey, "unknown presentation '\(text)'", at: node.range,
                    notes: ["presentations: " + KeyedMapping.presentationStyles.joined(separator: ", ")],
                    help: Self.presentationSynonyms[text].map { "a \(text) is '\($0)' here" }
                        ?? NameSuggestion.help(for: text, among: KeyedMapping.presentationStyles),
                    fixIts: meant.map { [Diagnostic.FixIt(location(node.range), replacement: $0)] } ?? [])
                return nil
            }
        }
        guard let entries = mapping(node, "a presentation") else { return nil }
        checkKeys(
            entries, of: .sheetPresentation, in: "a presentation", missingAt: node.range,
            missingFrom: "a presentation mapping")
        guard let sheet = entries.value("sheet") else { return nil }
        var detents: [Identifier] = []
        if let options = mapping(sheet, "the sheet's options") {
            checkKeys(options, allowed: KeyedMapping.sheetOptions.names, in: "the sheet's options")
            detents =
                options.value("detents").flatMap { sequence($0, "'detents'") }?.compactMap {
                    identifier($0, rule: .lowerCamelCase, "a detent")
                } ?? []
            detents = detents.filter { knownDetent($0) }
        }
        return Presentation(style: .sheet(detents: detents), range: node.range)
    }

    /// What other toolkits call those detents: UIKit's full-height detent is `large`.
    static let detentSynonyms = ["full": "large", "fullScreen": "large", "fullHeight": "large", "half": "medium"]

    /// Whether `detent` is one a sheet can stop at; reports it otherwise, with the one meant.
    private mutating func knownDetent(_ detent: Identifier) -> Bool {
        guard !KeyedMapping.sheetDetents.contains(detent.text) else { return true }
        let meant =
            Self.detentSynonyms[detent.text]
            ?? NameSuggestion.nearest(to: detent.text, among: KeyedMapping.sheetDetents).first
        report(
            .unknownKey, "unknown sheet detent '\(detent.text)'", at: detent.range,
            notes: ["a sheet stops at: " + KeyedMapping.sheetDetents.joined(separator: ", ")],
            help: Self.detentSynonyms[detent.text].map { "UIKit's sheet calls that detent '\($0)'" }
                ?? NameSuggestion.help(for: detent.text, among: KeyedMapping.sheetDetents),
            fixIts: meant.map { [Diagnostic.FixIt(location(detent.range), replacement: $0)] } ?? [])
        return false
    }

    /// One deep-link pattern, or a list of them: `[construkt://explore, construkt://search]`.
    private mutating func pathPatterns(_ node: YAMLNode) -> [PathPattern] {
        guard case .sequence(let items, _) = node.value else { return pathPattern(node).map { [$0] } ?? [] }
        if items.isEmpty {
            report(
                .wrongShape, "a destination's list of deep links is empty", at: node.range,
                help: "give at least one path, as 'path: /movies/:movieId', or remove 'path:'")
        }
        return items.compactMap { pathPattern($0) }
    }

    /// `/movies/:movieId` (literal segments and `:param` placeholders), or the same after a scheme
    /// and host: `construkt://movie/:movieId`.
    private mutating func pathPattern(_ node: YAMLNode) -> PathPattern? {
        guard let text = scalar(node, "a deep-link path") else { return nil }
        var origin: (scheme: String, host: String)?
        var path = Substring(text)
        if let separator = text.firstRange(of: "://") {
            let scheme = text[..<separator.lowerBound]
            let authority = text[separator.upperBound...]
            let host = authority[..<(authority.firstIndex(of: "/") ?? authority.endIndex)]
            guard Self.isScheme(scheme), Self.isHost(host) else {
                report(
                    .wrongShape, "'\(text)' is not a deep link's URL", at: node.range,
                    notes: [
                        "a deep link is a path, '/movies/:movieId', or a scheme and host before one, 'myapp://movie/:movieId'"
                    ],
                    help: Self.isScheme(scheme)
                        ? "give a host of letters, digits, '-' and '.' after '://'"
                        : "start with a scheme: a letter, then letters, digits, '+', '-' or '.'")
                return nil
            }
            origin = (scheme.lowercased(), host.lowercased())
            path = authority[host.endIndex...]
        } else if !text.hasPrefix("/") {
            report(
                .wrongShape, "a deep-link path starts with '/'", at: node.range, help: "write '/\(text)'",
                fixIts: [.init(location(node.range), replacement: "/" + text)])
            return nil
        }
        var segments: [PathPattern.Segment] = []
        // Each `:param` gets its own range where the scalar's source is its text, plain or in quotes
        // without escapes; otherwise (a folded or escaped scalar) the whole scalar's.
        let source = node.range.start.line == node.range.end.line ? file.text(in: node.range) : ""
        let quoted =
            source.count == text.count + 2 && source.dropFirst().dropLast() == text
            && ["\"", "'"].contains(source.first)
        let plainSource = source == text || quoted
        var offset = node.range.start.offset + (quoted ? 1 : 0) + (text.utf8.count - path.utf8.count) + 1
        for part in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            if part.hasPrefix(":") {
                let start = plainSource ? file.position(atOffset: offset + 1) : node.range.start
                let end = plainSource ? file.position(atOffset: offset + part.utf8.count) : node.range.end
                let name = String(part.dropFirst())
                let range = SourceRange(start: start, end: end)
                if !NamingRule.lowerCamelCase.accepts(name) {
                    report(
                        .invalidName, "path parameter ':\(name)' is not lowerCamelCase", at: range,
                        help: NamingRule.lowerCamelCase.repair(name).map { "write ':\($0)'" }
                            ?? "name it after one of the destination's params")
                }
                segments.append(.parameter(Identifier(name, range: range)))
            } else if !part.isEmpty {
                segments.append(.literal(String(part)))
            }
            offset += part.utf8.count + 1
        }
        return PathPattern(text: text, origin: origin, segments: segments, range: node.range)
    }

    /// A URL scheme (RFC 3986): a letter, then letters, digits, `+`, `-` and `.`.
    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, Self.isLetter(first) else { return false }
        return text.unicodeScalars.allSatisfy {
            Self.isLetter($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)
        }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// A host name a deep link can name: letters, digits, `-` and `.`, not empty.
    private static func isHost(_ text: Substring) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                Self.isLetter($0) || ("0"..."9").contains($0) || "-.".unicodeScalars.contains($0)
            }
    }

    mutating func rootNode(_ node: YAMLNode, destinations: [DestinationDeclaration]) -> RootNode? {
        guard let entries = mapping(node, "a root") else { return nil }
        if let condition = entries.value("switch") {
            checkKeys(entries, of: .switchRoot, in: "a 'switch' root", missingAt: node.range)
            let cases =
                entries.value("cases")
                .flatMap { mapping($0, "'cases'") }?
                .compactMap { entry in
                    rootNode(entry.value, destinations: destinations).map { RootCase(value: entry.key, root: $0) }
                } ?? []
            let transition = entries.value("transition").flatMap { rootTransition($0) }
            return RootNode(
                kind: .switchOn(condition: condition, cases: cases), range: node.range, transition: transition)
        }
        let kept = entries.filter { entry in
            guard entry.key.scalarText == "transition" else { return true }
            report(
                .unknownKey, "only a 'switch' root changes roots, so only it takes 'transition:'", at: entry.key.range,
                help: "put 'transition:' beside the 'switch:' whose roots it changes between, or remove it",
                fixIts: [
                    .init(
                        location(SourceRange(start: entry.key.range.start, end: entry.value.range.end)), replacement: ""
                    )
                ])
            return false
        }
        if let tabs = entries.value("tabs") {
            checkKeys(kept, of: .tabsRoot, in: "a 'tabs' root", missingAt: node.range)
            let items = sequence(tabs, "'tabs'") ?? []
            return RootNode(
                kind: .tabs(items.compactMap { rootEntry($0, of: .tab, destinations: destinations) }),
                range: node.range,
                tabBar: entries.value("tabBar").flatMap { tabBarAppearance($0) })
        }
        if entries.value("navigation") != nil || entries.keyNode("screen") != nil {
            return rootEntry(
                node, of: .navigationRoot, destinations: destinations,
                reported: kept.count < entries.count ? ["transition"] : []
            )
            .map { RootNode(kind: .navigation($0), range: node.range) }
        }
        report(
            .wrongShape, "a root is 'navigation:', 'tabs:' or 'switch:'", at: entries.first?.key.range ?? node.range,
            help: NameSuggestion.help(
                for: entries.first?.key.scalarText ?? "", among: ["navigation", "tabs", "switch"])
                ?? "write 'navigation: home'",
            fixIts: entries.first.map {
                NameSuggestion.fixIts(
                    for: $0.key.scalarText ?? "", among: ["navigation", "tabs", "switch"], at: location($0.key.range))
            } ?? [])
        return nil
    }

    /// What SwiftUI and other toolkits call UIKit's view transitions.
    static let transitionSynonyms = [
        "fade": "crossDissolve", "opacity": "crossDissolve", "dissolve": "crossDissolve", "crossFade": "crossDissolve",
        "flip": "flipFromLeft", "curl": "curlUp",
    ]

    /// `{ crossDissolve: 0.4s }`: one of UIKit's view transitions and its duration. A transition
    /// written without one is an error whose fix-it gives it UIKit's usual 0.3 s.
    private mutating func rootTransition(_ node: YAMLNode) -> RootTransition? {
        let styles = RootTransition.Style.allCases.map(\.rawValue)
        if let text = node.scalarText, let style = RootTransition.Style(rawValue: text) {
            report(
                .wrongShape, "a transition needs its duration", at: node.range,
                help: "write 'transition: { \(style.rawValue): 0.3s }'",
                fixIts: [.init(location(node.range), replacement: "{ \(style.rawValue): 0.3s }")])
            return nil
        }
        guard let entries = mapping(node, "a transition") else { return nil }
        let synonyms = entries.filter { Self.transitionSynonyms[$0.key.scalarText ?? ""] != nil }
        for entry in synonyms {
            let text = entry.key.scalarText ?? ""
            let meant = Self.transitionSynonyms[text] ?? ""
            report(
                .unknownKey, "unknown transition '\(text)'", at: entry.key.range,
                notes: ["transitions: " + styles.joined(separator: ", ")],
                help: "UIKit calls that transition '\(meant)'",
                fixIts: [.init(location(entry.key.range), replacement: meant)])
        }
        if !synonyms.isEmpty { return nil }
        checkKeys(entries, of: .rootTransition, in: "a transition", missingAt: node.range)
        guard let entry = entries.first(where: { styles.contains($0.key.scalarText ?? "") }),
            let style = entry.key.scalarText.flatMap(RootTransition.Style.init(rawValue:)),
            let duration = timeSpan(entry.value, "the transition's duration")
        else { return nil }
        return RootTransition(style: style, seconds: duration.seconds)
    }

    /// A root's `navigation:` entry; the keys in `reported` were reported already. A screen named
    /// where the destination belongs (`screen: SettingsView`) is one error, whose fix-it names the
    /// destination that shows that screen.
    private mutating func rootEntry(
        _ node: YAMLNode, of kind: KeyedMapping, destinations: [DestinationDeclaration], reported: Set<String> = []
    ) -> RootEntry? {
        guard let entries = mapping(node, "a root entry") else { return nil }
        let unreported = entries.filter { !reported.contains($0.key.scalarText ?? "") }
        if entries.value("navigation") == nil, let screen = entries.first(where: { $0.key.scalarText == "screen" }) {
            reportScreen(screen, inRootEntryAmong: destinations)
            checkKeys(unreported.filter { $0.key.scalarText != "screen" }, allowed: kind.names, in: "a root entry")
            return nil
        }
        checkKeys(unreported, of: kind, in: "a root entry", missingAt: node.range)
        guard let destinationNode = entries.value("navigation"),
            let destination = identifier(destinationNode, rule: .lowerCamelCase, "a destination name")
        else { return nil }
        return RootEntry(
            destination: destination, arguments: arguments(entries.value("with")), title: entries.value("title"),
            icon: entries.value("icon"), selectedIcon: entries.value("selectedIcon"), range: node.range)
    }

    /// `tabBar: { background:, tint:, unselectedTint: }`, each a Color the checker types.
    private mutating func tabBarAppearance(_ node: YAMLNode) -> TabBarAppearance? {
        guard let entries = mapping(node, "a tab bar's look") else { return nil }
        checkKeys(entries, of: .tabBar, in: "a tab bar's look", missingAt: node.range)
        return TabBarAppearance(
            background: entries.value("background"), tint: entries.value("tint"),
            unselectedTint: entries.value("unselectedTint"), range: node.range)
    }

    /// `screen: SettingsView` in a root entry, which names a destination: the fix-it writes
    /// `navigation:` with the destination showing that screen, when exactly one does.
    private mutating func reportScreen(
        _ entry: YAMLMappingEntry, inRootEntryAmong destinations: [DestinationDeclaration]
    ) {
        let screen = entry.value.scalarText ?? ""
        let showing = destinations.filter { $0.screen.text == screen }.map(\.name.text)
        let whole = location(SourceRange(start: entry.key.range.start, end: entry.value.range.end))
        guard showing.count == 1, let destination = showing.first else {
            report(
                .unknownKey, "a root entry names a destination, not a screen", at: entry.key.range,
                help: showing.isEmpty
                    ? "declare a destination for \(screen) under 'destinations:', and name it here with 'navigation:'"
                    : "name one of the destinations showing \(screen) with 'navigation:': "
                        + showing.joined(separator: ", "))
            return
        }
        report(
            .unknownKey, "a root entry names a destination, not a screen", at: entry.key.range,
            help: "write 'navigation: \(destination)', the destination that shows \(screen)",
            fixIts: [.init(whole, replacement: "navigation: \(destination)")])
    }
}
