import Foundation

/// The subviews a `Layout` places, as SwiftUI's `LayoutSubviews`: a collection of proxies.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let elements: [LayoutElement]
    init(_ elements: [LayoutElement]) { self.elements = elements }

    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(element: elements[index]) }
    public var layoutDirection: LayoutDirection { .leftToRight }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.elements.count == rhs.elements.count && zip(lhs.elements, rhs.elements).allSatisfy { $0 === $1 }
    }
}

/// The direction text and layouts run (left to right here).
public enum LayoutDirection: Hashable, Sendable { case leftToRight, rightToLeft }

/// One subview of a `Layout`, as SwiftUI's `LayoutSubview`: it is measured for
/// proposals and placed once per `placeSubviews` call.
public struct LayoutSubview: Equatable {
    let element: LayoutElement

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.element === rhs.element }

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated { element.sizeThatFits(proposal) }
    }

    /// The subview's size (and alignment guides) for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal))
    }

    /// Its `layoutPriority`.
    public var priority: Double { MainActor.assumeIsolated { element.layoutPriority } }

    /// Its preferred spacing (8 points each way here).
    public var spacing: ViewSpacing { ViewSpacing() }

    /// Places the subview with its `anchor` at `position` (in the container's
    /// coordinates, as `placeSubviews`'s bounds), at its size for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        MainActor.assumeIsolated {
            let size = element.sizeThatFits(proposal)
            let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
            element.place(in: CGRect(origin: origin, size: size))
        }
    }

    /// The value a `layoutValue(key:value:)` around the subview set, else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        MainActor.assumeIsolated {
            var node = element.node
            while let current = node {
                if let box = current.storage[LayoutValueBox<K>.storageName] as? LayoutValueBox<K> { return box.value }
                if current.element != nil && current !== element.node { break }
                node = current.parent
            }
            return K.defaultValue
        }
    }
}

/// A subview's size and alignment guides, as SwiftUI's `ViewDimensions` (the
/// guides are the standard ones: leading/centre/trailing, top/centre/bottom).
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat
    init(size: CGSize) { width = size.width; height = size.height }
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * guide.fraction }
    public subscript(guide: VerticalAlignment) -> CGFloat { height * guide.fraction }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// A key for a value a view gives the layout containing it, as SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

final class LayoutValueBox<K: LayoutValueKey> {
    static var storageName: String { "layoutValue.\(ObjectIdentifier(K.self))" }
    let value: K.Value
    init(value: K.Value) { self.value = value }
}

/// `layoutValue(key:value:)`: the value kept on the modifier's node, read by `LayoutSubview`'s subscript.
struct LayoutValueModifier<Content: View, K: LayoutValueKey>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let value: K.Value
    func update(node: ViewNode) {
        node.storage[LayoutValueBox<K>.storageName] = LayoutValueBox<K>(value: value)
        node.updateChildren([(.index(0), content)])
    }
}

extension View {
    /// Gives the layout containing this view `value` for `key` (read with `subviews[i][Key.self]`).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        LayoutValueModifier<Self, K>(content: self, value: value)
    }
}
