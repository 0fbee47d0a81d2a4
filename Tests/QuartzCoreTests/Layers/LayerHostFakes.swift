import Foundation
import QuartzCore

/// A layer host with no window behind it: QuartzCore's layers, animations and
/// display links need only what `CALayerHost` says.
final class FakeLayerHost: CALayerHost {
    let runLoop = WindowRunLoop()
    let layerAnimator = LayerAnimator()
    var freeLayersNeedPass = false
    var displayLinks: [CADisplayLink] = []
    var maximumFramesPerSecond = 120
    private(set) var displayRequests = 0

    init() { layerAnimator.runLoop = runLoop }

    func setNeedsDisplay() { displayRequests += 1 }
    var canSnapshotLayers: Bool { false }
    func snapshot(ofLayer layer: CALayer) -> CGImage? { nil }

    /// One frame at `time`: the clock, the display links, the explicit animations.
    func frame(at time: TimeInterval) {
        runLoop.advance(to: time)
        for link in displayLinks where !link.isPaused { link.fire(at: runLoop.now) }
        layerAnimator.tick(at: runLoop.now)
        runLoop.runDueWork()
    }
}

/// An owner that records what its layer forwards, as a view takes it.
final class FakeLayerOwner: CALayerOwner {
    private let host: FakeLayerHost?
    var isHiddenForLayer = false
    var masksToBoundsForLayer = false
    var layerNeedsLayout = false
    private(set) var calls: [String] = []

    init(host: FakeLayerHost?) { self.host = host }

    var layerHost: (any CALayerHost)? { host }
    func setLayerBounds(_ bounds: CGRect) { calls.append("bounds \(bounds.width)x\(bounds.height)") }
    func setLayerPosition(_ position: CGPoint) { calls.append("position \(position.x),\(position.y)") }
    func setLayerFrame(_ frame: CGRect) { calls.append("frame \(frame.minX),\(frame.minY) \(frame.width)x\(frame.height)") }
    func setLayerTransform(_ transform: CGAffineTransform) { calls.append("transform \(transform.a)") }
    func setLayerOpacity(_ opacity: CGFloat) { calls.append("opacity \(opacity)") }
    func setLayerBackgroundColor(_ color: CGColor?) { calls.append("background \(color == .black ? "black" : "other")") }
    func setLayerCornerRadius(_ radius: CGFloat) { calls.append("cornerRadius \(radius)") }
    func layerNeedsRedraw() { calls.append("redraw") }
    func layerSetNeedsLayout() { calls.append("setNeedsLayout") }
    func layerLayoutIfNeeded() { calls.append("layoutIfNeeded") }
    func removeFromParent(ifLayerOf superlayer: CALayer?) -> Bool { calls.append("removeFromParent"); return true }
    /// An owned layer has no implicit animations (a view answers `NSNull`).
    func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
}

/// A colour whose value changes, as a dynamic colour does with the traits it is drawn with.
final class ShiftingLayerColor: CALayerColor {
    var current: CGColor
    init(_ current: CGColor) { self.current = current }
    var resolvedCGColor: CGColor { current }
    func isSameLayerColor(as other: any CALayerColor) -> Bool { other === self }
}
