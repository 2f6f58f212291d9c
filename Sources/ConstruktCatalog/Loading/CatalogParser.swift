import ConstruktDiagnostics
import ConstruktYAML

/// Reads one catalog document into the loading state (first pass): shapes, keys, names, templates
/// and everything checkable locally. References that may point further down or into another file
/// are queued for `CatalogLinker`.
struct CatalogParser {
    let state: LoadingState
    var sink: DiagnosticSink { state.sink }

    static let topLevelKeys = [
        "catalog", "formatVersion", "module", "libraryVersion", "doc",
        "types", "protocols", "classes", "groups", "components", "decoys",
    ]

    func parse(_ document: YAMLDocument) {
        sink.file = document.file
        guard let root = document.root,
            let top = MappingReader(
                root, what: "the catalog", anchor: SourceRange(at: root.range.start), keys: Self.topLevelKeys,
                sink: sink)
        else { return }
        let name = top.requiredString("catalog", help: "name the catalog, e.g. `catalog: MyAppKit`")
        if let name, !NameRules.isUpperCamelCase(name.value) {
            sink.report(.invalidCatalogName, "catalog name '\(name.value)' is not UpperCamelCase", at: name.range)
        }
        let version = top.int("formatVersion")
        if let version, version.value != 1 {
            sink.report(
                .unsupportedFormatVersion,
                "formatVersion \(version.value) is unknown; this construkt-gen reads formatVersion 1",
                at: version.range,
                help: "write formatVersion: 1 and the catalog in that format (Schemas/CATALOG-FORMAT.md)")
        } else if !top.has("formatVersion") {
            top.reportMissing("formatVersion", help: "add `formatVersion: 1`")
        }
        state.catalogName = name?.value ?? "<unnamed>"
        if let name { _ = state.define(name.value, in: "catalogs", what: "catalog", at: name.range) }
        let module = top.string("module")
        if let module, !NameRules.isIdentifier(module.value) {
            sink.report(
                .invalidCatalogName, "module name '\(module.value)' is not a Swift module name", at: module.range)
        }
        state.catalogModule = module?.value
        state.catalogs.append(
            CatalogInfo(
                name: state.catalogName, formatVersion: version?.value ?? 1, module: state.catalogModule,
                libraryVersion: top.string("libraryVersion")?.value, doc: top.string("doc")?.value,
                path: document.file.path
            ))
        for entry in top.mapping("types") { parseType(entry) }
        for entry in top.mapping("protocols") { parseProtocol(entry) }
        for entry in top.mapping("classes") { parseClass(entry) }
        for entry in top.mapping("groups") { parseGroup(entry) }
        for entry in top.mapping("components") { parseComponent(entry) }
        if let decoys = top.value("decoys") { parseDecoys(decoys) }
    }

    /// The key's text, checked against a naming rule; `nil` (after a CK0705) when it breaks it.
    func definedName(_ entry: YAMLMappingEntry, _ kind: String, rule: (String) -> Bool, ruleText: String) -> Located<
        String
    >? {
        guard let name = MappingReader.scalar(entry.key, "a \(kind) name", sink: sink) else { return nil }
        guard rule(name.value) else {
            sink.report(.invalidCatalogName, "\(kind) name '\(name.value)' is not \(ruleText)", at: name.range)
            return nil
        }
        return name
    }

    // MARK: protocols, classes

    func parseProtocol(_ entry: YAMLMappingEntry) {
        guard let name = definedName(entry, "protocol", rule: NameRules.isTypeName, ruleText: "a Swift type name"),
            state.define(name.value, in: "protocols", what: "protocol", at: name.range),
            let reader = MappingReader(
                entry.value, what: "protocol '\(name.value)'", anchor: name.range, keys: ["doc"], sink: sink)
        else { return }
        state.protocols.append(
            ViewProtocol(
                name: name.value, doc: reader.string("doc")?.value, definition: state.definition(at: name.range)))
    }

