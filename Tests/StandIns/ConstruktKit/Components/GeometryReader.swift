import UIKit

/// What a GeometryReader passes to its content.
// construkt-api.md §3
public struct GeometryProxy {
    private weak var view: UIView?
    public let size: CGSize
    public let safeAreaInsets: UIEdgeInsets

    init(view: UIView) {
        self.view = view
        size = view.bounds.size
        safeAreaInsets = view.safeAreaInsets
    }

    public func frame(in coordinateSpace: UIView? = nil) -> CGRect {
        view?.frame ?? .zero
    }
}

/// Content built from the reader's size (the stand-in has no layout, so the size is zero and the
/// content is built once).
// construkt-api.md §3
public struct GeometryReader: ModifiableView {
    public var modifiableView: GeometryReaderInternalView

    public init(@ViewResultBuilder _ builder: @escaping (_ proxy: GeometryProxy) -> ViewConvertable) {
        modifiableView = Modified(GeometryReaderInternalView())
        builder(GeometryProxy(view: modifiableView)).asViews().forEach { modifiableView.embed($0) }
    }
}

/// GeometryReader's view: paddable and route receiving.
// construkt-api.md §3, §4 (padding, onAppear)
public class GeometryReaderInternalView: UIView, ViewBuilderPaddable, ViewBuilderRouteReceiving {
    public func setPadding(_ padding: UIEdgeInsets) {
        store(padding, for: "padding")
    }
}

// catalog GeometryReader.defaults (public in the 1.2.6 sources, CATALOG-FORMAT.md §19).
extension ModifiableView where Base: GeometryReaderInternalView {
    @discardableResult
    public func defaultPosition(_ position: UIView.EmbedPosition) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.store(position, for: "defaultPosition") }
    }

    @discardableResult
    public func defaultSafeArea(_ safeArea: Bool) -> ViewModifier<Base> {
        ViewModifier(modifiableView) { $0.store(safeArea, for: "defaultSafeArea") }
    }
}
