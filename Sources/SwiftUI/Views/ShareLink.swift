import Foundation
import UIKitCore

/// What `ShareLink` can share, standing in for CoreTransferable's `Transferable`
/// (which SwiftUI re-exports): text and URLs here, the types our share sheet's
/// Copy understands. `activityItem` is what the share sheet gets.
public protocol Transferable {
    var activityItem: Any { get }
}
extension String: Transferable { public var activityItem: Any { self } }
extension Substring: Transferable { public var activityItem: Any { String(self) } }
extension URL: Transferable { public var activityItem: Any { self } }
extension AttributedString: Transferable { public var activityItem: Any { String(characters) } }

/// How a shared item is previewed in the share sheet (SwiftUI's `SharePreview`): its title.
public struct SharePreview {
    let title: String
    public init(_ titleKey: LocalizedStringKey) { title = Text(titleKey).string }
    public init<S: StringProtocol>(_ title: S) { self.title = String(title) }
    public init<S: StringProtocol>(_ title: S, image: Image) { self.title = String(title) }
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Image) { self.title = String(title) }
    public init<S: StringProtocol>(_ title: S, icon: Image) { self.title = String(title) }
}

/// The label `ShareLink` shows by default: "Share" with the share symbol, as in SwiftUI.
public struct DefaultShareLinkLabel: View {
    let title: Text
    public var body: some View { Label(title: { title }, icon: { Image(systemName: "square.and.arrow.up") }) }
}

/// A control that presents the share sheet for items, as SwiftUI's `ShareLink` (iOS
/// 16): a button (its label, "Share" with the share symbol by default) that
/// presents UIKit's `UIActivityViewController` with the items, the subject and the
/// message, from the nearest view controller, as a page sheet at the medium detent.
/// We take one generic parameter (the label) where SwiftUI has four; code that
/// never names them compiles the same.
public struct ShareLink<Label: View>: View {
    let items: [Any]
    let label: Label
    @State private var anchor = ShareAnchor()

    init(items: [Any], label: Label) {
        self.items = items
        self.label = label
    }

    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: Self.activityItems([item], message: message), label: label())
    }

    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview,
                                 @ViewBuilder label: () -> Label) {
        self.init(items: Self.activityItems([item], message: message), label: label())
    }

    public init<C: RandomAccessCollection>(items: C, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
        where C.Element: Transferable {
        self.init(items: Self.activityItems(Array(items), message: message), label: label())
    }

    /// The items as the share sheet gets them; the message goes after them, as on iOS.
    static func activityItems<I: Transferable>(_ items: [I], message: Text?) -> [Any] {
        items.map(\.activityItem) + (message.map { [$0.string] } ?? [])
    }

    public var body: some View {
        let anchor = anchor, items = items
        return Button(action: { MainActor.assumeIsolated { anchor.present(items) } }) { label }
            .background(ShareAnchorView(anchor: anchor))
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) {
        self.init(items: Self.activityItems([item], message: message), label: DefaultShareLinkLabel(title: Text("Share")))
    }
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.init(items: Self.activityItems([item], message: message), label: DefaultShareLinkLabel(title: Text("Share")))
    }
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) {
        self.init(items: Self.activityItems([item], message: message), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil) {
        self.init(items: Self.activityItems([item], message: message), label: DefaultShareLinkLabel(title: Text(title)))
    }
    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil) {
        self.init(items: Self.activityItems([item], message: message), label: DefaultShareLinkLabel(title: title))
    }
    public init<C: RandomAccessCollection>(items: C, subject: Text? = nil, message: Text? = nil) where C.Element: Transferable {
        self.init(items: Self.activityItems(Array(items), message: message), label: DefaultShareLinkLabel(title: Text("Share")))
    }
}

/// Where a share link is in the window (its background's view), to present from.
final class ShareAnchor {
    weak var view: UIView?

    @MainActor
    func present(_ items: [Any]) {
        guard let presenter = view?.nearestViewController else { return }
        presenter.present(UIActivityViewController(activityItems: items, applicationActivities: nil), animated: true)
    }
}

/// An empty view behind the share link's button that tells its anchor where it is.
struct ShareAnchorView: View, PrimitiveView {
    typealias Body = Never
    let anchor: ShareAnchor

    func update(node: ViewNode) {
        let element = node.element(FlexibleElement.self) { FlexibleElement(view: UIView()) }
        element.view.isUserInteractionEnabled = false
        anchor.view = element.view
    }
}
