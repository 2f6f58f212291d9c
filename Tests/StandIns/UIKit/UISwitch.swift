/// An on/off switch. A test flips it with `setOn(_:animated:)` and `.valueChanged`.
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?

    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}
