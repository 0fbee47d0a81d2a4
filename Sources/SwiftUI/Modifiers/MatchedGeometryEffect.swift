import Foundation

/// Which parts of a view's geometry `matchedGeometryEffect` shares, as SwiftUI's
/// `MatchedGeometryProperties`: the position (the `anchor` point, in window space),
/// the size, or both (`.frame`, the default).
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The view's position (its anchor point), in window coordinates.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size, in local coordinates.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both the position and the size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Defines this view as one of a group of views sharing geometry: those with `id`
    /// in `namespace`, as SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    ///
    /// - When a view of the group is inserted in the same animated transaction
    ///   (`withAnimation`, `animation(_:value:)`) in which another is removed, the
    ///   inserted view starts at the removed view's frame (in window space) and
    ///   animates to its own, and the removed view animates to the inserted view's
    ///   frame while it leaves: one view seems to move. Both keep their transition
    ///   (the default `.opacity` cross-fades them).
    /// - While the group has exactly one view with `isSource: true` on screen, the
    ///   others (`isSource: false`) take its frame: its `properties` (position: the
    ///   `anchor` point lands on the source's anchor point; size: the content is
    ///   proposed the source's size). Their parent lays them out at their own size,
    ///   as in SwiftUI, where the effect does not change layout.
    ///
    /// Where we differ: frames are UIKit frame animations on our engine (the
    /// content is laid out at the start and end sizes and each subview's frame
    /// animates between them), and a removed view that was itself moving starts
    /// the next match from its model frame, not from where it was drawn.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center,
                                                    isSource: Bool = true) -> some View {
        MatchedGeometryView(content: self, key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace),
                            properties: properties, anchor: anchor, isSource: isSource)
    }
}

/// The group a matched view belongs to: its id within its namespace.
struct MatchedGeometryKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// The view `matchedGeometryEffect` returns: the content in a `MatchedGeometryElement`
/// registered with the graph's `MatchedGeometryRegistry` while the node lives.
struct MatchedGeometryView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    func update(node: ViewNode) {
        let registry = node.graph.matchedGeometry
        let element = node.element(MatchedGeometryElement.self) {
            let made = MatchedGeometryElement(view: ContainerView())
            made.registry = registry
            return made
        }
        element.properties = properties
        element.anchor = anchor
        element.isSource = isSource
        if element.key != key {
            registry.unregister(element)
            element.key = key
            registry.register(element)
        }
        if !node.storage.keys.contains("matchedGeometry") {
            node.storage["matchedGeometry"] = element
            node.removalActions.append { [weak element, weak registry] in
                if let element { registry?.unregister(element) }
            }
        }
        node.updateChildren([(.index(0), content)])
        element.syncSubviews()
    }
}
