import Foundation
import UIKitCore

extension View {
    /// The sheet's background, as in SwiftUI (iOS 16.4+): the hosting view of the
    /// presented content is painted with the style (a colour; a material or a
    /// gradient by its flat colour here, we draw no blur behind sheets).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        PresentationPreference(content: self) { context, owner, depth in
            context.setBackground(.some(style.flatColor(in: context.environment)), owner: owner, depth: depth)
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
