import Foundation

extension View {
    /// An inspector for this view while `isPresented` is true, as SwiftUI's (iOS 17).
    ///
    /// In a regular-width window (an iPad's; ours from 896 points) it is a trailing
    /// column beside the view, a hairline between, `inspectorColumnWidth` wide (320 by
    /// default); the view narrows. In a compact window it is presented as a sheet,
    /// exactly as `.sheet(isPresented:)` presents one (our page sheet: detents from
    /// the content's `presentationDetents`, drag, lock, dimming); a swipe down or
    /// Escape sets `isPresented` back to false.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        InspectorModifier(content: self, isPresented: isPresented, inspector: content())
    }

    /// The width of the inspector column this view is the content of (iOS 17).
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        ColumnWidthModifier(content: self, kind: .inspector, width: width)
    }

    /// The width range of the inspector column: the ideal width is used (the column is not resizable here).
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        ColumnWidthModifier(content: self, kind: .inspector, width: Swift.min(Swift.max(ideal, min ?? ideal), max ?? ideal))
    }
}

/// `.inspector(isPresented:content:)`: a trailing column in a regular-width window, a sheet in a compact one.
/// The content keeps its place (and state) when the size class changes.
struct InspectorModifier<Content: View, Inspector: View>: View {
    let content: Content
    let isPresented: Binding<Bool>
    let inspector: Inspector
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        let isColumn = horizontalSizeClass == .regular
        let inspector = self.inspector
        HStack(spacing: 0) {
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
            if isColumn && isPresented.wrappedValue {
                SplitSeparator()
                inspector
                    .frame(width: ColumnWidthSupport.width(in: inspector, kind: .inspector, default: 320))
                    .frame(maxHeight: .infinity, alignment: .top)
                    .background(Color(UIColor.systemGroupedBackground))
            }
        }
        .sheet(isPresented: isColumn ? .constant(false) : isPresented) { inspector }
    }
}
