import Foundation

/// Collects the property changes made inside an animations block, as UIKit's
/// animation blocks do: the setter stores the model value at once and reports
/// the change here, and at the end of the block every change becomes a track
/// from the value on screen to the new model value.
///
/// `current` is the innermost block being run; it is nil outside every block,
/// so the stack never holds state between tests. Blocks nest (an inner
/// `UIView.animate` records its own changes); `performWithoutAnimation` pushes
/// a disabled recording that ignores changes.
final class AnimationRecording {
    // The only static state of the engine: non-empty only while a block runs
    // (the view system is single-threaded, like UIKit's main thread).
    nonisolated(unsafe) private static var stack: [AnimationRecording] = []

    /// The innermost animations block being run, or nil.
    static var current: AnimationRecording? { stack.last }

    /// Runs `body` with a new recording on top of the stack and returns it,
    /// its tracks ending at the model values the block set.
    static func record(disabled: Bool = false, _ body: () -> Void) -> AnimationRecording {
        let recording = AnimationRecording(isDisabled: disabled || !UIView.animationsEnabledSetting)
        stack.append(recording)
        defer {
            stack.removeLast()
            recording.captureTargets()
        }
        body()
        return recording
    }

    /// Whether changes are ignored (`performWithoutAnimation`).
    let isDisabled: Bool
    /// One track per (view, property) changed in the block, in order.
    private(set) var tracks: [AnimationTrack] = []

    private init(isDisabled: Bool) { self.isDisabled = isDisabled }

    /// Called by `UIView.setAnimatable` after the model changed; `old` is the
    /// model before the change. The track starts from what is on screen: the
    /// in-flight value when the property is animating, else the old model.
    func record(view: UIView, property: AnimatableProperty, from old: LayerState) {
        guard !isDisabled, !tracks.contains(where: { $0.view === view && $0.property == property }) else {
            return
        }
        var start = old
        if let engine = view.window?.animationEngine {
            engine.refresh()
            if engine.isAnimating(view, property), let presented = view.layer.presentationState {
                start.copy(property, from: presented)
            }
        }
        tracks.append(AnimationTrack(view: view, property: property, from: start, to: start))
    }

    private func captureTargets() {
        for track in tracks { track.to = track.view.layer.modelState }
        // A property set back to where it started has nothing to animate.
        tracks.removeAll { track in
            var end = track.from
            end.copy(track.property, from: track.to)
            return end == track.from
        }
    }
}
