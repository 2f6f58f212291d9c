/// A multi-line text view. A test types by setting `text` and calling the delegate's
/// `textViewDidChange(_:)`.
open class UITextView: UIScrollView {
    open weak var delegate: UITextViewDelegate?
    open var text: String! = ""
    open var font: UIFont? = UIFont.preferredFont(forTextStyle: .body)
    open var textColor: UIColor? = UIColor.label
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
}

/// What a text view tells its delegate.
@preconcurrency @MainActor
public protocol UITextViewDelegate: AnyObject {
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewDidChange(_ textView: UITextView) {}
}
