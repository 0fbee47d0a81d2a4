import Foundation

/// One finger on the screen; here, the primary mouse button while it is down.
public final class UITouch: Hashable {
    public enum Phase: Int { case began, moved, stationary, ended, cancelled }
    public enum TouchType: Int { case direct, indirect, pencil, indirectPointer }

    public internal(set) var phase: Phase
    /// Seconds on the host's clock, from the X server's event time in a window.
    public internal(set) var timestamp: TimeInterval
    public internal(set) var tapCount: Int
    public let type: TouchType = .indirectPointer
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    /// The recognizers receiving the touch (optional, as in UIKit).
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers }
    /// The recognizers the window delivers the touch to.
    var recognizers: [UIGestureRecognizer] = []

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// Set once a recognizer cancelled the touch for its view.
    var isCancelledForView = false
    /// Phases withheld from the view while a `delaysTouchesBegan` recognizer decides.
    var delayedBegan = false

    init(location: CGPoint, timestamp: TimeInterval, tapCount: Int, window: UIWindow) {
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.window = window
    }

    /// The location in `view`'s coordinates (window coordinates when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An input event, as in UIKit.
open class UIEvent {
    public enum EventType: Int { case touches, motion, remoteControl, presses, scroll, hover }

    public let type: EventType
    public let timestamp: TimeInterval
    let touchSet: Set<UITouch>

    init(type: EventType, timestamp: TimeInterval, touches: Set<UITouch> = []) {
        self.type = type
        self.timestamp = timestamp
        self.touchSet = touches
    }

    public var allTouches: Set<UITouch>? { touchSet.isEmpty ? nil : touchSet }
    public func touches(for view: UIView) -> Set<UITouch>? {
        let found = touchSet.filter { $0.view === view }
        return found.isEmpty ? nil : found
    }
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        let found = touchSet.filter { $0.window === window }
        return found.isEmpty ? nil : found
    }
}

/// Wheel or touchpad scrolling (our extension; UIKit has no public scroll event on iOS).
public final class UIScrollWheelEvent: UIEvent {
    /// Points to move the content by: positive dy scrolls content up (shows what is below).
    public let delta: CGVector
    /// True for touchpad / XInput2 smooth deltas, false for wheel notches.
    public let isPrecise: Bool
    public let locationInWindow: CGPoint

    init(delta: CGVector, isPrecise: Bool, location: CGPoint, timestamp: TimeInterval) {
        self.delta = delta
        self.isPrecise = isPrecise
        self.locationInWindow = location
        super.init(type: .scroll, timestamp: timestamp)
    }
}
