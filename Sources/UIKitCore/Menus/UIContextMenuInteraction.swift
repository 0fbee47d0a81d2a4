import Foundation

/// What a context menu shows: its menu, made when it opens, as in UIKit (iOS 13).
/// Previews are not shown (`previewProvider` is kept but not called).
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
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
}

/// A context menu for a view, as in UIKit (iOS 13). iOS opens it with a long
/// press; here a secondary (right) click opens it at the pointer
/// (`UIWindow.secondaryClick(at:timestamp:)`), as iPadOS does with a mouse. The
/// menu is drawn as every menu is (`MenuCardView`); there is no preview and
/// nothing behind is blurred.
open class UIContextMenuInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    public private(set) weak var view: UIView?
    /// Where the open menu was asked for, in window points.
    private var location: CGPoint?
    private var configuration: UIContextMenuConfiguration?

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }

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

    /// Opens the menu for a secondary click at `point` (window points); false when
    /// the delegate gives no configuration or the configuration no menu.
    func open(at point: CGPoint) -> Bool {
        guard let view, let window = view.window, let delegate else { return false }
        location = point
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: view.convert(point, from: nil)),
              let menu = configuration.actionProvider?([]) else {
            location = nil
            return false
        }
        self.configuration = configuration
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil)
        let overlay = window.presentMenu(menu, from: CGRect(origin: point, size: .zero), sender: self) as? MenuOverlayView
        overlay?.onDismiss = { [weak self] in
            guard let self, let configuration = self.configuration else { return }
            self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: nil)
            self.configuration = nil
        }
        return true
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
