import Foundation

/// Where a scroll view comes to rest after the user lets go, as SwiftUI's
/// `ScrollTargetBehavior` (iOS 17): `updateTarget` may move the target rectangle.
public protocol ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext)
}

/// The rectangle a scroll view scrolls to show (its origin is the content offset).
public struct ScrollTarget {
    public var rect: CGRect
    public var anchor: UnitPoint?
    public init(rect: CGRect, anchor: UnitPoint? = nil) { self.rect = rect; self.anchor = anchor }
}

/// What a behaviour knows when it updates a target.
public struct ScrollTargetBehaviorContext {
    /// The target before any behaviour changed it (the natural resting place).
    public let originalTarget: ScrollTarget
    /// The release velocity, in points per second.
    public let velocity: CGVector
    public let contentSize: CGSize
    /// The visible size of the scroll view.
    public let containerSize: CGSize
    public let axes: Axis.Set
    /// The frames (in content coordinates) of the views marked with `scrollTargetLayout()` or `scrollTarget()`.
    let targetFrames: [CGRect]
    /// The content offset when the drag was released.
    let releaseOffset: CGPoint
}

/// Pages the size of the scroll view, as SwiftUI's `.paging`: the scroll view pages
/// exactly as UIKit's `isPagingEnabled` (the next page on a flick, else the nearest).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    /// Paging is done by the UIKit scroll view; a target is left as it is.
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {}
}

/// Comes to rest with a target view's leading (top) edge at the scroll view's, as
/// SwiftUI's `.viewAligned`: the views are the children of the layout marked
/// `scrollTargetLayout()` (and any marked `scrollTarget()`). `.always` (and
/// `.automatic` for a horizontal scroll view) moves at most one view per release.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public struct LimitBehavior: Equatable, Sendable {
        let limits: Bool?
        public static let automatic = LimitBehavior(limits: nil)
        public static let always = LimitBehavior(limits: true)
        public static let never = LimitBehavior(limits: false)
        public static let alwaysByOne = LimitBehavior(limits: true)
        public static let alwaysByFew = LimitBehavior(limits: true)
    }

    let limitBehavior: LimitBehavior
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        let horizontal = context.axes == .horizontal
        let edges = context.targetFrames.map { horizontal ? $0.minX : $0.minY }.sorted()
        guard !edges.isEmpty else { return }
        let natural = horizontal ? target.rect.minX : target.rect.minY
        let start = horizontal ? context.releaseOffset.x : context.releaseOffset.y
        var chosen = edges.min { abs($0 - natural) < abs($1 - natural) } ?? natural
        if limitBehavior.limits ?? horizontal, let current = edges.min(by: { abs($0 - start) < abs($1 - start) }),
           let index = edges.firstIndex(of: current) {
            let velocity = horizontal ? context.velocity.dx : context.velocity.dy
            let step = velocity > UIScrollView.pageFlickVelocity ? 1 : (velocity < -UIScrollView.pageFlickVelocity ? -1 : 0)
            let limited = edges[min(max(index + step, 0), edges.count - 1)]
            if step != 0 || abs(chosen - current) > abs(limited - current) { chosen = limited }
        }
        if horizontal { target.rect.origin.x = chosen } else { target.rect.origin.y = chosen }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

struct ScrollTargetBehaviorKey: EnvironmentKey {
    static let defaultValue: (any ScrollTargetBehavior)? = nil
}

extension EnvironmentValues {
    var scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets where the scroll views in this view come to rest after a drag.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        EnvironmentWriter(content: self) { $0.scrollTargetBehavior = behavior }
    }

    /// Marks this layout's children as the views a `.viewAligned` scroll view (and
    /// `scrollPosition(id:)`) aligns to.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        ScrollTargetMarker(content: self, isEnabled: isEnabled, marksChildren: true)
    }

    /// Marks this view as one a `.viewAligned` scroll view aligns to.
    public func scrollTarget(isEnabled: Bool = true) -> some View {
        ScrollTargetMarker(content: self, isEnabled: isEnabled, marksChildren: false)
    }
}

/// `scrollTargetLayout()` / `scrollTarget()`: the content in a marked wrapper view.
struct ScrollTargetMarker<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let isEnabled: Bool
    let marksChildren: Bool

    func update(node: ViewNode) {
        let element = node.element(ContainerElement.self) {
            ContainerElement(algorithm: OverlayLayout(alignment: .center), view: ScrollTargetView())
        }
        let view = element.view as? ScrollTargetView
        view?.isEnabled = isEnabled
        view?.marksChildren = marksChildren
        node.updateChildren([(.index(0), content)])
        element.syncSubviews()
    }
}

/// The wrapper behind `scrollTargetLayout()` (its content's subviews are targets) and `scrollTarget()` (it is one).
final class ScrollTargetView: ContainerView {
    var isEnabled = true
    var marksChildren = true

    /// The frames of the targets under `view`, in `scrollView`'s content coordinates.
    static func targetFrames(in view: UIView, scrollView: UIScrollView) -> [CGRect] {
        var frames: [CGRect] = []
        for subview in view.subviews {
            if let marker = subview as? ScrollTargetView, marker.isEnabled {
                if marker.marksChildren {
                    let layout = marker.subviews.first
                    for child in layout?.subviews ?? [] where !child.isHidden {
                        frames.append(child.convert(child.bounds, to: scrollView))
                    }
                } else {
                    frames.append(marker.convert(marker.bounds, to: scrollView))
                }
            }
            frames += targetFrames(in: subview, scrollView: scrollView)
        }
        return frames
    }
}
