/// A one-line text input. A test types by setting `text` and sending `.editingChanged`.
open class UITextField: UIControl {
    private var storedText = ""

    /// Never nil when read: setting nil gives "", as in UIKit.
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }

    /// Setting it replaces `attributedPlaceholder` with plain text, as in UIKit.
    open var placeholder: String? {
        didSet { storedAttributedPlaceholder = placeholder.map { NSAttributedString(string: $0) } }
    }
    private var storedAttributedPlaceholder: NSAttributedString?
    /// The placeholder with its attributes; setting it sets `placeholder` to its text.
    open var attributedPlaceholder: NSAttributedString? {
        get { storedAttributedPlaceholder }
        set {
            placeholder = newValue?.string
            storedAttributedPlaceholder = newValue
        }
    }
    open var font: UIFont? = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor? = UIColor.label
    open var textAlignment: NSTextAlignment = .natural
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var isSecureTextEntry = false
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType!
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
}
