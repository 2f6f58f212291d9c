import UIKit

/// Multi-line text. ⚠ `TextEditor(text: $x)` does not compile: two-way is `.text(_:)`.
// construkt-api.md §3
public struct TextEditor: ModifiableView {
    public let modifiableView = Modified(_TextEditorView())

    public init(text: String = "") {
        modifiableView.text = text
    }

    /// Two-way: the view follows the binding; edits (UITextViewDelegate's `textViewDidChange`)
    /// write it.
    public func text<B: MutableViewBinding>(_ binding: B) -> TextEditor where B.Value == String {
        let view = modifiableView
        binding.observe(on: .main) { [weak view] value in
            if view?.text != value { view?.text = value }
        }
        .store(in: view.cancelBag)
        view.onTextChange = { text in
            var mutableBinding = binding
            mutableBinding.wrappedValue = text
        }
        return self
    }

    public func isEditable(_ value: Bool) -> TextEditor {
        modifiableView.isEditable = value
        return self
    }

    public func isSelectable(_ value: Bool) -> TextEditor {
        modifiableView.isSelectable = value
        return self
    }

    public func isScrollEnabled(_ value: Bool) -> TextEditor {
        modifiableView.isScrollEnabled = value
        return self
    }
}

/// TextEditor's UITextView, its own delegate.
// construkt-api.md §3
public class _TextEditorView: UITextView, UITextViewDelegate {
    var onTextChange: ((String) -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
    }

    public func textViewDidChange(_ textView: UITextView) {
        onTextChange?(textView.text ?? "")
    }
}
