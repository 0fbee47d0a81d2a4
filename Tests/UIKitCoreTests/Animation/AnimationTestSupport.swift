import XCTest
@testable import UIKitCore

/// A 400 × 400 window at time 0 holding `view`.
func makeAnimationWindow(with view: UIView) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.addSubview(view)
    window.processFrame(at: 0)
    return window
}

/// y of cubic-bezier(x1, y1, x2, y2) at x, by bisection to machine precision:
/// an independent reference for the engine's Newton solver.
func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func b(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if b(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return b(y1, y2, (low + high) / 2)
}

/// Records completion calls.
final class CompletionLog<Value> {
    private(set) var calls: [Value] = []
    func record(_ value: Value) { calls.append(value) }
}
