import Foundation

/// How a change animates, as SwiftUI's `Animation`: timing curves and springs,
/// run by our UIView animation engine.
public struct Animation: Equatable {
    enum Kind: Equatable {
        case curve(UIView.AnimationCurve, duration: TimeInterval)
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    }
    let kind: Kind
    var delay: TimeInterval = 0
    var speed: Double = 1

    /// SwiftUI's default since iOS 17: a smooth spring (response 0.5, no bounce).
    public static let `default` = Animation.spring(response: 0.5, dampingFraction: 1)
    public static let linear = Animation.linear(duration: 0.35)
    public static let easeIn = Animation.easeIn(duration: 0.35)
    public static let easeOut = Animation.easeOut(duration: 0.35)
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
    public static var spring: Animation { .spring(response: 0.5, dampingFraction: 0.825) }
    public static var bouncy: Animation { .spring(response: 0.5, dampingFraction: 0.7) }
    public static var smooth: Animation { .spring(response: 0.5, dampingFraction: 1) }
    public static var snappy: Animation { .spring(response: 0.5, dampingFraction: 0.85) }
    public static var interactiveSpring: Animation { .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25) }
    /// A quick spring for following a gesture (SwiftUI's defaults: response 0.15, damping 0.86, blend 0.25).
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    public static func linear(duration: TimeInterval) -> Animation { Animation(kind: .curve(.linear, duration: duration)) }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(kind: .curve(.easeIn, duration: duration)) }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(kind: .curve(.easeOut, duration: duration)) }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(kind: .curve(.easeInOut, duration: duration)) }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(kind: .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }
    /// A spring by its duration and bounce (iOS 17). `.spring()` with no arguments is
    /// the response/damping form above (this one is disfavoured, so the call is not ambiguous).
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        .spring(response: duration, dampingFraction: 1 - bounce, blendDuration: blendDuration)
    }
    public static func interpolatingSpring(stiffness: Double, damping: Double, mass: Double = 1, initialVelocity: Double = 0) -> Animation {
        let response = 2 * Double.pi / (stiffness / mass).squareRoot()
        let fraction = damping / (2 * (stiffness * mass).squareRoot())
        return .spring(response: response, dampingFraction: fraction)
    }

    public func delay(_ delay: TimeInterval) -> Animation { var copy = self; copy.delay += delay; return copy }
    public func speed(_ speed: Double) -> Animation { var copy = self; copy.speed = speed; return copy }

    /// How many times the animation plays (`repeatCount`, `repeatForever`): nil plays it once.
    var repeatCount: Int?
    /// Whether each repetition plays backwards after forwards.
    var autoreverses = true
    /// Whether it repeats for ever.
    var repeatsForever = false

    /// The animation played `repeatCount` times (backwards every other time with
    /// `autoreverses`), as SwiftUI's. Where we differ: our UIKit animation engine
    /// plays an animation once (UIKit's `.repeat` option is accepted, not run), so
    /// the change animates once to its end value, where a finished repetition ends too.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self; copy.repeatCount = repeatCount; copy.autoreverses = autoreverses; return copy
    }

    /// The animation repeated for ever (a spinner's turn), as SwiftUI's. Where we
    /// differ: it plays once (see `repeatCount(_:autoreverses:)`), so a headless host
    /// becomes idle when the first run ends.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self; copy.repeatsForever = true; copy.autoreverses = autoreverses; return copy
    }

    /// Runs `changes` as a UIKit animation with this timing.
    @MainActor
    func perform(_ changes: @escaping () -> Void) { perform(changes: changes, completion: nil) }

    /// Runs `changes` as a UIKit animation with this timing; `completion` runs when it ends.
    /// SwiftUI never stops touches while views animate, so the UIKit animation allows
    /// user interaction (without it, a button fading in after `withAnimation` took no
    /// click until its animation ended).
    @MainActor
    func perform(changes: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        switch kind {
        case .curve(let curve, let duration):
            let options: UIView.AnimationOptions
            switch curve {
            case .linear: options = .curveLinear
            case .easeIn: options = .curveEaseIn
            case .easeOut: options = .curveEaseOut
            default: options = .curveEaseInOut
            }
            UIView.animate(withDuration: duration / speed, delay: delay, options: [options, .beginFromCurrentState, .allowUserInteraction],
                           animations: changes, completion: completion)
        case .spring(let response, let dampingFraction, _):
            // UIKit's spring with the settling time SwiftUI's response gives.
            let duration = response * 1.5 / speed
            UIView.animate(withDuration: duration, delay: delay, usingSpringWithDamping: CGFloat(min(max(dampingFraction, 0.01), 1)),
                           initialSpringVelocity: 0, options: [.beginFromCurrentState, .allowUserInteraction], animations: changes, completion: completion)
        }
    }
}
