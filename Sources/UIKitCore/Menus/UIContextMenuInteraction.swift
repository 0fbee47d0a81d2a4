import Foundation

/// What a context menu shows: its menu and its preview, both made when it opens, as in
/// UIKit (iOS 13). The preview shows when the menu opens with a long press.
open class UIContextMenuConfiguration: NSObject {
    public let identifier: NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    public init(identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}

public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// The animator a context menu's delegate gets, as in UIKit (nil here: the menu's
/// own fade is not joined by the delegate's animations).
public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// What a context menu asks and tells, as in UIKit (every method but the first has a default).
public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
    /// The preview was clicked: the menu closes; add completions to the animator to show
    /// what the preview stands for once it has gone.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionCommitAnimating) {}
}

/// A context menu for a view, as in UIKit (iOS 13): a press held for 0.5 s (on the
/// window's clock) without moving more than 10 points opens it, as iOS's long press.
/// The window behind is blurred and dimmed, the preview (the configuration's
/// `previewProvider`, else a snapshot of the view) lifted where the view was, and the
/// menu beside it. A click on the preview tells the delegate
/// `willPerformPreviewActionForMenuWith` and closes the menu; a click elsewhere or Escape
/// closes it. A secondary (right) click also opens the menu, at the pointer and without
/// a preview, as iPadOS does with a mouse (`UIWindow.secondaryClick(at:timestamp:)`).
open class UIContextMenuInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    public private(set) weak var view: UIView?
    /// Where the open menu was asked for, in window points.
    private var location: CGPoint?
    private var configuration: UIContextMenuConfiguration?
    private var animator: ContextMenuAnimator?
    /// The press-and-hold that opens the menu with its preview.
    let longPress = UILongPressGestureRecognizer()
    /// The lifted preview while a long-pressed menu is open.
    private(set) var previewView: ContextMenuPreviewView?

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        longPress.name = "UIContextMenuInteraction"
        longPress.addTarget { [weak self] recognizer in
            guard let self, recognizer.state == .began else { return }
            _ = self.open(at: recognizer.location(in: nil), lifted: true)
        }
    }

    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(longPress)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(longPress)
    }

    /// Where the menu was opened, in `view`'s coordinates, as in UIKit.
    open func location(in view: UIView?) -> CGPoint {
        guard let location else { return .zero }
        return view?.convert(location, from: nil) ?? location
    }

    /// Closes the menu this interaction opened, as in UIKit.
    open func dismissMenu() {
        guard let window = view?.window, configuration != nil else { return }
        window.dismissMenu()
    }

    /// Opens the menu for a press at `point` (window points): with `lifted` (a long press)
    /// the preview is lifted and the menu opens beside it, else at the point. False when
    /// the delegate gives no configuration or the configuration no menu.
    func open(at point: CGPoint, lifted: Bool = false) -> Bool {
        guard let view, let window = view.window, let delegate, configuration == nil else { return false }
        location = point
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: view.convert(point, from: nil)),
              let menu = configuration.actionProvider?([]) else {
            location = nil
            return false
        }
        self.configuration = configuration
        var anchor = CGRect(origin: point, size: .zero)
        if lifted {
            let preview = ContextMenuPreviewView(window: window, source: view, previewController: configuration.previewProvider?())
            preview.show(in: window)
            previewView = preview
            anchor = preview.card.frame
        }
        let animator = ContextMenuAnimator(previewViewController: previewView?.previewController)
        self.animator = animator
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.run(duration: MenuOverlayView.openDuration)
        let overlay = window.presentMenu(menu, from: anchor, sender: self) as? MenuOverlayView
        overlay?.onPressOutsideCard = { [weak self] point in self?.pressOutsideMenu(at: point) ?? false }
        overlay?.onDismiss = { [weak self] in self?.menuDidClose() }
        return true
    }

    /// A press outside the menu: on the lifted preview it commits the preview.
    private func pressOutsideMenu(at point: CGPoint) -> Bool {
        guard let preview = previewView, preview.card.frame.contains(point), let configuration, let window = view?.window else { return false }
        let commit = ContextMenuAnimator(previewViewController: preview.previewController)
        delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: commit)
        window.menuOverlay?.close { commit.run(duration: 0) }
        return true
    }

    private func menuDidClose() {
        previewView?.hide()
        previewView = nil
        guard let configuration else { return }
        let animator = ContextMenuAnimator(previewViewController: nil)
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        self.configuration = nil
        self.animator = nil
        animator.run(duration: 0)
    }
}
extension UIWindow {
    /// A secondary (right) click at `location` (our extension): the nearest view
    /// under it with a `UIContextMenuInteraction` (or a button with a menu) opens
    /// its menu there; otherwise nothing happens. A click while a menu is open
    /// closes that menu.
    public func secondaryClick(at location: CGPoint, timestamp: TimeInterval) {
        prepareForInput(at: timestamp)
        defer { finishInput() }
        if isIgnoringInteractionEvents || pointerTouch != nil { return }
        if let overlay = menuOverlay { return overlay.close() }
        var view = hitTest(location, with: nil)
        while let current = view {
            for case let interaction as UIContextMenuInteraction in current.interactions where interaction.open(at: location) { return }
            if let button = current as? UIButton, button.isEnabled, button.menu != nil { return button.showMenu() }
            view = current.superview
        }
    }
}
