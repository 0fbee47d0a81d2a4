import Foundation

/// UIKit's view transitions: `transition(with:...)` animates a change of a
/// view's content, `transition(from:to:...)` swaps one view for another.
///
/// Cross dissolves between two views are real (both are on screen, one fading
/// in over the other). A change inside one view has no snapshot of the old
/// content to blend with here, so it dips: the old content fades out over the
/// first half, the change is made, the new content fades in. Flips are drawn in
/// 2D: the old content narrows to its centre line over the first half (or
/// flattens, for top and bottom), the new one widens back; curls dissolve.
/// `completion` gets true once the whole transition ran.
extension UIView {
    /// The kind of transition the options ask for (bits 20-23), if any.
    enum TransitionKind {
        case dissolve, flipHorizontal, flipVertical

        init?(_ options: AnimationOptions) {
            switch (options.rawValue >> 20) & 0xF {
            case 1, 2: self = .flipHorizontal
            case 6, 7: self = .flipVertical
            case 3, 4, 5: self = .dissolve
            default: return nil
            }
        }

        /// The transform of the first half's end (a flip seen edge-on).
        var edgeOn: CGAffineTransform {
            switch self {
            case .flipHorizontal: return CGAffineTransform(scaleX: 0.001, y: 1)
            case .flipVertical: return CGAffineTransform(scaleX: 1, y: 0.001)
            case .dissolve: return .identity
            }
        }
    }

    /// Animates the changes `animations` makes to `view`'s content with the
    /// transition in `options`, as in UIKit (see the type's notes).
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard let kind = TransitionKind(options), duration > 0 else {
            animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: completion)
            return
        }
        let half = duration / 2
        let alpha = view.alpha, transform = view.transform
        animate(withDuration: half, delay: 0, options: options, animations: {
            if kind == .dissolve { view.alpha = 0 } else { view.transform = kind.edgeOn.concatenating(transform) }
        }, completion: { _ in
            performWithoutAnimation { animations?() }
            animate(withDuration: half, delay: 0, options: options, animations: {
                view.alpha = alpha
                view.transform = transform
            }, completion: completion)
        })
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview with the
    /// transition in `options`, as in UIKit: `fromView` is removed at the end,
    /// or hidden (and `toView` shown) with `.showHideTransitionViews`.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let showHide = options.contains(.showHideTransitionViews)
        if !showHide, toView.superview == nil, let superview = fromView.superview {
            superview.insertSubview(toView, aboveSubview: fromView)
        }
        toView.isHidden = false
        let finish = { (finished: Bool) in
            if showHide { fromView.isHidden = true } else { fromView.removeFromSuperview() }
            completion?(finished)
        }
        guard let kind = TransitionKind(options), duration > 0 else {
            finish(true)
            return
        }
        let fromAlpha = fromView.alpha, toAlpha = toView.alpha
        let fromTransform = fromView.transform, toTransform = toView.transform
        if kind == .dissolve {
            performWithoutAnimation { toView.alpha = 0 }
            animate(withDuration: duration, delay: 0, options: options, animations: {
                toView.alpha = toAlpha
                fromView.alpha = 0
            }, completion: { finished in
                fromView.alpha = fromAlpha
                finish(finished)
            })
            return
        }
        let half = duration / 2
        performWithoutAnimation { toView.isHidden = true }
        animate(withDuration: half, delay: 0, options: options, animations: {
            fromView.transform = kind.edgeOn.concatenating(fromTransform)
        }, completion: { _ in
            performWithoutAnimation {
                fromView.isHidden = true
                fromView.transform = fromTransform
                toView.isHidden = false
                toView.transform = kind.edgeOn.concatenating(toTransform)
            }
            animate(withDuration: half, delay: 0, options: options, animations: {
                toView.transform = toTransform
            }, completion: { finished in
                if !showHide { fromView.isHidden = false }
                finish(finished)
            })
        })
    }
}
