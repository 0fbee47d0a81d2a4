import Foundation

/// Input in a scene of several shown windows, as UIKit routes it: the host's
/// window receives every event (`UIWindow+Input`) and hands it on here.
extension UIWindow {
    /// Where a touch at `location` (this window's points) goes: the topmost shown
    /// window, from the highest level down, that takes user interaction and whose
    /// `hitTest(_:with:)` returns a view, with the point in that window's
    /// coordinates. A window whose `hitTest` returns nil (a passthrough popup
    /// window outside its popup) passes the touch to the windows below. When none
    /// takes it, this window gets it with no view, as UIKit drops such a touch.
    ///
    /// Each window's `hitTest` runs once per touch, as in UIKit (popup libraries
    /// dismiss from their window's `hitTest` on a tap outside).
    func touchTarget(at location: CGPoint, timestamp: TimeInterval) -> (window: UIWindow, point: CGPoint, view: UIView?) {
        for window in windowsInStackingOrder.reversed() where window.takesTouches {
            let point = window.convertFromWindow(location, of: self)
            window.prepareForInput(at: timestamp)
            let event = UIEvent(type: .touches, timestamp: timestamp, touches: [])
            if let view = window.hitTest(point, with: event) { return (window, point, view) }
        }
        return (self, location, nil)
    }

    /// Whether a touch may go to the window at all: shown, opaque enough and taking interaction.
    private var takesTouches: Bool {
        !isHidden && isUserInteractionEnabled && layer.presented.alpha > 0.01
    }

    /// The pointer hovers at `location`: the topmost shown window whose frame holds
    /// it tracks the hover (our extension: iOS has no hovering pointer on iPhone).
    /// The hover looks through that window's subviews without calling the window's
    /// own `hitTest`, which iOS code writes for touches (a popup window dismisses
    /// from it); the windows below forget their hover.
    func routeHover(to location: CGPoint) {
        guard compositesOtherWindows else { return hoverChanged(to: location) }
        let stack = windowsInStackingOrder
        let target = stack.last { window in
            window.takesTouches && window.bounds.contains(window.convertFromWindow(location, of: self))
        } ?? self
        for window in stack where window !== target { window.clearHover() }
        if target === self {
            hoverChanged(to: location)
        } else {
            target.prepareForInput(at: runLoop.now)
            target.hoverChanged(to: target.convertFromWindow(location, of: self), usingWindowHitTest: false)
        }
    }

    /// The hover left this window: its hovered views hear it.
    func clearHover() {
        for old in hoveredChain {
            old.isHovered = false
            old.hoverStateDidChange(isHovered: false)
        }
        hoveredChain = []
    }

    /// The scene's key window when it is another window than this host window:
    /// key presses and typed text go there, as UIKit sends them to the key window.
    var sceneKeyWindowForKeys: UIWindow? {
        guard host != nil, !isKeyWindow, let key = windowScene?.keyWindow, key !== self, !key.isHidden,
              key.compositingWindow === self else { return nil }
        return key
    }

    /// The view under `point` by the default walk of the window's subviews (the
    /// window's own `hitTest` override left out, see `routeHover(to:)`).
    package func subviewHit(at point: CGPoint) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, bounds.contains(point) else { return nil }
        for subview in subviews.reversed() {
            let local = point.applying(subview.layer.presented.transformToSuperview.inverted())
            if let hit = subview.hitTest(local, with: nil) { return hit }
        }
        return self
    }
}
