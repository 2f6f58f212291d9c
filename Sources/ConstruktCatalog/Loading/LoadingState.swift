import ConstruktDiagnostics

/// Everything read so far in one load, across catalogs, plus the checks waiting for later definitions.
final class LoadingState {
    let sink: DiagnosticSink
    /// Index of the catalog being read, in load order.
    var catalogIndex = 0
    var catalogName = ""
    var catalogModule: String?

    var catalogs: [CatalogInfo] = []
    var types: [CatalogType] = []
    var protocols: [ViewProtocol] = []
    var classes: [ViewClass] = []
    var groups: [ModifierGroup] = []
    var components: [Component] = []
    var aliases: [ComponentAliasRequest] = []
    var decoyNames: [DecoyName] = []
    var swiftDecoys: [SwiftDecoy] = []

    /// Section → name → where it was first defined and by which catalog.
    private var definitions: [String: [String: (catalogIndex: Int, location: SourceLocation)]] = [:]

    var pendingReferences: [PendingReference] = []
    var pendingFormNames: [PendingFormName] = []
    var pendingValueFields: [PendingValueField] = []
    /// Component name → names inside it that must be its members.
    var pendingMembers: [String: [PendingMemberReference]] = [:]
    /// Component name → properties read as `{{props.name}}` by its templates.
    var propertiesReadByTemplates: [String: Set<String>] = [:]
    /// Property and event names offered by decoys, checked against every member of every component.
    var decoyMemberUses: [(name: Located<String>, location: SourceLocation, what: String)] = []
    /// Component name → own properties written without any emission key.
    var propertiesWithoutEmission: [String: [Located<String>]] = [:]

    init(sink: DiagnosticSink) {
        self.sink = sink
    }

    /// Records a definition; reports a redefinition (CK0706) and returns false when the name is taken.
    func define(_ name: String, in section: String, what: String, at range: SourceRange) -> Bool {
        let location = sink.location(range)
        if let first = definitions[section]?[name] {
            let owner = catalogs.indices.contains(first.catalogIndex) ? catalogs[first.catalogIndex].name : catalogName
            sink.report(
                .catalogRedefinition, "\(what) '\(name)' is already defined by catalog '\(owner)'", at: range,
                labels: [Diagnostic.Label(first.location, "first defined here")],
                help: "a catalog may use what another defines but not redefine it; choose another name"
            )
            return false
        }
        definitions[section, default: [:]][name] = (catalogIndex, location)
        return true
    }

    /// The catalog index that defined `name` in `section`, if any.
    func definingCatalog(of name: String, in section: String) -> Int? {
        definitions[section]?[name]?.catalogIndex
    }

    /// Names defined in `section` by catalogs up to `catalogIndex`.
    func names(in section: String, upTo catalogIndex: Int) -> [String] {
        (definitions[section] ?? [:]).filter { $0.value.catalogIndex <= catalogIndex }.map(\.key).sorted()
    }

    func definition(at range: SourceRange) -> CatalogDefinition {
        CatalogDefinition(catalog: catalogName, location: sink.location(range))
    }
}

/// A component written `aliasOf: Target`, resolved once every component is known.
struct ComponentAliasRequest {
    let name: String
    let target: Located<String>
    let targetLocation: SourceLocation
    let doc: String?
    let catalogIndex: Int
    let module: String?
    let definition: CatalogDefinition
    /// Position among `components`, so the alias keeps its source order.
    let position: Int
}
