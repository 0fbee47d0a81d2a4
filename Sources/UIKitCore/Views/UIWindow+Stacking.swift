import Foundation

/// Several windows in one scene, as on iOS: a popup library's
/// `UIWindow(windowScene:)` at `windowLevel = .alert + 1` over the app's window.
///
/// A host (the X11 window, `HeadlessHost`) is attached to one window of the scene,
/// its *compositing window*. It draws every shown window of the scene into its one
/// surface, from the lowest `windowLevel` up (equal levels in the order they were
/// shown), each at its `frame` in the scene; it runs their frame turns with its own
/// (`processFrame(at:)`), and hands each touch to the topmost shown window whose
/// `hitTest` takes it (`UIWindow+SceneInput`).
///
/// As in UIKit, a window that joins a scene (`UIWindow(windowScene:)`, or
/// `UIWindow(frame:)` while an app launches) starts hidden until `isHidden = false`
/// or `makeKeyAndVisible()`. Where we differ: a window made outside any app
/// (`UIWindow(frame:screen:)`, a test's `UIWindow(frame:)`) starts shown, as it
/// did before windows stacked, since it is alone in a scene of its own.
extension UIWindow {
    /// The window of the scene whose host draws it and its companions: itself when
    /// it has a host, else the scene's hosted window, if any.
    public var compositingWindow: UIWindow? {
        if host != nil { return self }
        return windowScene?.windows.first { $0.host != nil }
    }

    /// The host that shows this window: its own, else its compositing window's
    /// (text is measured, the cursor set and the clipboard read through it).
    public var sceneHost: WindowHosting? { host ?? compositingWindow?.host }

    /// The other windows of the scene that this window's host composites (none
    /// unless this window has a host), in the order they joined.
    var companionWindows: [UIWindow] {
        guard host != nil, let scene = windowScene, scene.windowCount > 1 else { return [] }
        return scene.windows.filter { $0 !== self && $0.host == nil }
    }

    /// What the host draws, bottom to top: the scene's shown windows by level, and
    /// for equal levels in the order they were shown; always this window itself
    /// (the host's own) when it is not hidden (our extension; renderers call it).
    public var windowsInStackingOrder: [UIWindow] {
        let companions = companionWindows.filter { !$0.isHidden && $0.shownOrder != nil }
        guard !companions.isEmpty else { return [self] }
        return ([self] + companions).sorted { a, b in
            if a.windowLevel != b.windowLevel { return a.windowLevel < b.windowLevel }
            return (a.shownOrder ?? -1) < (b.shownOrder ?? -1)
        }
    }

    /// Whether the host draws more than this window (the X11 fast paths, made for
    /// one root layer, step aside then).
    public var compositesOtherWindows: Bool { windowsInStackingOrder.count > 1 }

    /// `point` in this window's coordinates, from `window`'s (both in one scene).
    func convertFromWindow(_ point: CGPoint, of window: UIWindow) -> CGPoint {
        guard window !== self else { return point }
        let from = window.layer.presented.frame.origin, to = layer.presented.frame.origin
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    /// Sets the window's place at start: a window joining a scene starts hidden, as
    /// in UIKit; one alone in a scene of its own starts shown.
    func joinStacking(startsHidden: Bool) {
        if let compositor = compositingWindow, compositor !== self {
            // Its clock starts at the host's time, so its animations start now.
            runLoop.advance(to: compositor.runLoop.now)
        }
        if startsHidden {
            isHidden = true
        } else {
            shownOrder = windowScene?.nextShownOrder()
        }
    }

    /// The window was shown or hidden.
    func visibilityDidChange() {
        if isHidden {
            if let touch = pointerTouch { pointerCancelled(timestamp: touch.timestamp) }
            if isKeyWindow, let next = windowScene?.topmostShownWindow(excluding: self) {
                next.makeKey()
            }
        } else {
            shownOrder = windowScene?.nextShownOrder()
        }
        stackingDidChange()
    }

    /// Something changed which windows the host draws or in what order: it draws
    /// the next frame (the damage walk repaints what a window covered or now covers).
    func stackingDidChange() {
        guard let compositor = compositingWindow, compositor !== self else { return }
        compositor.accessibility.setNeedsUpdate()
        compositor.setNeedsDisplay()
    }
}

extension UIWindowScene {
    /// How many windows the scene holds (dead references included: an upper bound).
    var windowCount: Int { windowStorageCount }

    /// The topmost shown window but `window`, if any.
    func topmostShownWindow(excluding window: UIWindow) -> UIWindow? {
        guard let compositor = window.compositingWindow ?? windows.first(where: { $0 !== window }) else { return nil }
        return compositor.windowsInStackingOrder.last { $0 !== window && !$0.isHidden }
    }
}

/// The windows of a scene in the accessible tree: the host's window is the frame
/// screen readers see, and the other shown windows are its last children, from
/// the lowest up, with ids from the host window's registry (one id space per host).
extension UIWindow {
    /// The registry that gives this window's objects their accessible ids.
    var accessibilityRegistry: WindowAccessibility {
        if host == nil, let compositor = compositingWindow, compositor !== self { return compositor.accessibility }
        return accessibility
    }

    /// The host's window, for a window it composites; nil for the root.
    var accessibleParentWindow: UIWindow? {
        guard host == nil, let compositor = compositingWindow, compositor !== self else { return nil }
        return compositor
    }

    /// The shown windows the host composites besides this one, lowest first.
    var accessibleCompanionWindows: [UIWindow] {
        guard host != nil else { return [] }
        return windowsInStackingOrder.filter { $0 !== self }
    }
}

extension UIWindow {
    /// The earliest time work is due in this window or a window it composites
    /// (hosts wake up for it, our extension; `runLoop.nextDeadline` is this window's).
    public var nextWorkDeadline: TimeInterval? {
        ([runLoop.nextDeadline] + companionWindows.map(\.runLoop.nextDeadline)).compactMap { $0 }.min()
    }
}
