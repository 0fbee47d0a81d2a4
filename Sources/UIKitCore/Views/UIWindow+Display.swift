import Foundation

/// What a host tells the window when the display under it changes (our extension: on
/// iOS the screen never changes under a window; on a desktop the window moves between
/// monitors of other densities and refresh rates).
extension UIWindow {
    /// The window is now shown at `scale` device pixels per point (it moved to a denser
    /// or sparser monitor, or the desktop's scale changed). Its size in points stays;
    /// everything is laid out and drawn again at the new scale.
    public func screenScaleDidChange(to scale: CGFloat) {
        guard scale > 0, scale != screen.scale else { return }
        screen.scale = scale
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.setNeedsLayout()
            view.setNeedsDisplay()
            stack += view.subviews
        }
    }

    /// The display now refreshes `framesPerSecond` times a second: animations and
    /// `CADisplayLink`s step at that rate.
    public func screenRefreshRateDidChange(to framesPerSecond: Int) {
        screen.maximumFramesPerSecond = max(1, framesPerSecond)
    }
}
