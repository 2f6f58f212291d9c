import UIKit

/// A UISlider over a Float range. ⚠ `Slider(value: $x)` does not compile: two-way is `.value(_:)`.
// construkt-api.md §3
public struct Slider: ModifiableView {
    public let modifiableView = Modified(_SliderView())

    public init(value: Float = 0, in range: ClosedRange<Float> = 0...1) {
        modifiableView.minimumValue = range.lowerBound
        modifiableView.maximumValue = range.upperBound
        modifiableView.value = value
    }

    /// Two-way: the slider follows the binding, and user changes (`.valueChanged`) write it.
    public func value<B: MutableViewBinding>(_ binding: B) -> Self where B.Value == Float {
        modifiableView.value = binding.wrappedValue
        binding.observe(on: .main) { [weak modifiableView] newValue in
            if modifiableView?.value != newValue {
                modifiableView?.setValue(newValue, animated: true)
            }
        }
        .store(in: modifiableView.cancelBag)
        modifiableView.addAction(UIAction { action in
            guard let view = action.sender as? _SliderView else { return }
            var bound = binding
            bound.wrappedValue = view.value
        }, for: .valueChanged)
        return self
    }

    public func minimumTrackTintColor(_ color: UIColor) -> Self {
        modifiableView.minimumTrackTintColor = color
        return self
    }

    public func maximumTrackTintColor(_ color: UIColor) -> Self {
        modifiableView.maximumTrackTintColor = color
        return self
    }

    public func thumbTintColor(_ color: UIColor) -> Self {
        modifiableView.thumbTintColor = color
        return self
    }

    public func isContinuous(_ isContinuous: Bool) -> Self {
        modifiableView.isContinuous = isContinuous
        return self
    }
}

/// Slider's UISlider.
// construkt-api.md §3
public class _SliderView: UISlider {}
