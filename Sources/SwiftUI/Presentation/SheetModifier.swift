import Foundation
import UIKitCore

/// The view `sheet`, `fullScreenCover` and `popover` return: its content as it is,
/// and a `SheetPresenter` kept in its node that presents the other content.
struct SheetModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let style: SheetPresenter.Style
    /// Reads whether (and which item) is presented; run with the node as reader.
    let state: () -> (isPresented: Bool, identity: AnyHashable?)
    let resetBinding: () -> Void
    let onDismiss: (() -> Void)?
    let sheetContent: () -> AnyView

    func update(node: ViewNode) {
        node.updateChildren([(.index(0), content)])
        let presenter = node.stored("presentation.sheet") { SheetPresenter() }
        if presenter.context == nil && presenter.hosting == nil {
            presenter.presenterProvider = { [weak node] in node?.nearestViewController }
            presenter.afterUpdate = { [weak node] action in node?.graph.afterUpdate(action) }
        }
        node.onRemovalOnce("presentation.sheet") { [weak presenter] in presenter?.tearDown() }
        let (isPresented, identity) = node.readingState(state)
        let transaction = Transaction.current
        presenter.update(SheetPresenter.Request(
            isPresented: isPresented, identity: identity, style: style, onDismiss: onDismiss,
            resetBinding: resetBinding, content: sheetContent, environment: node.environment,
            animated: !(transaction?.disablesAnimations ?? false)))
    }
}

extension View {
    /// Presents a sheet while `isPresented` is true, as in SwiftUI: a hosting
    /// controller presented as a page sheet (our UIKit's real drag, detents, lock
    /// and dimming). A swipe, Escape or a click outside sets the binding back to
    /// false, then `onDismiss` runs (also after a dismissal by the binding or `dismiss()`).
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        SheetModifier(content: self, style: .sheet, state: { (isPresented.wrappedValue, nil) },
                      resetBinding: { isPresented.wrappedValue = false }, onDismiss: onDismiss,
                      sheetContent: { AnyView(content()) })
    }

    /// Presents a sheet for `item` while it is non-nil, as in SwiftUI. A different
    /// item (another `id`) while one is up dismisses that sheet, then presents the
    /// new one; the same item with new values updates the sheet in place.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        SheetModifier(content: self, style: .sheet, state: { (item.wrappedValue != nil, item.wrappedValue.map { AnyHashable($0.id) }) },
                      resetBinding: { item.wrappedValue = nil }, onDismiss: onDismiss,
                      sheetContent: { item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView()) })
    }

    /// Covers the whole window while `isPresented` is true, as in SwiftUI (UIKit's
    /// `.fullScreen`: no swipe; `dismiss()` or the binding dismisses it).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        SheetModifier(content: self, style: .fullScreenCover, state: { (isPresented.wrappedValue, nil) },
                      resetBinding: { isPresented.wrappedValue = false }, onDismiss: onDismiss,
                      sheetContent: { AnyView(content()) })
    }

    /// Covers the whole window for `item` while it is non-nil, as in SwiftUI.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        SheetModifier(content: self, style: .fullScreenCover,
                      state: { (item.wrappedValue != nil, item.wrappedValue.map { AnyHashable($0.id) }) },
                      resetBinding: { item.wrappedValue = nil }, onDismiss: onDismiss,
                      sheetContent: { item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView()) })
    }

    /// Presents a popover while `isPresented` is true, as in SwiftUI. As on iPhone,
    /// it adapts to a sheet (in windows of every size here; no arrow is drawn, so
    /// `attachmentAnchor` and `arrowEdge` are kept but not shown).
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        SheetModifier(content: self, style: .popover, state: { (isPresented.wrappedValue, nil) },
                      resetBinding: { isPresented.wrappedValue = false }, onDismiss: nil,
                      sheetContent: { AnyView(content()) })
    }

    /// Presents a popover for `item` while it is non-nil, as in SwiftUI (adapted to a sheet).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        SheetModifier(content: self, style: .popover,
                      state: { (item.wrappedValue != nil, item.wrappedValue.map { AnyHashable($0.id) }) },
                      resetBinding: { item.wrappedValue = nil }, onDismiss: nil,
                      sheetContent: { item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView()) })
    }
}

/// Where a popover points, as in SwiftUI (kept: popovers show as sheets here).
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A geometry source for `PopoverAttachmentAnchor.rect`, as in SwiftUI (only `.bounds`
/// and fixed rectangles: anchors are not resolved, popovers showing as sheets).
public struct Anchor<Value> {
    public struct Source {
        let rect: CGRect?
        public static var bounds: Source { Source(rect: nil) }
        public static func rect(_ rect: CGRect) -> Source { Source(rect: rect) }
    }
}