    func parseClass(_ entry: YAMLMappingEntry) {
        guard let name = definedName(entry, "class", rule: NameRules.isTypeName, ruleText: "a Swift type name"),
            state.define(name.value, in: "classes", what: "class", at: name.range),
            let reader = MappingReader(
                entry.value, what: "class '\(name.value)'", anchor: name.range, keys: ["super", "conforms", "doc"],
                sink: sink)
        else { return }
        let superclass = reader.string("super")
        if let superclass { reference(.viewClass, superclass, "superclass of class '\(name.value)'") }
        let conforms = reader.stringList("conforms")
        for item in conforms { reference(.viewProtocol, item, "protocol adopted by class '\(name.value)'") }
        state.classes.append(
            ViewClass(
                name: name.value, superclass: superclass?.value, conforms: conforms.map(\.value),
                doc: reader.string("doc")?.value, definition: state.definition(at: name.range)
            ))
    }

    // MARK: groups

    func parseGroup(_ entry: YAMLMappingEntry) {
        guard
            let name = definedName(entry, "group", rule: NameRules.isGroupName, ruleText: "dot-separated identifiers"),
            state.define(name.value, in: "groups", what: "group", at: name.range),
            let reader = MappingReader(
                entry.value, what: "group '\(name.value)'", anchor: name.range,
                keys: ["appliesTo", "doc", "properties", "events"], sink: sink)
        else { return }
        let target = reader.requiredString(
            "appliesTo", help: "name the class or protocol whose components get this group, e.g. `appliesTo: UIView`")
        if let target { reference(.classOrProtocol, target, "'appliesTo' of group '\(name.value)'") }
        let scope = MemberScope.group(name.value)
        let properties = reader.mapping("properties").compactMap { parseProperty($0, scope: scope) }
        let events = reader.mapping("events").compactMap { parseEvent($0, scope: scope) }
        guard let target else { return }
        // Protocols and classes are read before groups, so the target's kind is known here.
        let isProtocol = state.definingCatalog(of: target.value, in: "protocols") != nil
        state.groups.append(
            ModifierGroup(
                name: name.value, appliesTo: isProtocol ? .viewProtocol(target.value) : .viewClass(target.value),
                doc: reader.string("doc")?.value,
                properties: properties, events: events, definition: state.definition(at: name.range)
            ))
    }

    // MARK: decoys

    func parseDecoys(_ node: YAMLNode) {
        guard let reader = MappingReader(node, what: "'decoys'", keys: ["names", "swift"], sink: sink) else { return }
        for entry in reader.mapping("names") {
            guard let name = MappingReader.scalar(entry.key, "a decoy name", sink: sink),
                state.define(name.value, in: "decoys", what: "decoy", at: name.range),
                let decoy = MappingReader(
                    entry.value, what: "decoy '\(name.value)'", anchor: name.range, keys: ["kind", "use", "help"],
                    sink: sink)
            else { continue }
            let kind =
                decoy.has("kind")
                ? decoy.word("kind", as: DecoyName.Kind.self)
                : {
                    decoy.reportMissing("kind")
                    return nil
                }()
            let use = decoy.requiredString("use", help: "name the right spelling")
            let help = decoy.requiredString("help")
            if let kind, let use {
                if kind.value == .component {
                    reference(.component, use, "'use' of decoy '\(name.value)'")
                } else {
                    state.decoyMemberUses.append((use, sink.location(use.range), "'use' of decoy '\(name.value)'"))
                }
            }
            guard let kind, let use, let help else { continue }
            state.decoyNames.append(DecoyName(name: name.value, kind: kind.value, use: use.value, help: help.value))
        }
        guard let list = reader.value("swift") else { return }
        guard let items = list.sequenceItems else {
            sink.report(.catalogValueShape, "'swift' of 'decoys' must be a list", at: list.range)
            return
        }
        for item in items {
            guard let decoy = MappingReader(item, what: "a Swift decoy", keys: ["spelling", "reason"], sink: sink),
                let spelling = decoy.requiredString("spelling"), let reason = decoy.requiredString("reason")
            else { continue }
            state.swiftDecoys.append(SwiftDecoy(spelling: spelling.value, reason: reason.value))
        }
    }

    // MARK: references

    /// Queues a reference to be resolved once every catalog is read.
    func reference(_ kind: PendingReference.Kind, _ name: Located<String>, _ what: String, extraNames: [String] = []) {
        state.pendingReferences.append(
            PendingReference(
                kind: kind, name: name.value, location: sink.location(name.range),
                catalogIndex: state.catalogIndex, extraNames: extraNames, what: what
            ))
    }
}
