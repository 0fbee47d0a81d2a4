import Foundation

/// The status bar's look, as in UIKit. There is no status bar on Linux: the
/// styles are accepted and resolved (`UIStatusBarManager` reports what iOS
/// would show), never drawn.
public enum UIStatusBarStyle: Int {
    case `default` = 0, lightContent = 1, darkContent = 3
}

/// How a status bar change animates, as in UIKit (accepted).
public enum UIStatusBarAnimation: Int {
    case none, fade, slide
}

/// The status bar's geometry and state, as in UIKit (iOS 13+).
///
/// The bar covers the top of the scene's key window's safe area: `statusBarFrame`
/// spans the window's width and the safe area's top inset, and is `.zero` when
/// that inset is 0, as on iOS with the bar hidden. A desktop window's safe area
/// has no top inset, so nothing is drawn and code that pads by the bar's height
/// pads by 0.
/// `statusBarStyle` and `prefersHidden` report what iOS would show: the
/// answer of the controller UIKit asks (see `UIViewController.statusBarController`).
open class UIStatusBarManager: NSObject {
    weak var scene: UIWindowScene?
    /// Bumped by every `setNeedsStatusBarAppearanceUpdate()` in the scene.
    public internal(set) var appearanceUpdateCount = 0

    /// The bar's frame in screen coordinates (see the type's notes).
    public var statusBarFrame: CGRect {
        guard let window = scene?.keyWindow ?? scene?.windows.first else { return .zero }
        let top = window.safeAreaInsets.top
        return top > 0 ? CGRect(x: 0, y: 0, width: window.bounds.width, height: top) : .zero
    }
    public var isStatusBarHidden: Bool { statusBarFrame.height == 0 }

    /// The style the controller in charge prefers (`.default` with no window).
    public var statusBarStyle: UIStatusBarStyle {
        controllerInCharge.map { $0.childForStatusBarStyleResolved.preferredStatusBarStyle } ?? .default
    }

    /// Whether the controller in charge asks for the bar to be hidden (our extension).
    public var prefersHidden: Bool {
        controllerInCharge.map { $0.childForStatusBarHiddenResolved.prefersStatusBarHidden } ?? false
    }

    private var controllerInCharge: UIViewController? {
        scene?.keyWindow?.rootViewController?.statusBarController
    }
}

extension UIViewController {
    /// The controller UIKit asks about the status bar: the frontmost presented
    /// controller that covers the screen or captures the status bar appearance,
    /// else this one.
    var statusBarController: UIViewController {
        var chosen: UIViewController = self
        var controller = self
        while let presented = controller.presentedViewController {
            let style = presented.modalPresentationStyle.resolved
            if presented.modalPresentationCapturesStatusBarAppearance || style == .fullScreen || style == .overFullScreen {
                chosen = presented
            }
            controller = presented
        }
        return chosen
    }

    var childForStatusBarStyleResolved: UIViewController {
        childForStatusBarStyle?.childForStatusBarStyleResolved ?? self
    }

    var childForStatusBarHiddenResolved: UIViewController {
        childForStatusBarHidden?.childForStatusBarHiddenResolved ?? self
    }
}
