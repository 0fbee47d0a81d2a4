import Foundation

/// What a long-pressed context menu lifts above the window, as iOS does: the window
/// behind blurred (`.systemUltraThinMaterial`) and dimmed, and the preview (the
/// configuration's preview controller's view at its `preferredContentSize`, else a
/// snapshot of the pressed view, which needs the image codec the app entry installs) on
/// a rounded card where the view was, nudged inside
/// the window's margins. The menu opens beside the preview, over this view.
///
/// It fades in with the menu (0.25 s) and out when the menu goes (0.2 s).
final class ContextMenuPreviewView: UIView {
    static let cornerRadius: CGFloat = 13
    static let dimAlpha: CGFloat = 0.2
    static let margin: CGFloat = 16

    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
    let dim = UIView()
    /// The card holding the preview, in window points.
    let card = UIView()
    let previewController: UIViewController?

    init(window: UIWindow, source: UIView, previewController: UIViewController?) {
        self.previewController = previewController
        super.init(frame: window.bounds)
        accessibilityIdentifier = "context-menu-preview"
        isUserInteractionEnabled = false
        blur.frame = bounds
        dim.frame = bounds
        dim.backgroundColor = UIColor.black.withAlphaComponent(Self.dimAlpha)
        addSubview(blur)
        addSubview(dim)
        card.layer.cornerRadius = Self.cornerRadius
        card.clipsToBounds = true
        card.backgroundColor = .systemBackground
        addSubview(card)
        let sourceFrame = source.convert(source.bounds, to: nil)
        let content: UIView?
        var size = sourceFrame.size
        if let previewController {
            let preferred = previewController.preferredContentSize
            if preferred.width > 0 && preferred.height > 0 { size = preferred }
            content = previewController.view
        } else {
            // Without an image codec (UIKitCore alone) there is no snapshot: the card takes the view's colour.
            content = source.snapshotView(afterScreenUpdates: true)
            if content == nil, let colour = source.backgroundColor { card.backgroundColor = colour }
        }
        card.frame = Self.place(size: size, near: sourceFrame, in: window.bounds)
        if let content {
            content.frame = card.bounds
            card.addSubview(content)
        }
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    /// The preview's frame: centred on the source, kept `margin` inside the window (and no larger than it).
    static func place(size: CGSize, near source: CGRect, in bounds: CGRect) -> CGRect {
        let area = bounds.insetBy(dx: margin, dy: margin)
        let width = min(size.width, area.width), height = min(size.height, area.height)
        var x = source.midX - width / 2, y = source.midY - height / 2
        x = min(max(x, area.minX), area.maxX - width)
        y = min(max(y, area.minY), area.maxY - height)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    func show(in window: UIWindow) {
        window.addSubview(self)
        alpha = 0
        UIView.animate(withDuration: MenuOverlayView.openDuration) { [weak self] in self?.alpha = 1 }
    }

    func hide() {
        UIView.animate(withDuration: MenuOverlayView.closeDuration, delay: 0, options: [.curveEaseOut],
                       animations: { [weak self] in self?.alpha = 0 },
                       completion: { [weak self] _ in self?.removeFromSuperview() })
    }
}

/// How a context menu commits its preview, as UIKit's `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int {
    /// The preview goes with the menu.
    case dismiss
    /// The preview grows into what it opens (drawn here as `.dismiss`).
    case pop
}

/// The animator of a preview's commit, as UIKit's.
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The animator our context menus hand their delegates: animations added run with the
/// menu's fade; completions run once the menu (and preview) are gone.
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the added animations (over `duration`) and then the completions.
    func run(duration: TimeInterval) {
        let animations = self.animations, completions = self.completions
        self.animations = []
        self.completions = []
        guard !animations.isEmpty else { return completions.forEach { $0() } }
        UIView.animate(withDuration: duration, animations: { animations.forEach { $0() } },
                       completion: { _ in completions.forEach { $0() } })
    }
}
