import Foundation

/// The binding `scrollPosition(id:anchor:)` gives the scroll views inside.
struct ScrollPositionBinding {
    let get: () -> AnyHashable?
    let set: (AnyHashable?) -> Void
    let anchor: UnitPoint?
}

struct ScrollPositionKey: EnvironmentKey {
    static let defaultValue: ScrollPositionBinding? = nil
}

extension EnvironmentValues {
    var scrollPosition: ScrollPositionBinding? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }
}

extension View {
    /// Binds the id of the view at the scroll view's leading (top) edge, as SwiftUI's
    /// `scrollPosition(id:anchor:)`: scrolling sets the binding to the id of the first
    /// identified view (a `ForEach` element or `.id(_:)`) not scrolled past; setting the
    /// binding scrolls that view to `anchor` (the top, or leading edge, when nil).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        EnvironmentWriter(content: self) { environment in
            environment.scrollPosition = ScrollPositionBinding(get: { id.wrappedValue.map(AnyHashable.init) },
                                                               set: { id.wrappedValue = $0?.base as? ID },
                                                               anchor: anchor)
        }
    }
}

/// A SwiftUI scroll view's delegate: follows `scrollPosition(id:)` and applies the
/// scroll target behaviour when a drag is released.
@MainActor
final class ScrollCoordinator: NSObject, UIScrollViewDelegate {
    weak var node: ViewNode?
    weak var scrollView: UIScrollView?
    var axes: Axis.Set = .vertical
    var position: ScrollPositionBinding?
    /// The id last reported or scrolled to.
    private var shownID: AnyHashable??
    /// Set while the coordinator scrolls (its own offset changes do not report).
    private var isScrolling = false

    /// The scroll view was updated: apply the behaviour, and scroll to a changed position.
    func update(behavior: (any ScrollTargetBehavior)?) {
        guard let scrollView else { return }
        scrollView.isPagingEnabled = behavior is PagingScrollTargetBehavior
        if let behavior, !(behavior is PagingScrollTargetBehavior) {
            scrollView.restingOffsetAdjuster = { [weak self] natural, velocity in
                self?.adjust(natural, velocity: velocity, behavior: behavior) ?? natural
            }
        } else {
            scrollView.restingOffsetAdjuster = nil
        }
        guard let position else { return }
        let wanted = position.get()
        if let shownID, shownID == wanted { return }
        shownID = .some(wanted)
        guard let id = wanted, let graph = node?.graph else { return }
        graph.afterUpdate { [weak self] in self?.scroll(to: id) }
    }

    private func scroll(to id: AnyHashable) {
        guard let scrollView, let node, let target = identifiedFrames(in: node, scrollView: scrollView).first(where: { $0.id == id })
        else { return }
        let anchor = position?.anchor ?? (axes == .horizontal ? .leading : .top)
        let offset = ScrollTargetFinder.offset(showing: target.frame, in: scrollView, anchor: anchor)
        isScrolling = true
        if offset != scrollView.contentOffset { scrollView.setContentOffset(offset, animated: false) }
        isScrolling = false
    }

    nonisolated func scrollViewDidScroll(_ scrollView: UIScrollView) {
        MainActor.assumeIsolated { report() }
    }

    /// The first identified view not scrolled past becomes the position.
    private func report() {
        guard !isScrolling, let position, let scrollView, let node else { return }
        let horizontal = axes == .horizontal
        let inset = scrollView.adjustedContentInset
        let edge = horizontal ? scrollView.contentOffset.x + inset.left : scrollView.contentOffset.y + inset.top
        let frames = identifiedFrames(in: node, scrollView: scrollView)
            .sorted { horizontal ? $0.frame.minX < $1.frame.minX : $0.frame.minY < $1.frame.minY }
        guard let first = frames.first(where: { (horizontal ? $0.frame.maxX : $0.frame.maxY) > edge + 0.5 }) else { return }
        if let shownID, shownID == first.id { return }
        shownID = .some(first.id)
        let id = first.id
        node.graph.afterUpdate { position.set(id) }
    }

    /// The outermost identified nodes under `node` and their frames in the content.
    private func identifiedFrames(in node: ViewNode, scrollView: UIScrollView) -> [(id: AnyHashable, frame: CGRect)] {
        var result: [(AnyHashable, CGRect)] = []
        for child in node.children {
            switch child.key {
            case .id(let id), .explicit(let id):
                if let view = child.elements.first?.view, view.isDescendant(of: scrollView) {
                    result.append((id, view.convert(view.bounds, to: scrollView)))
                    continue
                }
            default: break
            }
            result += identifiedFrames(in: child, scrollView: scrollView)
        }
        return result
    }

    /// A released drag's resting place, moved by `behavior`.
    private func adjust(_ natural: CGPoint, velocity: CGPoint, behavior: any ScrollTargetBehavior) -> CGPoint {
        guard let scrollView else { return natural }
        let size = scrollView.bounds.size
        let original = ScrollTarget(rect: CGRect(origin: natural, size: size))
        var target = original
        let context = ScrollTargetBehaviorContext(originalTarget: original,
                                                  velocity: CGVector(dx: velocity.x, dy: velocity.y),
                                                  contentSize: scrollView.contentSize, containerSize: size, axes: axes,
                                                  targetFrames: ScrollTargetView.targetFrames(in: scrollView, scrollView: scrollView),
                                                  releaseOffset: scrollView.contentOffset)
        behavior.updateTarget(&target, context: context)
        let minimum = scrollView.minimumContentOffset, maximum = scrollView.maximumContentOffset
        return CGPoint(x: min(max(target.rect.minX, minimum.x), maximum.x), y: min(max(target.rect.minY, minimum.y), maximum.y))
    }
}
