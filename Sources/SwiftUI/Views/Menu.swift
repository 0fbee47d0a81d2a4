import Foundation

/// A button that shows a menu, as SwiftUI's `Menu`, on our UIKit's `UIMenu`: a
/// click opens the menu card below the label (as iOS 16 does). With
/// `primaryAction:`, a click runs the action and a secondary click opens the
/// menu (a long press on iOS). The content's buttons, labels, toggles, pickers,
/// sections, dividers and nested menus become the menu's elements
/// (`MenuElements`).
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu whose click runs `primaryAction` (iOS 15), as in SwiftUI.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        let content = self.content
        MenuButton(label: label, primaryAction: primaryAction) { environment in
            UIMenu(children: MenuElements.elements(of: content, environment: environment))
        }
    }

    /// The menu as a submenu of another menu.
    func submenu(environment: EnvironmentValues) -> UIMenu {
        UIMenu(title: TagSupport.text(in: label) ?? (label as? Label_Title)?.titleText ?? "",
               image: MenuElements.image(in: label), children: MenuElements.elements(of: content, environment: environment))
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    /// A menu labelled with a title and a system image, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

/// A button that opens a menu made when it is clicked, from its own view: a
/// `Menu`, a `.menu` picker. With a `primaryAction`, the click runs it and a
/// secondary click opens the menu.
struct MenuButton<Label: View>: View, PrimitiveView {
    typealias Body = Never
    let label: Label
    let primaryAction: (() -> Void)?
    let makeMenu: (EnvironmentValues) -> UIMenu

    func update(node: ViewNode) {
        let environment = node.environment
        let makeMenu = self.makeMenu
        let open: () -> Void = { [weak node] in
            guard let view = node?.elements.first?.view else { return }
            MenuElements.present(makeMenu(environment), from: view)
        }
        node.updateChildren([(.index(0), Button(action: primaryAction ?? open) { label })])
        let anchor = node.stored("menuAnchor") { ContextMenuAnchor() }
        anchor.makeMenu = primaryAction == nil ? nil : { makeMenu(environment) }
        node.graph.afterUpdate { [weak node] in
            guard let node, node.isAlive else { return }
            anchor.attach(to: node.elements.first?.view)
        }
    }
}

/// Buttons' titles through labels (`Label("Delete", systemImage:)` in a menu).
protocol Label_Title { var titleText: String? { get } }
extension SwiftUI.Label: Label_Title { var titleText: String? { TagSupport.text(in: title) } }
