import UIKit

/// Something that yields a binding of sections.
// construkt-api.md §6 (CollectionView body)
public protocol AnySectionObservable {
    func asAnySectionObservable() -> AnyViewBinding<[SectionConfig]>
}

// construkt-api.md §6
extension SectionConfig: AnySectionObservable {
    public func asAnySectionObservable() -> AnyViewBinding<[SectionConfig]> { .just([self]) }
}

// construkt-api.md §6
extension Array: AnySectionObservable where Element == SectionConfig {
    public func asAnySectionObservable() -> AnyViewBinding<[SectionConfig]> { .just(self) }
}

/// The builder of a CollectionView's sections; `if` and `for` are allowed.
// construkt-api.md §6 (CollectionView)
@resultBuilder
public struct AnySectionResultBuilder {
    public static func buildBlock() -> AnyViewBinding<[SectionConfig]> {
        .just([])
    }

    public static func buildBlock(_ components: AnySectionObservable...) -> AnyViewBinding<[SectionConfig]> {
        combineLatestBindings(components.map { $0.asAnySectionObservable() })
    }

    public static func buildIf(_ value: AnySectionObservable?) -> AnyViewBinding<[SectionConfig]> {
        value?.asAnySectionObservable() ?? .just([])
    }

    public static func buildEither(first: AnySectionObservable) -> AnyViewBinding<[SectionConfig]> {
        first.asAnySectionObservable()
    }

    public static func buildEither(second: AnySectionObservable) -> AnyViewBinding<[SectionConfig]> {
        second.asAnySectionObservable()
    }

    public static func buildArray(_ components: [AnySectionObservable]) -> AnyViewBinding<[SectionConfig]> {
        combineLatestBindings(components.map { $0.asAnySectionObservable() })
    }
}

// construkt-api.md §6: a built AnyViewBinding<[SectionConfig]> is itself a section observable
// (so that `if` and `for` results compose).
extension AnyViewBinding: AnySectionObservable where T == [SectionConfig] {
    public func asAnySectionObservable() -> AnyViewBinding<[SectionConfig]> { self }
}

/// One section of a CollectionView. ⚠ There is no `AnySection(id:header:){}`; give every
/// section a `.layout`.
// construkt-api.md §6 (AnySection inits and modifiers)
public struct AnySection: AnySectionObservable {
    private let binding: AnyViewBinding<[SectionConfig]>

    private init(binding: AnyViewBinding<[SectionConfig]>) {
        self.binding = binding
    }

    public init<T>(id: SectionConfigIdentifier, items: [T], @AnyCellResultBuilder content: (T) -> [CellConfig]) {
        let cells = items.flatMap { content($0) }
        binding = .just([SectionConfig(identifier: id, cells: cells)])
    }

    public init<B: ViewBinding>(id: SectionConfigIdentifier, binding: B, @AnyCellResultBuilder content: @escaping (B.Value) -> [CellConfig]) {
        self.binding = binding.map { items in [SectionConfig(identifier: id, cells: content(items))] }
    }

    public init<B: ViewBinding, Element>(id: SectionConfigIdentifier, items binding: B, header: Header? = nil, footer: Footer? = nil,
                                         @AnyCellResultBuilder content: @escaping (Element) -> [CellConfig]) where B.Value == [Element] {
        self.binding = binding.map { items in
            [SectionConfig(identifier: id, cells: items.flatMap { content($0) }, header: header?.controller, footer: footer?.controller)]
        }
    }

    public init(id: SectionConfigIdentifier, @AnyAnySectionContentBuilder content: () -> AnySectionContent) {
        let content = content()
        binding = .just([SectionConfig(identifier: id, cells: content.cells, header: content.header, footer: content.footer)])
    }

    public func asAnySectionObservable() -> AnyViewBinding<[SectionConfig]> {
        binding
    }

    private func mapSections(_ transform: @escaping (SectionConfig) -> SectionConfig) -> AnySection {
        AnySection(binding: binding.map { $0.map(transform) })
    }

    public func onSelect<T>(_ handler: @escaping (T) -> Void) -> AnySection {
        onSelectCell { (model: T, _: UIResponder) in handler(model) }
    }

    /// On selection, routes the handler's event up the responder chain from the collection.
    public func onRoute<T, E>(_ handler: @escaping (T) -> E) -> AnySection {
        onSelectCell { (model: T, responder: UIResponder) in
            responder.route(handler(model), sender: responder)
        }
    }

