import Foundation
import UIKitCore

extension View {
    /// The sheet's background, as in SwiftUI (iOS 16.4+): a material
    /// (`.ultraThinMaterial`…`.thickMaterial`, `.bar`) blurs what is behind the
    /// whole card, through our UIKit's `UIVisualEffectView`; a colour paints the
    /// hosting view of the presented content (a gradient by its first colour).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        PresentationPreference(content: self) { context, owner, depth in
            if let material = (style as? Material) ?? ((style as? AnyShapeStyle)?.base as? Material) {
                context.setBackground(material: material.style, owner: owner, depth: depth)
            } else {
                context.setBackground(.some(style.flatColor(in: context.environment)), owner: owner, depth: depth)
            }
        }
    }

    /// The sheet's background as a view, as in SwiftUI (iOS 16.4+). The presented
    /// content's own background is cleared, and `content` is drawn behind this
    /// view (behind the whole sheet when this view fills it, as a sheet's content does).
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = content()
        return PresentationPreference(content: self.background(alignment: alignment) { background }) { context, owner, depth in
            context.setBackground(.some(.clear), owner: owner, depth: depth)
        }
    }
}
