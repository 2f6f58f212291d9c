/// A read-only text view.
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor! = UIColor.label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
}
