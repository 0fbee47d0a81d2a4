import Foundation

/// Hears what a window tells its screen reader (the AT-SPI bridge adopts it).
public protocol WindowAccessibilityObserver: AnyObject {
    /// An app (or the toolkit) posted `notification` with `argument`.
    func windowAccessibility(_ accessibility: WindowAccessibility, didPost notification: UIAccessibility.Notification,
                             argument: Any?)
}

/// A window's accessibility state (our extension; UIKit keeps it process-wide):
/// who listens (the bridge), whether a screen reader runs, the ids of the
/// objects the bridge has shown, and whether the tree may have changed.
public final class WindowAccessibility {
    /// The bridge, when one is attached.
    public weak var observer: WindowAccessibilityObserver?
    /// Whether a screen reader listens (the bridge keeps it current); its
    /// changes post `UIAccessibility.voiceOverStatusDidChangeNotification`.
    public var isScreenReaderRunning = false {
        didSet {
            guard isScreenReaderRunning != oldValue else { return }
            NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        }
    }
    /// The window's name for screen readers (the host sets its title here).
    public var title: String? { didSet { setNeedsUpdate() } }
    /// Whether something may have changed since the bridge last compared the tree.
    public private(set) var needsUpdate = true
    /// Called when `needsUpdate` becomes true (hosts wake up on it).
    public var onNeedsUpdate: (() -> Void)?

    unowned let window: UIWindow
    private var nextID = 1
    private var objects: [Int: WeakResponder] = [:]

    init(window: UIWindow) { self.window = window }

    /// Posts `notification` to the observer, as `UIAccessibility.post` does.
    public func post(_ notification: UIAccessibility.Notification, argument: Any?) {
        setNeedsUpdate()
        observer?.windowAccessibility(self, didPost: notification, argument: argument)
    }

    public func setNeedsUpdate() {
        guard !needsUpdate else { return }
        needsUpdate = true
        onNeedsUpdate?()
    }

    /// The bridge compared the tree.
    public func didUpdate() { needsUpdate = false }

    /// The object with that id, if it is still alive.
    public func node(withID id: Int) -> AccessibleNode? {
        if id == window.accessibleID { return window }
        return objects[id]?.object
    }

    /// Gives `object` its id on first use.
    func id(for object: UIResponder) -> Int {
        if object.accessibilityStorage.nodeID != 0 { return object.accessibilityStorage.nodeID }
        let id = nextID
        nextID += 1
        object.accessibilityStorage.nodeID = id
        objects[id] = WeakResponder(object: object)
        if objects.count > 64 && objects.count.isMultiple(of: 64) { objects = objects.filter { $0.value.object != nil } }
        return id
    }
}

private struct WeakResponder {
    weak var object: UIResponder?
}
