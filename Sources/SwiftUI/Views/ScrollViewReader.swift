import Foundation

/// Gives its content a `ScrollViewProxy` to scroll the scroll views inside it to a
/// view, as SwiftUI's `ScrollViewReader`. It takes no part in layout (its content
/// is laid out as if it were not there).
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    func update(node: ViewNode) {
        let target = node.stored("scrollViewReader") { ScrollTargetFinder() }
        target.reader = node
        node.updateChildren([(.index(0), content(ScrollViewProxy(finder: target)))])
    }
}

/// Scrolls the scroll views of a `ScrollViewReader` to a view identified by `.id(_:)`
/// or by its `ForEach` id, as SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy {
    let finder: ScrollTargetFinder

    /// Scrolls the nearest scroll view around the view whose id is `id` so that the
    /// view's `anchor` point meets the visible area's `anchor` point (`.top`: the
    /// view's top at the top of the visible area; `.center`: centres), within the
    /// scrollable range. Without an anchor it scrolls as little as shows the whole
    /// view (none if it is visible). Inside `withAnimation` the scroll animates
    /// (UIKit's 0.3 s scroll animation here, not the transaction's curve: a
    /// difference). A view not yet made (a state change in the same action added
    /// it) is scrolled to after the update that makes it; an unknown id does nothing.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        let animated = Transaction.current.map { $0.animation != nil && !$0.disablesAnimations } ?? false
        finder.scroll(to: AnyHashable(id), anchor: anchor, animated: animated)
    }
}

/// The reader's node and the search for a target in it.
@MainActor
final class ScrollTargetFinder {
    weak var reader: ViewNode?

    func scroll(to id: AnyHashable, anchor: UnitPoint?, animated: Bool) {
        guard let reader else { return }
        if reader.graph.needsUpdate || target(id, in: reader) == nil {
            reader.graph.afterUpdate { [weak self] in self?.scrollNow(to: id, anchor: anchor, animated: animated) }
            return
        }
        scrollNow(to: id, anchor: anchor, animated: animated)
    }

    private func scrollNow(to id: AnyHashable, anchor: UnitPoint?, animated: Bool) {
        guard let reader, let view = target(id, in: reader)?.elements.first?.view else { return }
        var ancestor = view.superview
        while let candidate = ancestor, !(candidate is UIScrollView) { ancestor = candidate.superview }
        guard let scrollView = ancestor as? UIScrollView else { return }
        scrollView.superview?.layoutIfNeeded()
        let offset = Self.offset(showing: view.convert(view.bounds, to: scrollView), in: scrollView, anchor: anchor)
        if offset != scrollView.contentOffset { scrollView.setContentOffset(offset, animated: animated) }
    }

    /// The first node (depth first) in `node`'s subtree identified by `id`.
    private func target(_ id: AnyHashable, in node: ViewNode) -> ViewNode? {
        for child in node.children {
            if child.key == .explicit(id) || child.key == .id(id), !child.elements.isEmpty { return child }
            if let found = target(id, in: child) { return found }
        }
        return nil
    }

    /// The content offset that shows `frame` (in content coordinates) as `anchor` asks,
    /// clamped to the scroll view's range (its adjusted insets included).
    static func offset(showing frame: CGRect, in scrollView: UIScrollView, anchor: UnitPoint?) -> CGPoint {
        let inset = scrollView.adjustedContentInset
        let size = scrollView.bounds.size
        let visible = CGSize(width: size.width - inset.left - inset.right, height: size.height - inset.top - inset.bottom)
        var offset = scrollView.contentOffset
        if let anchor {
            offset.x = frame.minX + anchor.x * (frame.width - visible.width) - inset.left
            offset.y = frame.minY + anchor.y * (frame.height - visible.height) - inset.top
        } else {
            // As little as shows the view; a view longer than the visible area shows its start.
            let visibleX = offset.x + inset.left, visibleY = offset.y + inset.top
            if frame.maxX > visibleX + visible.width { offset.x = frame.maxX - visible.width - inset.left }
            if frame.minX < visibleX || frame.width > visible.width { offset.x = frame.minX - inset.left }
            if frame.maxY > visibleY + visible.height { offset.y = frame.maxY - visible.height - inset.top }
            if frame.minY < visibleY || frame.height > visible.height { offset.y = frame.minY - inset.top }
        }
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(x: max(minimum.x, scrollView.contentSize.width + inset.right - size.width),
                              y: max(minimum.y, scrollView.contentSize.height + inset.bottom - size.height))
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }
}
