import Foundation
@testable import UIKitCore

/// Drives a bare `UIWindow` on a virtual clock at 60 frames per second, through
/// the same entry points the hosts use (a HeadlessHost without the drawing).
final class ScrollTestDriver {
    let window: UIWindow
    private(set) var now: TimeInterval = 0
    let frameDuration = 1.0 / 60

    init(size: CGSize = CGSize(width: 390, height: 844)) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.makeKeyAndVisible()
        window.processFrame(at: now)
    }

    func frame() { window.processFrame(at: now) }

    func advance(by seconds: TimeInterval) {
        let end = now + seconds
        while now < end - 1e-9 {
            now = min(end, now + frameDuration)
            frame()
        }
    }

    /// Frames until no display link or animation runs (at most `limit` seconds).
    func runUntilIdle(limit: TimeInterval = 30) {
        let deadline = now + limit
        frame()
        while now < deadline && (window.wantsAnimationFrames || (window.runLoop.nextDeadline.map { $0 <= now } ?? false)) {
            now += frameDuration
            frame()
        }
    }

    func down(_ point: CGPoint) { window.pointerDown(at: point, timestamp: now) }
    func move(_ point: CGPoint) { window.pointerMoved(to: point, timestamp: now) }
    func up(_ point: CGPoint) { window.pointerUp(at: point, timestamp: now) }

    /// Down, one evenly spaced move per frame, optional pause, up (as HeadlessHost.drag).
    func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval, pause: TimeInterval = 0) {
        down(start)
        let steps = max(1, Int((duration / frameDuration).rounded()))
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let f = CGFloat(step) / CGFloat(steps)
            move(CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        if pause > 0 { advance(by: pause) }
        up(end)
    }

    func click(_ point: CGPoint) {
        down(point)
        advance(by: 0.05)
        up(point)
    }

    func wheel(_ dy: CGFloat, at point: CGPoint, precise: Bool = false) {
        window.scrollWheel(by: CGVector(dx: 0, dy: dy), at: point, precise: precise, timestamp: now)
    }

    func key(_ usage: UIKeyboardHIDUsage) {
        let key = UIKey(keyCode: usage)
        window.key(key, isDown: true, timestamp: now)
        window.key(key, isDown: false, timestamp: now)
    }
}

/// Records the scroll view delegate calls, in order.
final class ScrollDelegateRecorder: UIScrollViewDelegate {
    var events: [String] = []
    var endVelocities: [CGPoint] = []
    var targets: [CGPoint] = []
    var targetOverride: CGPoint?
    /// The offset at each `scrollViewWillEndDragging`: where the release happened.
    var releaseOffsets: [CGPoint] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if events.last != "didScroll" { events.append("didScroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging")
        releaseOffsets.append(scrollView.contentOffset)
        endVelocities.append(velocity)
        targets.append(targetContentOffset.pointee)
        if let targetOverride { targetContentOffset.pointee = targetOverride }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
}

extension ScrollTestDriver {
    /// A 390×600 scroll view at the window's origin with `contentHeight` of content.
    func makeScrollView(contentHeight: CGFloat = 10_000, height: CGFloat = 600) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: height))
        scrollView.contentSize = CGSize(width: 390, height: contentHeight)
        window.addSubview(scrollView)
        frame()
        return scrollView
    }
}
