import Foundation

/// Runs a window's view animations on the window's clock and writes their
/// in-flight values into `layer.presentationState`.
public final class ViewAnimationEngine {
    init() {}

    /// Whether `property` of `view` is being animated now.
    public func isAnimating(_ view: UIView, _ property: AnimatableProperty) -> Bool { false }

    /// Whether any animation is running (the host keeps producing frames).
    public var isRunning: Bool { false }

    /// Advances every animation to `time`.
    func tick(at time: TimeInterval) {}
}

/// Collects the property changes made inside a `UIView.animate` block.
final class AnimationRecording {
    static var current: AnimationRecording? { nil }
    func record(view: UIView, property: AnimatableProperty, from old: LayerState) {}
}
