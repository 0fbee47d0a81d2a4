import Foundation

/// Decides whether gesture recognizers may begin and recognize together, as in UIKit.
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf other: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf other: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

/// The base of all gesture recognizers: a state machine fed with touches, as in UIKit.
///
/// Linux has no Objective-C selectors, so actions are closures: pass one to the
/// initializer or to `addTarget(_:)`. They run on every transition to began,
/// changed, ended (recognized) and cancelled. It is an `NSObject`, as in UIKit
/// (`==` and hashing by identity, `isKind(of:)`).
open class UIGestureRecognizer: NSObject {
    public enum State: Int, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
        public var description: String {
            ["possible", "began", "changed", "ended", "cancelled", "failed"][rawValue]
        }
        var isActive: Bool { self == .began || self == .changed }
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    public internal(set) weak var view: UIView?
    public weak var delegate: UIGestureRecognizerDelegate?
    public var name: String?
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    public var isEnabled = true {
        didSet {
            if !isEnabled && oldValue {
                if storedState.isActive { transition(to: .cancelled) } else if storedState == .possible && !trackedTouches.isEmpty { transition(to: .failed) }
            }
        }
    }

    var storedState: State = .possible
    var actions: [(UIGestureRecognizer) -> Void] = []
    var failureRequirements: [WeakGestureRecognizer] = []
    /// Touches this recognizer is tracking (the primary button's touch, here).
    public internal(set) var trackedTouches: [UITouch] = []
    /// A requested recognition waiting for the recognizers it requires to fail.
    var pendingState: State?
    /// Still possible after its touch ended because it needs another one (a
    /// multi-tap between taps): the arena keeps it, undecided, for the next touch.
    var awaitsAnotherTouch = false

    public override init() { super.init() }

    /// UIKit's closure-free spelling is `init(target:action:)`; here the action is a closure.
    public init(handler: @escaping (UIGestureRecognizer) -> Void) {
        super.init()
        actions.append(handler)
    }

    /// Adds an action, run on each state change that UIKit reports to targets.
    public func addTarget(_ handler: @escaping (UIGestureRecognizer) -> Void) { actions.append(handler) }

    public func removeAllTargets() { actions.removeAll() }

    /// The current state. Subclasses set it from their touch handlers; the window's
    /// gesture arena checks the delegate, failure requirements and conflicts first.
    public var state: State {
        get { storedState }
        set { transition(to: newValue) }
    }

    func transition(to newState: State) {
        if let arena = view?.window?.gestureArena {
            arena.requestTransition(self, to: newState)
        } else {
            setStateDirectly(newState)
        }
    }

    /// Changes the state and runs the actions, without any arbitration.
    func setStateDirectly(_ newState: State) {
        storedState = newState
        if newState != .possible && newState != .failed {
            for action in actions { action(self) }
        }
    }

    /// This recognizer waits until `other` fails before it may recognize.
    public func require(toFail other: UIGestureRecognizer) {
        failureRequirements.append(WeakGestureRecognizer(other))
    }

    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let touch = trackedTouches.first else { return lastLocationInWindow.map { view?.convert($0, from: nil) ?? $0 } ?? .zero }
        return touch.location(in: view)
    }
    var lastLocationInWindow: CGPoint?

    public func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
        trackedTouches.indices.contains(index) ? trackedTouches[index].location(in: view) : .zero
    }

    /// Returns to `.possible` and clears per-gesture data; subclasses override and call super.
    open func reset() {
        trackedTouches.removeAll()
        pendingState = nil
        awaitsAnotherTouch = false
    }

    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by other: UIGestureRecognizer) -> Bool { false }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if storedState.isActive { state = .cancelled } else if storedState == .possible { state = .failed }
    }
}

/// A weak reference, so failure requirements do not keep recognizers alive.
struct WeakGestureRecognizer {
    weak var value: UIGestureRecognizer?
    init(_ value: UIGestureRecognizer) { self.value = value }
}
