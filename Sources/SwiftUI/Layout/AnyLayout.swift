import Foundation

/// A layout container's algorithm, as SwiftUI's `Layout` protocol: calling a layout
/// with content (`HStackLayout() { ... }`) lays the content's views out with it.
///
/// Where we differ: only the built-in layouts (`HStackLayout`, `VStackLayout`,
/// `ZStackLayout`, `AnyLayout`) conform; custom layouts written against Apple's
/// `sizeThatFits(proposal:subviews:cache:)` / `placeSubviews(in:proposal:subviews:cache:)`
/// requirements are not supported yet (SwiftUI's `GridLayout` is not provided either).
public protocol Layout {
    /// The algorithm that places the subviews (internal to this implementation).
    var _algorithm: _LayoutAlgorithmBox { get }
}

/// A built-in layout's algorithm, boxed so the public protocol can name it.
public struct _LayoutAlgorithmBox {
    /// Makes the algorithm (on the main actor, where layout runs).
    let make: @MainActor () -> LayoutAlgorithm
}

extension Layout {
    /// The content laid out by this layout, as SwiftUI's `callAsFunction(_:)`.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(box: _algorithm, content: content())
    }
}

/// Content laid out by a `Layout` value: a container whose algorithm is the layout's.
/// With `AnyLayout` the container's type stays the same when the layout changes,
/// so the children keep their state and their frames animate inside `withAnimation`.
public struct _LayoutRoot<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let box: _LayoutAlgorithmBox
    let content: Content

    func update(node: ViewNode) {
        StackSupport.update(node: node, content: content, layout: box.make())
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
    public var _algorithm: _LayoutAlgorithmBox {
        let (alignment, spacing) = (alignment, spacing)
        return _LayoutAlgorithmBox { StackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing) }
    }
}

/// A vertical stack's layout as a value, as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public var _algorithm: _LayoutAlgorithmBox {
        let (alignment, spacing) = (alignment, spacing)
        return _LayoutAlgorithmBox { StackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing) }
    }
}

/// An overlaying stack's layout as a value, as SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public var _algorithm: _LayoutAlgorithmBox {
        let alignment = alignment
        return _LayoutAlgorithmBox { OverlayLayout(alignment: alignment) }
    }
}

/// A type-erased layout, as SwiftUI's `AnyLayout`: switching the layout it wraps
/// (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`) keeps the
/// children's identity and state; inside `withAnimation` their frames animate
/// from the old arrangement to the new one.
public struct AnyLayout: Layout {
    public let _algorithm: _LayoutAlgorithmBox
    public init<L: Layout>(_ layout: L) { _algorithm = layout._algorithm }
}
