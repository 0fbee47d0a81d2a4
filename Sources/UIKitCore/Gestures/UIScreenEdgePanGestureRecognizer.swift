import Foundation

/// Edges of a rectangle, as in UIKit.
public struct UIRectEdge: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts near an edge of the window, as in UIKit (the interactive
/// "swipe from the left edge" of custom transitions).
///
/// UIKit measures from the screen's edge; here the window is the screen, and a
/// press counts when it lands within `edgeWidth` points of one of `edges` (our
/// extension; about what UIKit accepts for a finger). A press elsewhere fails
/// the recognizer at once, so other gestures get the drag.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from, as in UIKit (none by default).
    open var edges: UIRectEdge = []
    /// How close to an edge a press must land, in points (our extension).
    public var edgeWidth: CGFloat = 20

    /// The closure form of UIKit's `init(target:action:)`.
    public convenience init(_ handler: @escaping (UIScreenEdgePanGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! UIScreenEdgePanGestureRecognizer) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first, let window = view?.window else { return }
        if !startsAtEdge(touch.locationInWindow, of: window.bounds) { state = .failed }
    }

    /// Whether `point` lies within `edgeWidth` of one of `edges` of `bounds`.
    func startsAtEdge(_ point: CGPoint, of bounds: CGRect) -> Bool {
        (edges.contains(.left) && point.x - bounds.minX <= edgeWidth)
            || (edges.contains(.right) && bounds.maxX - point.x <= edgeWidth)
            || (edges.contains(.top) && point.y - bounds.minY <= edgeWidth)
            || (edges.contains(.bottom) && bounds.maxY - point.y <= edgeWidth)
    }
}
