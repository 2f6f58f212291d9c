import ConstruktChecker

/// What building or updating the live tree works with: the catalog, the screen (read only), the
/// `component:` instances, the catalog defaults of each component (computed once), and the counts
/// of the report.
struct TreeContext {
    let catalog: RuntimeCatalog
    let screen: ScreenInstance
    var components: ComponentInstances
    var defaults: [String: RuntimeNode]
    var report = TreeUpdateReport()
    /// What was typed into each field without a `text:` of its own, by the field's address.
    var typedTexts: [String: String] = [:]
    /// How far each scroll view without a `scrollOffset` of its own was dragged, by its address.
    var draggedOffsets: [String: Double] = [:]
    /// Where a `page:` step left each carousel, in items (0.5 halfway between its first two), by section id.
    var carouselPositions: [String: Double] = [:]

    /// The name a field's node reads for the text typed into it, changed when the user types.
    static func typedTextName(at address: String) -> String {
        "typed@" + address
    }

    /// The name a scroll view's node reads for the offset it was dragged to, changed by a drag.
    static func draggedOffsetName(at address: String) -> String {
        "dragged@" + address
    }

    /// The name a carousel section's rows read for where a `page:` step left it, changed by one.
    static func carouselPositionName(of section: String) -> String {
        "carousel@" + section
    }

    /// Records the scoped names an evaluation reads.
    final class ReadLog {
        var names: Set<String> = []
    }

    /// An evaluator for values written at `environment`, recording every name it reads (but a
    /// screen's params, which never change) into `log`.
    func evaluator(_ environment: TreeEnvironment, log: ReadLog) throws -> Evaluator {
        let owner = try instance(environment.scope)
        let read = owner.reader(locals: environment.locals)
        let params = owner.params
        let readsParams = environment.scope != nil
        return Evaluator { name, kind in
            if kind == .param || kind == .liveParam {
                if readsParams { log.names.insert(environment.scoped(name)) }
                guard let value = params[name] else { throw RuntimeFailure("no param '\(name)' here") }
                return value
            }
            log.names.insert(environment.scoped(name))
            return try read(name, kind)
        }
    }

    /// The screen, or the `component:` instance with that id.
    func instance(_ scope: Int?) throws -> ScreenInstance {
        guard let scope else { return screen }
        guard let instance = components[scope] else { throw RuntimeFailure("no component instance \(scope)") }
        return instance
    }

    /// A node of the component with its catalog defaults and no children.
    mutating func node(of component: String, kind: String) throws -> RuntimeNode {
        if let node = defaults[component] { return node }
        var node = RuntimeNode(type: component, kind: kind, attributes: [:], defaulted: [], children: [])
        for property in catalog.components.properties(of: component) {
            guard let runtime = property.runtime, let written = property.defaultValue else { continue }
            let name = runtime.attribute.rawValue
            guard node.attributes[name] == nil else { continue }
            var value = try CatalogDefault.value(written, for: runtime.attribute)
            if runtime.negated { value = .bool(!(try Evaluator.bool(value, in: "the default of \(property.name)"))) }
            node.attributes[name] = value
            node.defaulted.insert(name)
        }
        defaults[component] = node
        return node
    }
}
