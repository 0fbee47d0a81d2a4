import Foundation

/// A per-frame callback synchronised with the host's frames, as in Core Animation.
///
/// `CADisplayLink(target: self, selector: Self.step)` takes the selector as an
/// unapplied method (no selectors on Linux), or a closure; the link holds its
/// target strongly until `invalidate()`, as on iOS. `add(to: .main, forMode:
/// .common)` attaches it to the window of the main screen (each window owns its
/// clock); UIKit's `add(to: window)` names the window.
public final class CADisplayLink {
    private var handler: ((CADisplayLink) -> Void)?
    /// The host (UIKit's window) the link fires on.
    package private(set) weak var host: (any CALayerHost)?
    /// The time of the frame being prepared (window clock, seconds).
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time the next frame is expected.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames the link fires on (the screen's frame time, or
    /// the preferred rate's).
    public var duration: CFTimeInterval { 1 / Double(host?.maximumFramesPerSecond ?? 60) }
    /// A paused link does not fire and does not keep the host producing frames.
    public var isPaused = false { didSet { if !isPaused { host?.setNeedsDisplay() } } }
    /// At most this many calls a second (0: every turn of the window). The link
    /// skips turns that come sooner than 1/rate after the last call.
    public var preferredFramesPerSecond = 0
    /// The rate range asked for; its `preferred` rate (when set) acts as
    /// `preferredFramesPerSecond`.
    public var preferredFrameRateRange = CAFrameRateRange.default
    /// Frames between calls (deprecated in UIKit); 0 or 1 mean every frame.
    public var frameInterval = 1
    private var lastFire: CFTimeInterval?

    public init(_ handler: @escaping (CADisplayLink) -> Void) { self.handler = handler }

    /// UIKit's `init(target:selector:)` with the selector as an unapplied method
    /// taking the link (`selector: Self.step`).
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        self.init { link in selector(target)(link) }
    }

    /// The same with a method taking nothing (`selector: Self.tick`).
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        self.init { _ in selector(target)() }
    }

    /// The target/selector form with a closure for the selector.
    public convenience init(target: Any, selector: @escaping (CADisplayLink) -> Void) {
        self.init { link in
            withExtendedLifetime(target) { selector(link) }
        }
    }

    /// Starts firing on every frame of `host`.
    package func add(toHost host: any CALayerHost) {
        if let old = self.host { old.displayLinks.removeAll { $0 === self } }
        self.host = host
        host.displayLinks.append(self)
        host.setNeedsDisplay()
    }

    /// How `add(to:forMode:)` finds the main screen's host; UIKit installs it when it
    /// makes a window (QuartzCore knows no screen), and it answers nil before that.
    package static var mainHost: () -> (any CALayerHost)? = { nil }

    /// Starts firing on the frames of the main screen's window (the run loop and
    /// mode are accepted: every window turn runs in the main run loop's modes).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard let host = Self.mainHost() else { return }
        add(toHost: host)
    }

    /// Stops firing (the link can be added again).
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        host?.displayLinks.removeAll { $0 === self }
        host = nil
    }

    /// Stops firing for good and releases the target.
    public func invalidate() {
        host?.displayLinks.removeAll { $0 === self }
        host = nil
        handler = nil
    }

    package func fire(at time: TimeInterval) {
        let rate = preferredFrameRateRange.preferred.map(Int.init) ?? preferredFramesPerSecond
        let frameTime = duration
        let throttled = rate > 0 || frameInterval > 1
        let interval = rate > 0 ? 1 / Double(rate) : frameTime * Double(max(frameInterval, 1))
        // Unthrottled links fire on every turn the host makes (a real window also
        // turns on input, between display frames).
        if throttled, let lastFire, time - lastFire < interval - frameTime / 2 { return }
        lastFire = time
        timestamp = time
        targetTimestamp = time + interval
        handler?(self)
    }
}

/// A range of frame rates, as in Core Animation (iOS 15).
public struct CAFrameRateRange: Equatable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}
