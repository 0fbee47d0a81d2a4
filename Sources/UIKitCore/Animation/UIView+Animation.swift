import Foundation

extension UIView {
    /// UIKit's `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear

        /// The Core Animation timing function of the curve.
        var timingCurve: CubicBezierTimingCurve {
            switch self {
            case .easeInOut: return .easeInEaseOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }

    /// UIKit's `UIView.AnimationOptions`, with UIKit's raw values.
    ///
    /// Honoured: the four curves, `.allowUserInteraction` and
    /// `.beginFromCurrentState` (always on here: every animation starts from
    /// the value on screen, like UIKit's additive animations since iOS 8).
    /// Accepted and ignored: `.repeat`, `.autoreverse` and the rest.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve selected by bits 16-17 (easeInOut when none is given).
        public var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 3)) ?? .easeInOut
        }
    }

    /// Animates the changes `animations` makes to animatable properties
    /// (`frame`, `bounds`, `center`, `transform`, `alpha`, `backgroundColor`,
    /// `layer.cornerRadius`) over `duration` seconds after `delay`, as UIKit.
    ///
    /// - The model values change at once (the getters return the new values);
    ///   `layer.presented` shows the in-flight values, which are drawn and
    ///   hit-tested. The start value is what is on screen, so interrupting an
    ///   animation continues smoothly from where it is.
    /// - A new animation of a property that is already animating replaces the
    ///   old one on that property, as UIKit does without additive animations:
    ///   an old animation left with no property gets `finished == false`.
    ///   (UIKit since iOS 8 adds the two and runs the old completion with
    ///   true at its end; we stop the old one, which looks the same from the
    ///   second animation's start and makes `finished` meaningful.)
    /// - `completion` runs exactly once: `true` at the end, `false` when the
    ///   animation was replaced or stopped. It runs on the window's run loop
    ///   after the frame, never inside the block or a frame.
    /// - Without `.allowUserInteraction`, the animated views get no touches
    ///   until the animation ends (hit-testing skips them), as in UIKit.
    /// - Duration and delay 0, or no view in a window, apply at once. With no
    ///   window (no run loop), `completion(true)` is called synchronously
    ///   after the block (UIKit would call it on the next run loop turn).
    /// - Inside `ViewAnimationEngine.captureAnimations`, the animation joins
    ///   the paused group instead of running.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let timing = AnimationTiming.cubic(options.curve.timingCurve, duration: duration)
        runAnimations(timing: timing, delay: delay, options: options,
                      animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no
    /// delay and the default options (ease in, ease out).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no
    /// delay, the default options and no completion.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// UIKit's spring animation: the changes follow a spring of mass 1 whose
    /// damping ratio is `dampingRatio` (clipped to 0.01...1) and whose
    /// stiffness makes the oscillation envelope fall to 1/1500 in `duration`
    /// (`Spring.uiViewAnimation`). `velocity` is normalised as in UIKit: the
    /// property starts moving at `velocity × distance` per second (distance =
    /// target - start), e.g. 0.5 for 100 pt/s with 200 pt to go.
    ///
    /// The motion is the closed form of physics.md §4 (`SpringSolution`); it
    /// ends at `duration` or when the spring has settled within 0.1 % of the
    /// distance if that is later, and then sits exactly on the target.
    /// Everything else is as in `animate(withDuration:delay:options:animations:completion:)`
    /// (the curve options are ignored, as in UIKit).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let timing: AnimationTiming
        if duration > 0 {
            let spring = Spring.uiViewAnimation(duration: duration, dampingRatio: dampingRatio)
            timing = .spring(spring, initialVelocity: CGVector(dx: velocity, dy: velocity),
                             minimumDuration: duration)
        } else {
            timing = .cubic(.linear, duration: 0)
        }
        runAnimations(timing: timing, delay: delay, options: options,
                      animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, even inside
    /// an animations block: its changes show at once, as in UIKit. (Like
    /// UIKit, it does not stop animations already running on the properties.)
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        _ = AnimationRecording.record(disabled: true, actionsWithoutAnimation)
    }

    /// Whether animations are enabled here (false inside `performWithoutAnimation`).
    public class var areAnimationsEnabled: Bool { animationsEnabledSetting && !(AnimationRecording.current?.isDisabled ?? false) }

    /// Records `animations` and hands the tracks to the window's engine.
    static func runAnimations(timing: AnimationTiming, delay: TimeInterval, options: AnimationOptions,
                              animations: () -> Void, completion: ((Bool) -> Void)?) {
        let recording = AnimationRecording.record(animations)
        run(recording.tracks, timing: timing, delay: delay, options: options, completion: completion)
    }

    /// Hands recorded tracks to their window's engine (see `runAnimations`).
    static func run(_ recordedTracks: [AnimationTrack], timing: AnimationTiming, delay: TimeInterval,
                    options: AnimationOptions, completion: ((Bool) -> Void)?) {
        guard let window = recordedTracks.first?.view.window else {
            completion?(true)
            return
        }
        // Views in another window (rare) change at once.
        let tracks = recordedTracks.filter { $0.view.window === window }
        let engine = window.animationEngine
        if let group = engine.capturingGroup {
            let animation = ViewAnimation(tracks: tracks, timing: timing, delay: delay,
                                          allowsUserInteraction: options.contains(.allowUserInteraction),
                                          completion: completion)
            group.capture(animation, runLoop: window.runLoop)
        } else if timing.duration + max(0, delay) <= 0 {
            engine.applyImmediately(tracks, runLoop: window.runLoop)
            if let completion { engine.schedule([{ completion(true) }]) }
        } else {
            let animation = ViewAnimation(tracks: tracks, timing: timing, delay: delay,
                                          allowsUserInteraction: options.contains(.allowUserInteraction),
                                          completion: completion)
            let timeline = BlockAnimationTimeline(animation: animation, beginTime: window.runLoop.now)
            engine.add(timeline, claiming: [animation], runLoop: window.runLoop)
        }
    }
}
