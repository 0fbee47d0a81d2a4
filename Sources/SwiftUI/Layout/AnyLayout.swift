import Foundation

/// A layout container's algorithm, as SwiftUI's `Layout` protocol: it sizes itself
/// for a proposal from its subviews' sizes and places them. Calling a layout with
/// content (`FlowLayout() { ... }`, `HStackLayout() { ... }`) lays the content's
/// views out with it. The cache (`makeCache`/`updateCache`) is kept by the
/// container across passes and updated when the content changes.
///
/// Where we differ: `explicitAlignment` and `spacing` are asked for but not used by
/// the stacks around a custom layout (they align its frame and use 8 points).
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    static var layoutProperties: LayoutProperties { get }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The content laid out by this layout, as SwiftUI's `callAsFunction(_:)`.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}

/// Properties of a layout (its stack orientation), as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

/// The preferred spacing around a view, as SwiftUI's `ViewSpacing` (8 points each way here).
public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing(value: 0)
    let value: CGFloat
    public init() { value = StackLayout.defaultSpacing }
    init(value: CGFloat) { self.value = value }
    /// The distance to `next` along `axis`: the larger preference.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(value, next.value) }
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { self = ViewSpacing(value: max(value, other.value)) }
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { ViewSpacing(value: max(value, other.value)) }
}

/// Content laid out by a `Layout` value: a container whose algorithm calls the layout.
/// With `AnyLayout` the container's type stays the same when the layout changes,
/// so the children keep their state and their frames animate inside `withAnimation`.
public struct _LayoutRoot<L: Layout, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: L
    let content: Content

    func update(node: ViewNode) {
        let storage = node.stored("layoutCache") { LayoutCacheStorage() }
        storage.contentChanged = true
        StackSupport.update(node: node, content: content, layout: CustomLayoutAlgorithm(layout: layout, storage: storage))
    }
}

/// A layout's cache, kept by its container between passes.
final class LayoutCacheStorage {
    var cache: Any?
    /// Set by each update of the container: the next use calls `updateCache`.
    var contentChanged = false
}

/// Runs a `Layout` as the internal layout algorithm of a container.
struct CustomLayoutAlgorithm<L: Layout>: LayoutAlgorithm {
    let layout: L
    let storage: LayoutCacheStorage

    private func withCache<T>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var cache: L.Cache
        if let kept = storage.cache as? L.Cache {
            cache = kept
            if storage.contentChanged { layout.updateCache(&cache, subviews: subviews) }
        } else {
            cache = layout.makeCache(subviews: subviews)
        }
        storage.contentChanged = false
        let result = body(&cache)
        storage.cache = cache
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutElement]) -> CGSize {
        let wrapped = LayoutSubviews(subviews)
        return withCache(wrapped) { layout.sizeThatFits(proposal: proposal, subviews: wrapped, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutElement]) {
        let wrapped = LayoutSubviews(subviews)
        withCache(wrapped) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: wrapped, cache: &$0) }
    }
}

/// A horizontal stack's layout as a value, as SwiftUI's `HStackLayout`.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    @MainActor var stack: StackLayout { StackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated { stack.sizeThatFits(proposal, subviews: subviews.elements) }
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainActor.assumeIsolated { stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews.elements) }
    }
    public static var layoutProperties: LayoutProperties { var properties = LayoutProperties(); properties.stackOrientation = .horizontal; return properties }
}

/// A vertical stack's layout as a value, as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    @MainActor var stack: StackLayout { StackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated { stack.sizeThatFits(proposal, subviews: subviews.elements) }
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainActor.assumeIsolated { stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews.elements) }
    }
    public static var layoutProperties: LayoutProperties { var properties = LayoutProperties(); properties.stackOrientation = .vertical; return properties }
}

/// An overlaying stack's layout as a value, as SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated { OverlayLayout(alignment: alignment).sizeThatFits(proposal, subviews: subviews.elements) }
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainActor.assumeIsolated { OverlayLayout(alignment: alignment).placeSubviews(in: bounds, proposal: proposal, subviews: subviews.elements) }
    }
}

/// A type-erased layout, as SwiftUI's `AnyLayout`: switching the layout it wraps
/// (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`) keeps the
/// children's identity and state; inside `withAnimation` their frames animate
/// from the old arrangement to the new one. A new wrapped layout type starts a new cache.
public struct AnyLayout: Layout {
    /// The wrapped layout's cache, with the layout's type (a different type makes a new one).
    public final class Cache {
        var value: Any
        var layoutType: ObjectIdentifier
        init(value: Any, layoutType: ObjectIdentifier) { self.value = value; self.layoutType = layoutType }
    }

    private let box: AnyLayoutBox

    public init<L: Layout>(_ layout: L) { box = TypedLayoutBox(layout: layout) }

    public func makeCache(subviews: Subviews) -> Cache { box.makeCache(subviews) }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { box.updateCache(cache, subviews) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal, subviews, cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(bounds, proposal, subviews, cache)
    }
}

/// AnyLayout's wrapped layout, type-erased.
class AnyLayoutBox {
    func makeCache(_ subviews: LayoutSubviews) -> AnyLayout.Cache { fatalError("abstract") }
    func updateCache(_ cache: AnyLayout.Cache, _ subviews: LayoutSubviews) {}
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: AnyLayout.Cache) -> CGSize { .zero }
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: AnyLayout.Cache) {}
}

final class TypedLayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    init(layout: L) { self.layout = layout }

    /// The cache for this layout type (made again when the wrapped type changed).
    private func typed(_ cache: AnyLayout.Cache, _ subviews: LayoutSubviews) -> L.Cache {
        if cache.layoutType == ObjectIdentifier(L.self), let value = cache.value as? L.Cache { return value }
        let made = layout.makeCache(subviews: subviews)
        cache.value = made
        cache.layoutType = ObjectIdentifier(L.self)
        return made
    }

    override func makeCache(_ subviews: LayoutSubviews) -> AnyLayout.Cache {
        AnyLayout.Cache(value: layout.makeCache(subviews: subviews), layoutType: ObjectIdentifier(L.self))
    }
    override func updateCache(_ cache: AnyLayout.Cache, _ subviews: LayoutSubviews) {
        var value = typed(cache, subviews)
        layout.updateCache(&value, subviews: subviews)
        cache.value = value
    }
    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: AnyLayout.Cache) -> CGSize {
        var value = typed(cache, subviews)
        defer { cache.value = value }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &value)
    }
    override func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: AnyLayout.Cache) {
        var value = typed(cache, subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &value)
        cache.value = value
    }
}
