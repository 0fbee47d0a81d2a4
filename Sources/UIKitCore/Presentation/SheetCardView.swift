import Foundation

/// The sheet's card: a soft shadow outside, and inside a clip with rounded top
/// corners holding the presented controller's view and the grabber.
final class SheetCardView: UIView {
    let clipView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        clipView.clipsToBounds = true
        clipView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(clipView)
        layer.shadowColor = .black
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: -1)
        // Dragged, the card only moves: composite it from one bitmap.
        layer.shouldRasterize = true
    }

    /// The card has no unsafe area: what it shows is laid out as at rest while it
    /// slides in, is dragged or leaves (an iOS sheet's content does not reflow as
    /// the card goes below the screen's edge). Without this the part below the
    /// window counted as unsafe, and content laid out during the slide-up (a
    /// SwiftUI sheet's first layout) kept that squeezed safe area: moving the card
    /// does not refresh its descendants' insets.
    override var safeAreaInsets: UIEdgeInsets { .zero }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    func setCornerRadius(_ radius: CGFloat, allCorners: Bool) {
        let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let corners: CACornerMask = allCorners ? top.union([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) : top
        clipView.layer.cornerRadius = radius
        clipView.layer.maskedCorners = corners
        layer.cornerRadius = radius
        layer.maskedCorners = corners
    }

    /// A material behind the presented view (a SwiftUI sheet's `presentationBackground(.regularMaterial)`):
    /// what is behind the card is blurred. The card is then drawn as it is, not
    /// composited from one bitmap (a bitmap of the card alone has no backdrop to blur).
    var backgroundEffect: UIVisualEffect? {
        didSet {
            if let effect = backgroundEffect {
                let view = backdropView ?? UIVisualEffectView(effect: effect)
                view.effect = effect
                view.frame = clipView.bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.isUserInteractionEnabled = false
                if view.superview !== clipView { clipView.insertSubview(view, at: 0) }
                backdropView = view
            } else {
                backdropView?.removeFromSuperview()
                backdropView = nil
            }
            layer.shouldRasterize = backgroundEffect == nil
        }
    }
    private(set) var backdropView: UIVisualEffectView?

    func install(content: UIView, grabber: UIView) {
        clipView.frame = bounds
        content.frame = clipView.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        clipView.addSubview(content)
        clipView.addSubview(grabber)
    }

    /// The card below its rounded corners, when the presented view is opaque and
    /// fills it: what the sheet hides of the presenter and the dimming is not drawn.
    override var opaqueRegion: CGRect? {
        guard layer.presented.alpha >= 1, let content = clipView.subviews.first(where: { $0 !== backdropView }), !content.isHidden,
              content.layer.presented.alpha >= 1, (content.backgroundColor?.alpha ?? 0) >= 1,
              content.transform.isIdentity, content.frame.contains(clipView.bounds) else { return nil }
        let radius = max(layer.cornerRadius, clipView.layer.cornerRadius)
        let bottom = layer.maskedCorners.contains(.layerMinXMaxYCorner) ? radius : 0
        return CGRect(x: bounds.minX, y: bounds.minY + radius, width: bounds.width,
                      height: max(0, bounds.height - radius - bottom))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        clipView.frame = bounds
        for subview in clipView.subviews where subview.autoresizingMask.contains(.flexibleWidth) {
            subview.frame = clipView.bounds
        }
    }
}

/// The presenting view while a sheet covers it: scaled down, rounded and darker,
/// with black behind it, as iOS 13+ does; restored exactly when the sheet goes.
final class PushedBackView {
    private weak var view: UIView?
    private weak var window: UIWindow?
    private let original: (transform: CGAffineTransform, radius: CGFloat, clips: Bool, corners: CACornerMask)
    private let originalRasterizes: Bool
    private let originalWindowColor: UIColor?

    init?(presenting: UIViewController, window: UIWindow?) {
        // A presenter that is itself a sheet pushes back its card, not its content.
        let target = (presenting.presentationControllerStorage as? UISheetPresentationController)?.cardView ?? presenting.viewIfLoaded
        guard let target, let window else { return nil }
        view = target
        self.window = window
        original = (target.transform, target.layer.cornerRadius, target.clipsToBounds, target.layer.maskedCorners)
        originalRasterizes = target.layer.shouldRasterize
        originalWindowColor = window.backgroundColor
    }

    func apply(progress: CGFloat) {
        guard let view else { return }
        let scale = 1 - (1 - UISheetPresentationController.pushedBackScale) * progress
        view.transform = progress == 0 ? original.transform : original.transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        if view is SheetCardView {
            // A pushed-back sheet keeps its own rounding.
        } else {
            view.layer.cornerRadius = progress == 0 ? original.radius : max(original.radius, UISheetPresentationController.systemCornerRadius * progress)
            view.layer.maskedCorners = progress == 0 ? original.corners
                : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            view.clipsToBounds = progress == 0 ? original.clips : true
        }
        window?.backgroundColor = progress == 0 ? originalWindowColor : .black
        // Under a sheet the presenter only moves as a whole (scales when pushed back):
        // composite it from one bitmap, as Core Animation does; a drag of the sheet then
        // redraws nothing but composites (the X server builds such frames itself).
        view.layer.shouldRasterize = true
    }

    func restore() {
        apply(progress: 0)
        view?.layer.shouldRasterize = originalRasterizes
    }
}

/// The sheet's standard presentation and programmatic dismissal: a spring on the
/// card's top edge, from off screen to the resting detent and back.
final class SheetTransitionAnimator: UIViewControllerAnimatedTransitioning {
    unowned let sheet: UISheetPresentationController
    let isPresenting: Bool

    init(sheet: UISheetPresentationController, isPresenting: Bool) {
        self.sheet = sheet
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        if isPresenting {
            container.addSubview(sheet.cardView)
            sheet.setSheetTop(sheet.dismissedTop)
        }
        let target = isPresenting ? sheet.restingTop : sheet.dismissedTop
        guard context.isAnimated, let window = container.window else {
            sheet.setSheetTop(target)
            context.completeTransition(true)
            return
        }
        let presenting = isPresenting
        // Reduce Motion: the card fades in place (at its detent, or where it is
        // when leaving) instead of sliding, as iOS cross-fades; dimming and
        // push-back follow the same spring.
        if window.application?.accessibilitySettings.isReduceMotionEnabled == true {
            sheet.crossFadeTop = isPresenting ? sheet.restingTop : sheet.sheetTop
            sheet.applyPosition()
        }
        sheet.motion.run(in: window, from: sheet.sheetTop, to: target, velocity: 0,
                         finishBeyond: isPresenting ? nil : sheet.dismissedTop,
                         destination: { [weak sheet] in
                             guard let sheet else { return target }
                             return presenting ? sheet.restingTop : sheet.dismissedTop
                         },
                         step: { [weak sheet] in sheet?.setSheetTop($0) },
                         done: { [weak sheet] in
                             if let sheet, sheet.crossFadeTop != nil {
                                 sheet.crossFadeTop = nil
                                 sheet.cardView.alpha = 1
                                 sheet.applyPosition()
                             }
                             context.completeTransition(!context.transitionWasCancelled)
                         })
    }
}
