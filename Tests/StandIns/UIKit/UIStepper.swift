/// A plus/minus value control.
open class UIStepper: UIControl {
    open var value: Double = 0
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
    open var autorepeat = true
    open var wraps = false
    open var isContinuous = true
}
