import Foundation

/// A per-frame callback synchronised with the host's frames, as in Core Animation.
///
/// Differences: the handler is a closure (no selectors on Linux), and a link is
/// added to a window (`add(to:)`) rather than to a run loop, because each window
/// owns its clock.
public final class CADisplayLink {
    private let handler: (CADisplayLink) -> Void
    public private(set) weak var window: UIWindow?
    /// The time of the frame being prepared (window clock, seconds).
    public private(set) var timestamp: TimeInterval = 0
    /// The time the next frame is expected.
    public private(set) var targetTimestamp: TimeInterval = 0
    public var duration: TimeInterval { 1 / Double(window?.screen.maximumFramesPerSecond ?? 60) }
    /// A paused link does not fire and does not keep the host producing frames.
    public var isPaused = false { didSet { if !isPaused { window?.setNeedsDisplay() } } }

    public init(_ handler: @escaping (CADisplayLink) -> Void) { self.handler = handler }

    /// Starts firing on every frame of `window`.
    public func add(to window: UIWindow) {
        invalidate()
        self.window = window
        window.displayLinks.append(self)
        window.setNeedsDisplay()
    }

    /// Stops firing for good.
    public func invalidate() {
        window?.displayLinks.removeAll { $0 === self }
        window = nil
    }

    func fire(at time: TimeInterval) {
        timestamp = time
        targetTimestamp = time + duration
        handler(self)
    }
}
