import UIKit

// construkt-api.md §3, §4 (⚠ Decoys): SwiftUI spellings 1.2.6 declares unavailable, declared the
// same way so that generated code using them fails to compile here too.

// construkt-api.md §3 (SpacerView(width:/height:/minLength:) are unavailable decoys)
extension SpacerView {
    @available(*, unavailable, message: "SpacerView does not accept parameters. Use FixedSpacerView(width:) or FixedSpacerView(height:) instead.")
    public init(width: CGFloat) { fatalError("Unavailable") }

    @available(*, unavailable, message: "SpacerView does not accept parameters. Use FixedSpacerView(height:) instead.")
    public init(height: CGFloat) { fatalError("Unavailable") }

    @available(*, unavailable, message: "SpacerView does not accept minLength. Use SpacerView() or FixedSpacerView().")
    public init(minLength: CGFloat) { fatalError("Unavailable") }
}

// construkt-api.md §3 (FixedSpacerView(w:/h:) are unavailable decoys)
extension FixedSpacerView {
    @available(*, unavailable, message: "FixedSpacerView(w:) is ambiguous. Use FixedSpacerView(width:) instead.")
    public init(w: CGFloat) { fatalError("Unavailable") }

    @available(*, unavailable, message: "FixedSpacerView(h:) is ambiguous. Use FixedSpacerView(_ height: CGFloat) instead.")
    public init(h: CGFloat) { fatalError("Unavailable") }
}

// construkt-api.md §4 (⚠ `.padding(.horizontal, n)`, `.clipShape`, `.opacity`, `.background`,
// `.stroke`, `.border(color:width:)`, `.frame(maxWidth:)`, `.frame(alignment:)`,
// `.foregroundColor`, `.foregroundStyle`)
extension ModifiableView {
    @available(*, unavailable, message: "Use .padding(top:left:bottom:right:) or .padding(h:v:) instead.")
    public func padding(_ edges: Any, _ length: CGFloat) -> Self { fatalError("Unavailable") }

    @available(*, unavailable, message: "ConstruktKit doesn't use .clipShape(). Use .cornerRadius(_ :CGFloat).clipsToBounds(true) instead.")
    public func clipShape(_ shape: Any) -> Self { fatalError("Unavailable") }

    @available(*, unavailable, message: "Use .alpha(_: CGFloat) instead of .opacity().")
    public func opacity(_ opacity: Double) -> Self { fatalError("Unavailable") }

    @available(*, unavailable, message: "Use .backgroundColor(_: UIColor) instead of .background().")
    public func background(_ color: Any) -> Self { fatalError("Unavailable") }

    @available(*, unavailable, message: "Use .border(color: UIColor, lineWidth: CGFloat) instead of .stroke().")
    public func stroke(_ color: Any, lineWidth: CGFloat = 1) -> Self { fatalError("Unavailable") }

    @available(*, unavailable, message: "Use .border(color: UIColor, lineWidth: CGFloat) instead of .border(color:width:).")
    public func border(color: UIColor, width: CGFloat) -> Self { fatalError("Unavailable") }

    @available(*, unavailable, message: "Modifiers like .frame(maxWidth:) do not exist in Construkt. Use .width(max:) or .position(.fill).")
    public func frame(maxWidth: CGFloat = .infinity, maxHeight: CGFloat = .infinity) -> Self { fatalError("Unavailable") }

    @available(*, unavailable, message: "Use .alignment(...) and .distribution(...) on Stacks, not .frame(alignment:).")
    public func frame(alignment: Any) -> Self { fatalError("Unavailable") }

    @available(*, unavailable, message: "Use .color(_: UIColor) on LabelView instead of .foregroundColor().")
    public func foregroundColor(_ color: Any) -> Self { fatalError("Unavailable") }

    @available(*, unavailable, message: "Use .color(_: UIColor) or .tintColor(_: UIColor) instead of .foregroundStyle().")
    public func foregroundStyle(_ style: Any) -> Self { fatalError("Unavailable") }
}

/// SwiftUI's Image: unavailable.
// construkt-api.md §1 (unavailable decoys Text, Image, Spacer)
public struct Image {
    @available(*, unavailable, message: "Do not use SwiftUI `Image`. Use `ImageView(UIImage(systemName:)!)` instead.")
    public init(systemName: String) { fatalError("Unavailable") }

    @available(*, unavailable, message: "Do not use SwiftUI `Image`. Use `ImageView` instead.")
    public init(_ name: String) { fatalError("Unavailable") }
}

/// SwiftUI's Text: unavailable.
// construkt-api.md §1 (unavailable decoys Text, Image, Spacer)
public struct Text {
    @available(*, unavailable, message: "Do not use SwiftUI `Text`. Use `LabelView(\"String\")` instead.")
    public init(_ text: String) { fatalError("Unavailable") }
}

/// SwiftUI's Spacer: unavailable.
// construkt-api.md §1 (unavailable decoys Text, Image, Spacer)
public struct Spacer {
    @available(*, unavailable, message: "Do not use SwiftUI `Spacer`. Use `SpacerView()` instead.")
    public init(minLength: CGFloat? = nil) { fatalError("Unavailable") }
}
