import Foundation

/// A transition from one controller to another, as in UIKit.
///
/// There are no storyboards on Linux: segues are registered in code with
/// `addSegue(withIdentifier:kind:destination:)` on the source controller, then
/// `performSegue(withIdentifier:sender:)` runs them as UIKit does: it makes the
/// destination, calls the source's `prepare(for:sender:)`, then `perform()`.
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private let performHandler: (() -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// A segue that runs `performHandler` to perform, as in UIKit.
    public init(identifier: String?, source: UIViewController, destination: UIViewController,
                performHandler: @escaping () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    /// Performs the transition; the base class runs its perform handler, if any,
    /// as in UIKit (subclasses override it).
    open func perform() { performHandler?() }
}

extension UIStoryboardSegue {
    /// How a segue registered in code performs (a storyboard segue's kind).
    public enum Kind {
        /// Push onto the source's navigation controller, else present modally ("Show").
        case show
        /// Present modally, animated ("Present Modally").
        case presentModally
        /// A custom segue, made by the closure from the identifier, source and
        /// destination (its `perform()` decides), e.g. `.custom(FadeSegue.init)`.
        case custom((String?, UIViewController, UIViewController) -> UIStoryboardSegue)
    }
}

/// A segue registered on a controller in code.
struct RegisteredSegue {
    let kind: UIStoryboardSegue.Kind
    let destination: () -> UIViewController
}

extension UIViewController {
    /// Registers a segue from this controller (our extension, standing in for the
    /// storyboard): `destination` makes the destination controller each time.
    public func addSegue(withIdentifier identifier: String, kind: UIStoryboardSegue.Kind = .show,
                         destination: @escaping () -> UIViewController) {
        registeredSegues[identifier] = RegisteredSegue(kind: kind, destination: destination)
    }

    /// Runs the segue registered as `identifier`, as in UIKit: `prepare(for:sender:)`
    /// on this controller, then the segue's `perform()`. An unknown identifier is
    /// reported on stderr and nothing happens (UIKit raises an exception).
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let registered = registeredSegues[identifier] else {
            warn("\(type(of: self)) has no segue with identifier '\(identifier)'", in: viewIfLoaded?.window)
            return
        }
        let destination = registered.destination()
        let segue: UIStoryboardSegue
        switch registered.kind {
        case .show:
            segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination) { [unowned self] in
                if let navigation = self.navigationController {
                    navigation.pushViewController(destination, animated: true)
                } else {
                    self.present(destination, animated: true)
                }
            }
        case .presentModally:
            segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination) { [unowned self] in
                self.present(destination, animated: true)
            }
        case .custom(let make):
            segue = make(identifier, self, destination)
        }
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// What a storyboard control does when tapped (our extension): asks
    /// `shouldPerformSegue(withIdentifier:sender:)`, then performs. Returns whether it did.
    @discardableResult
    public func triggerSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return false }
        performSegue(withIdentifier: identifier, sender: sender)
        return registeredSegues[identifier] != nil
    }
}
