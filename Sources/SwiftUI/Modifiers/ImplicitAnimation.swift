import Foundation

extension View {
    /// Animates every change of this view's subtree in an update with `animation`
    /// (SwiftUI's implicit animation, deprecated since iOS 15 in favour of
    /// `animation(_:value:)` but common in public code, as in a bottom sheet that
    /// follows a drag with `.animation(.interactiveSpring())`). As with our
    /// `animation(_:value:)`, the animation applies to the whole update pass it is in;
    /// the first update does not animate.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        ScopedAnimationView(content: self, animation: animation)
    }
}