    /// On selection, routes the handler's event, if any, up the responder chain.
    public func onRoute<T, E>(_ handler: @escaping (T) -> E?) -> AnySection {
        onSelectCell { (model: T, responder: UIResponder) in
            if let event = handler(model) {
                responder.route(event, sender: responder)
            }
        }
    }

    /// Gives every cell whose model is a `T` the selection `action`.
    private func onSelectCell<T>(_ action: @escaping (T, UIResponder) -> Void) -> AnySection {
        mapSections { section in
            var copy = section
            copy.cells = section.cells.map { cell in
                guard let model = cell.model as? T else { return cell }
                var selectable = cell
                selectable.didSelect = { responder in action(model, responder) }
                return selectable
            }
            return copy
        }
    }

    public func onSelect<T, Target: AnyObject>(on target: Target, _ handler: @escaping (Target, T) -> Void) -> AnySection {
        onSelect { [weak target] (model: T) in
            guard let target = target else { return }
            handler(target, model)
        }
    }

    public func layout(_ handler: @escaping (String) -> NSCollectionLayoutSection?) -> AnySection {
        mapSections { section in
            var copy = section
            copy.layoutProvider = handler
            return copy
        }
    }

    public func layout(@LayoutBuilder _ builder: @escaping () -> NSCollectionLayoutSection) -> AnySection {
        layout { (_: String) -> NSCollectionLayoutSection? in builder() }
    }

    public func layout(@LayoutBuilder _ builder: @escaping (String) -> NSCollectionLayoutSection) -> AnySection {
        layout { (environment: String) -> NSCollectionLayoutSection? in builder(environment) }
    }

    public func header(_ handler: @escaping () -> Header) -> AnySection {
        mapSections { section in
            var copy = section
            copy.header = handler().controller
            return copy
        }
    }

    public func footer(_ handler: @escaping () -> Footer) -> AnySection {
        mapSections { section in
            var copy = section
            copy.footer = handler().controller
            return copy
        }
    }

    /// While `when` is true, the cells are `count` placeholders.
    public func shimmer<Content: View, B: ViewBinding>(count: Int, when binding: B, includeSupplementary: Bool = false,
                                                       hideSupplementary: Bool = false, placeholder: @escaping () -> Content) -> AnySection
    where B.Value == Bool {
        let combined = AnyViewBinding<([SectionConfig], Bool)>.combineLatest(self.binding, binding).map { sections, isLoading -> [SectionConfig] in
            guard isLoading else { return sections }
            return sections.map { section in
                var copy = section
                if hideSupplementary {
                    copy.header = nil
                    copy.footer = nil
                }
                copy.cells = (0..<count).flatMap { index in
                    AnyCell<HostingCell<Content>, Int>(index, id: "shimmer_\(index)") { _ in placeholder() }.asCells()
                }
                return copy
            }
        }
        return AnySection(binding: combined)
    }

    /// Views drawn behind the section, as a background decoration item of its layout whose element
    /// kind is `custom_bg_` and the id (the section's when none is given).
    public func backgroundDecoration(id: String? = nil, insets: NSDirectionalEdgeInsets = .zero, zIndex: Int? = nil,
                                     @ViewResultBuilder _ content: @escaping () -> ViewConvertable) -> AnySection {
        mapSections { section in
            var copy = section
            let parsedId = id ?? section.identifier.uniqueId
            copy.decorationProviders[parsedId.hasPrefix("custom_bg_") ? parsedId : "custom_bg_\(parsedId)"] = content
            return copy
        }
    }

    /// When the section has no cells, one cell showing `content` takes their place.
    public func emptyState(layout: ((String) -> NSCollectionLayoutSection)? = nil, @ViewResultBuilder _ content: @escaping () -> ViewConvertable) -> AnySection {
        mapSections { section in
            guard section.cells.isEmpty else { return section }
            var copy = section
            copy.cells = AnyCell<HostingCell<VStackView>, Void>((), id: "empty_\(section.identifier.uniqueId)") { _ in
                VStackView(content().asViews())
            }.asCells()
            return copy
        }
    }
}

extension SectionConfig {
    init(identifier: SectionConfigIdentifier, cells: [CellConfig], header: SupplementaryController? = nil, footer: SupplementaryController? = nil) {
        self.init(identifier: identifier, cells: cells, header: header, footer: footer, layoutProvider: nil)
    }
}
