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
    /// Where a popover points (popovers only).
    var popover: PopoverOptions? = nil

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
            animated: !(transaction?.disablesAnimations ?? false),
            popover: popover.map { options in
                var options = options
                options.sourceView = { [weak node] in node?.elements.first?.view }
                return options
            }))
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

    /// Presents a popover while `isPresented` is true, as in SwiftUI: a
    /// `UIPopoverPresentationController` pointing at this view (or at
    /// `attachmentAnchor`'s rectangle or point in it), its arrow on `arrowEdge`
    /// when given, sized to the content's ideal size. In a regular-width window it
    /// is a popover with an arrow; in a compact one it adapts to a sheet, as on
    /// iPhone, unless the content asks `.presentationCompactAdaptation(.popover)`.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        SheetModifier(content: self, style: .popover, state: { (isPresented.wrappedValue, nil) },
                      resetBinding: { isPresented.wrappedValue = false }, onDismiss: nil,
                      sheetContent: { AnyView(content()) },
                      popover: PopoverOptions(anchor: attachmentAnchor, arrowEdge: arrowEdge))
    }

    /// Presents a popover for `item` while it is non-nil, as in SwiftUI (see `popover(isPresented:)`).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        SheetModifier(content: self, style: .popover,
                      state: { (item.wrappedValue != nil, item.wrappedValue.map { AnyHashable($0.id) }) },
                      resetBinding: { item.wrappedValue = nil }, onDismiss: nil,
                      sheetContent: { item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView()) },
                      popover: PopoverOptions(anchor: attachmentAnchor, arrowEdge: arrowEdge))
    }
}

/// Where a popover points and which edge carries its arrow.
struct PopoverOptions {
    var anchor: PopoverAttachmentAnchor
    var arrowEdge: Edge?
    /// The view the modifier is on (set by its node).
    var sourceView: () -> UIView? = { nil }

    /// The rectangle in `view` the popover points at.
    func sourceRect(in view: UIView) -> CGRect {
        switch anchor {
        case .rect(let source): return source.rect ?? view.bounds
        case .point(let point):
            return CGRect(x: view.bounds.width * point.x, y: view.bounds.height * point.y, width: 0, height: 0)
        }
    }

    /// The largest a popover's content is proposed.
    static let maximumSize = CGSize(width: 600, height: 800)

    /// The arrow directions `arrowEdge` permits (the arrow on the top edge points up).
    var permittedArrowDirections: UIPopoverArrowDirection {
        switch arrowEdge {
        case .top?: return .up
        case .bottom?: return .down
        case .leading?: return .left
        case .trailing?: return .right
        case nil: return .any
        }
    }
}

/// Where a popover points, as in SwiftUI.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A geometry source for `PopoverAttachmentAnchor.rect`, as in SwiftUI (`.bounds`
/// and fixed rectangles in the view's coordinates).
public struct Anchor<Value> {
    public struct Source {
        let rect: CGRect?
        public static var bounds: Source { Source(rect: nil) }
        public static func rect(_ rect: CGRect) -> Source { Source(rect: rect) }
    }
}
