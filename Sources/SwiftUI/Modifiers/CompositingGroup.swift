import Foundation

extension View {
    /// Makes the view's content one group for the effects applied after it, as
    /// SwiftUI's `compositingGroup()`: an `opacity` after it fades the flattened
    /// content, not each view (so overlapping views do not show through each other).
    /// Here every view's alpha already applies to its whole subtree as one group
    /// (Core Animation's `allowsGroupOpacity`), so the group is a plain wrapper.
    public func compositingGroup() -> some View {
        CompositingGroupView(content: self)
    }
}

/// The content, unchanged, in a node of its own (`compositingGroup()`).
struct CompositingGroupView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    func update(node: ViewNode) { node.updateChildren([(.index(0), content)]) }
}
