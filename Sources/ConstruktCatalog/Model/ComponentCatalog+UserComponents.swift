extension ComponentCatalog {
    /// The catalog plus a user `component:` file (CATALOG-FORMAT.md §7): a `viewBuilder` with class
    /// `UIView` and one constant initializer property per parameter, `name: {{value}}` in parameter
    /// order (a live one `name: .just({{value}})`, or `name: {{binding}}.eraseToAnyViewBinding()`),
    /// so it gets exactly UIView's groups, and an event per signal, registered with its `on…`
    /// method, and a closure argument of the initializer per view slot, after the parameters.
    /// `nil` when a component of that name exists.
    public func adding(
        userComponent name: String, parameters: [UserComponentParameter], signals: [UserComponentSignal] = [],
        slots: [UserComponentSlot] = [],
        doc: String?, definition: CatalogDefinition
    ) -> ComponentCatalog? {
        guard component(named: name) == nil else { return nil }
        let owner = MemberOwner.component(name)
        let properties = parameters.map { parameter in
            let label = "\(parameter.name): "
            let template =
                parameter.isLive
                ? Template(
                    text: label + ".just({{value}})", segments: [.text(label + ".just("), .hole(.value), .text(")")])
                : Template(text: label + "{{value}}", segments: [.text(label), .hole(.value)])
            // A live param's argument follows a binding, erased to the initializer's AnyViewBinding.
            let binding = Template(
                text: label + "{{binding}}.eraseToAnyViewBinding()",
                segments: [.text(label), .hole(.binding), .text(".eraseToAnyViewBinding()")])
            return Property(
                name: parameter.name, owner: owner, type: parameter.type, doc: nil,
                required: parameter.defaultValue == nil,
                defaultValue: parameter.defaultValue, emitDefault: false, forms: nil, requires: [], aliases: [],
                isInternal: false,
                onlyInside: nil, constant: Emission(placement: .initializer, swift: .single(template), accepts: nil),
                oneWay: parameter.isLive
                    ? Emission(placement: .initializer, swift: .single(binding), accepts: nil) : nil,
                twoWay: nil, onReceive: nil, runtime: nil, trap: nil, definition: parameter.definition
            )
        }
        let events = signals.map { signal in
            let method = signal.registrationMethod
            let text = Template(text: "value", segments: [.text("value")])
            return Event(
                name: signal.name, owner: owner, method: method, placement: .method,
                params: signal.swiftType.map {
                    [ClosureParameter(name: text, type: Template(text: $0, segments: [.text($0)]))]
                } ?? [],
                returns: "Void", value: signal.value, valueSwift: signal.swiftType == nil ? nil : text, args: [],
                swift: Template(
                    text: ".\(method) { {{params}} in {{body}} }",
                    segments: [.text(".\(method) { "), .hole(.params), .text(" in "), .hole(.body), .text(" }")]),
                scope: .any, aliases: [], runtime: .none, trap: nil,
                doc: "Runs when the component emits '\(signal.name)'.", definition: signal.definition
            )
        }
        let viewSlots = slots.map { slot in
            Slot(
                name: slot.name, accepts: .views, many: slot.many, required: slot.required,
                builder: slot.many ? .viewResultBuilder : .single,
                placement: .initializer,
                swift: Template(
                    text: "\(slot.name): { {{views}} }",
                    segments: [.text("\(slot.name): { "), .hole(.views), .text(" }")]),
                params: [], args: [], contentKey: "content", defaultContent: nil, requires: [],
                layoutSupplementary: nil, runtimeWhen: nil,
                doc: nil, trap: nil, definition: slot.definition
            )
        }
        let component = Component(
            name: name, kind: .viewBuilder, viewClass: "UIView", swift: name, aliasOf: nil,
            construct: Template(
                text: "{{swift}}({{args}})", segments: [.hole(.swiftName), .text("("), .hole(.arguments), .text(")")]),
            typeParams: [], primary: [], defaultSlot: nil, properties: properties, slots: viewSlots, events: events,
            exclusive: [],
            runtime: .none, traps: [], doc: doc, module: nil, definition: definition
        )
        let resolver = MemberResolver(
            classes: Dictionary(classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }), groups: groups)
        return ComponentCatalog(
            catalogs: catalogs, types: types, protocols: protocols, classes: classes, groups: groups,
            components: components + [component], decoyNames: decoyNames, swiftDecoys: swiftDecoys,
            resolvedMembers: resolvedMembers.merging([name: resolver.resolve(component)]) { _, new in new }
        )
    }
}
