import Foundation

/// A context menu on a UIKit view, made when it opens (for `.contextMenu` and
/// `Menu(primaryAction:)`): a `UIContextMenuInteraction` moved to whichever view
/// the SwiftUI view has now.
@MainActor
final class ContextMenuAnchor: @preconcurrency UIContextMenuInteractionDelegate {
    var makeMenu: (() -> UIMenu)?
    /// The preview's controller, when the modifier has a preview.
    var makePreview: (() -> UIViewController)?
    /// Whether the node's removal detaches the interaction already.
    var detachesOnRemoval = false
    private lazy var interaction = UIContextMenuInteraction(delegate: self)

    func attach(to view: UIView?) {
        guard let view, makeMenu != nil else {
            interaction.view?.removeInteraction(interaction)
            return
        }
        if interaction.view !== view { view.addInteraction(interaction) }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let makeMenu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: makePreview) { _ in makeMenu() }
    }
}

/// `.contextMenu { }`: the content's menu opens on a long press (with the content, or
/// the `preview:` view, lifted) or at the pointer on a secondary click.
struct ContextMenuModifier<Content: View, MenuItems: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let menuItems: MenuItems
    let isEnabled: Bool
    /// The `preview:` view, hosted in a controller sized to fit it.
    var preview: (() -> UIViewController)? = nil

    func update(node: ViewNode) {
        node.updateChildren([(.index(0), content)])
        let anchor = node.stored("contextMenu") { ContextMenuAnchor() }
        let environment = node.environment
        let menuItems = self.menuItems
        anchor.makeMenu = isEnabled ? { UIMenu(children: MenuElements.elements(of: menuItems, environment: environment)) } : nil
        anchor.makePreview = preview
        node.graph.afterUpdate { [weak node] in
            guard let node, node.isAlive else { return }
            anchor.attach(to: node.elements.first?.view)
        }
        if !anchor.detachesOnRemoval {
            anchor.detachesOnRemoval = true
            node.removalActions.append { [weak anchor] in
                anchor?.makeMenu = nil
                anchor?.attach(to: nil)
            }
        }
    }
}

extension View {
    /// A context menu for the view, as SwiftUI's: a long press (0.5 s) lifts the view
    /// over the blurred, dimmed window and opens the menu beside it; a secondary
    /// (right) click opens it at the pointer. Its content is a menu's (`Button`,
    /// `Toggle`, `Picker`, `Menu`, `Section`, `Divider`).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuModifier(content: self, menuItems: menuItems(), isEnabled: true)
    }

    /// A context menu with a preview (iOS 16): a long press lifts `preview` (at its
    /// ideal size) instead of the view; a click on the preview closes the menu.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        let previewView = preview()
        return ContextMenuModifier(content: self, menuItems: menuItems(), isEnabled: true, preview: {
            let controller = UIHostingController(rootView: previewView)
            controller.preferredContentSize = controller.sizeThatFits(in: CGSize(width: 10_000, height: 10_000))
            return controller
        })
    }
}

/// A context menu's content, as SwiftUI's (deprecated) `ContextMenu`.
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems
    public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}

extension View {
    /// A context menu, or none when nil, as SwiftUI's (deprecated) form.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        ContextMenuModifier(content: self, menuItems: contextMenu?.menuItems, isEnabled: contextMenu != nil)
    }
}
