import UIKit

/// A UIStepper over a Double range. ⚠ `Stepper(value: $x, in:)` does not compile: two-way is
/// `.value(_:)`.
// construkt-api.md §3
public struct Stepper: ModifiableView {
    public let modifiableView = Modified(_StepperView())

    public init(value: Double = 0, in range: ClosedRange<Double> = 0...100, step: Double = 1) {
        modifiableView.minimumValue = range.lowerBound
        modifiableView.maximumValue = range.upperBound
        modifiableView.stepValue = step
        modifiableView.value = value
    }

    /// Two-way: the stepper follows the binding, and user changes (`.valueChanged`) write it.
    public func value<B: MutableViewBinding>(_ binding: B) -> Self where B.Value == Double {
        modifiableView.value = binding.wrappedValue
        binding.observe(on: .main) { [weak modifiableView] newValue in
            if modifiableView?.value != newValue {
                modifiableView?.value = newValue
            }
        }
        .store(in: modifiableView.cancelBag)
        modifiableView.addAction(UIAction { action in
            guard let view = action.sender as? _StepperView else { return }
            var bound = binding
            bound.wrappedValue = view.value
        }, for: .valueChanged)
        return self
    }

    public func autorepeat(_ autorepeat: Bool) -> Self {
        modifiableView.autorepeat = autorepeat
        return self
    }

    public func wraps(_ wraps: Bool) -> Self {
        modifiableView.wraps = wraps
        return self
    }

    public func isContinuous(_ isContinuous: Bool) -> Self {
        modifiableView.isContinuous = isContinuous
        return self
    }
}

/// Stepper's UIStepper.
// construkt-api.md §3
public class _StepperView: UIStepper {}
