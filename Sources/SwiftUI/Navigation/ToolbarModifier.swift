import Foundation

/// `.toolbar { }`: the items' views are nodes of this modifier (so they update with
/// state like any view: a Save button's `.disabled(!edited)` follows the edit), shown
/// as custom views of the hosting controller's bar button items.
struct ToolbarModifier<Content: View, Items: ToolbarContent>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let items: Items

    func update(node: ViewNode) {
        let resolved = items.resolvedToolbarItems.filter { $0.placement.slot != .hidden }
        var children: [(ChildKey, any View)] = [(.index(0), content)]
        for (index, item) in resolved.enumerated() {
            let key: ChildKey = item.id.map { .id(AnyHashable($0)) } ?? .index(index + 1)
            let styled = ToolbarItemView(content: AnyView(item.content), isConfirmation: item.placement.isConfirmation)
            children.append((key, styled))
        }
        node.updateChildren(children)
        node.layoutChildCount = 1
        let state = node.stored("toolbar") { ToolbarState() }
        let placements = resolved.map(\.placement)
        let itemNodes = Array(node.children.dropFirst())
        node.graph.afterUpdate { [weak node] in
            guard let node, node.isAlive, let controller = node.environment.hostingController.controller else { return }
            state.apply(nodes: itemNodes, placements: placements, to: controller)
        }
        if state.cleanup == nil {
            state.cleanup = { [weak state, weak node] in
                guard let state, let controller = node?.environment.hostingController.controller else { return }
                state.isRemoved = true
                state.apply(nodes: [], placements: [], to: controller)
            }
            node.removalActions.append { [weak state] in state?.cleanup?() }
        }
    }
}

/// A toolbar item's content in the bar's style: body font, confirmation actions bold.
struct ToolbarItemView: View, PrimitiveView {
    typealias Body = Never
    let content: AnyView
    let isConfirmation: Bool

    func update(node: ViewNode) {
        if node.childEnvironment.font == nil { node.childEnvironment.font = .body }
        node.childEnvironment.isInToolbar = true
        if isConfirmation { node.childEnvironment.isBold = true }
        StackSupport.update(node: node, content: content, layout: OverlayLayout(alignment: .center))
    }
}

/// The bar button items a toolbar made, reused across updates (one per item node).
@MainActor
final class ToolbarState {
    private var items: [ObjectIdentifier: (item: UIBarButtonItem, wrapper: UIView)] = [:]
    var cleanup: (() -> Void)?
    /// Set when the toolbar modifier left the screen (its items are withdrawn).
    var isRemoved = false

    func apply(nodes: [ViewNode], placements: [ToolbarItemPlacement], to controller: UIViewController) {
        let navigationItem = controller.navigationItem
        var left: [UIBarButtonItem] = [], right: [UIBarButtonItem] = [], bottom: [UIBarButtonItem] = [], keyboard: [UIBarButtonItem] = []
        var principal: UIView?
        var kept: [ObjectIdentifier: (item: UIBarButtonItem, wrapper: UIView)] = [:]
        for (node, placement) in zip(nodes, placements) {
            guard let element = node.elements.first else { continue }
            let id = ObjectIdentifier(node)
            let entry = items[id] ?? {
                let wrapper = ToolbarItemWrapper()
                return (UIBarButtonItem(customView: wrapper), wrapper)
            }()
            kept[id] = entry
            (entry.wrapper as? ToolbarItemWrapper)?.show(element)
            switch placement.slot {
            case .leading: left.append(entry.item)
            case .principal: principal = entry.wrapper
            case .bottom: bottom.append(entry.item)
            case .keyboard: keyboard.append(entry.item)
            default: right.append(entry.item)
            }
        }
        items = kept
        if !same(navigationItem.leftBarButtonItems, left) { navigationItem.leftBarButtonItems = left }
        // UIKit lists right items from the trailing edge inwards; SwiftUI's order reads leading to trailing.
        let rightItems = Array(right.reversed())
        if !same(navigationItem.rightBarButtonItems, rightItems) { navigationItem.rightBarButtonItems = rightItems }
        if navigationItem.titleView !== principal { navigationItem.titleView = principal }
        applyBottomBar(bottom, to: controller)
        applyKeyboardBar(keyboard, to: controller)
    }

    private lazy var keyboardBar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 0, height: UIToolbar.height))
    private var keyboardSpaces: [UIBarButtonItem] = []

    /// `.keyboard` items: a toolbar (items from the trailing edge, as SwiftUI puts
    /// a lone Done there) that every text field and text view of the screen shows
    /// while it has the keyboard.
    private func applyKeyboardBar(_ items: [UIBarButtonItem], to controller: UIViewController) {
        if keyboardSpaces.isEmpty { keyboardSpaces = [UIBarButtonItem(systemItem: .flexibleSpace)] }
        keyboardBar.setItems(items.isEmpty ? nil : keyboardSpaces + items, animated: false)
        guard let root = controller.viewIfLoaded else { return }
        var stack = [root]
        while let view = stack.popLast() {
            stack += view.subviews
            if let field = view as? UITextField {
                if items.isEmpty { if field.inputAccessoryView === keyboardBar { field.inputAccessoryView = nil } } else { field.inputAccessoryView = keyboardBar }
            } else if let text = view as? UITextView {
                if items.isEmpty { if text.inputAccessoryView === keyboardBar { text.inputAccessoryView = nil } } else { text.inputAccessoryView = keyboardBar }
            }
        }
    }

    private var flexibleSpaces: [UIBarButtonItem] = []

    /// The bottom bar's items in the toolbar, flexible spaces between them (around a
    /// single one); the toolbar shows while this controller has some.
    private func applyBottomBar(_ items: [UIBarButtonItem], to controller: UIViewController) {
        var spaced: [UIBarButtonItem] = []
        var spaces = 0
        func space() -> UIBarButtonItem {
            if spaces == flexibleSpaces.count { flexibleSpaces.append(UIBarButtonItem(systemItem: .flexibleSpace)) }
            spaces += 1
            return flexibleSpaces[spaces - 1]
        }
        if items.count == 1 { spaced = [space(), items[0], space()] } else {
            for (index, item) in items.enumerated() {
                if index > 0 { spaced.append(space()) }
                spaced.append(item)
            }
        }
        let wanted: [UIBarButtonItem]? = items.isEmpty ? nil : spaced
        if !same(controller.toolbarItems, wanted ?? []) || (controller.toolbarItems == nil) != (wanted == nil) {
            controller.toolbarItems = wanted
        }
        if let hostingView = controller.viewIfLoaded as? _UIHostingView {
            hostingView.screenBars.hasBottomBarItems = isRemoved ? nil : !items.isEmpty
            controller.applySwiftUIScreenBars(animated: controller.navigationController?.isTransitioning ?? false)
        } else if let navigation = controller.navigationController, navigation.topViewController === controller,
                  navigation.isToolbarHidden != items.isEmpty {
            navigation.setToolbarHidden(items.isEmpty, animated: false)
        }
    }

    private func same(_ current: [UIBarButtonItem]?, _ wanted: [UIBarButtonItem]) -> Bool {
        let current = current ?? []
        return current.count == wanted.count && zip(current, wanted).allSatisfy { $0 === $1 }
    }
}

/// `navigationTitle`: sets the hosting controller's navigation item title after the update.
struct NavigationItemModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let apply: (UINavigationItem) -> Void

    func update(node: ViewNode) {
        node.updateChildren([(.index(0), content)])
        let apply = self.apply
        node.graph.afterUpdate { [weak node] in
            guard let node, node.isAlive, let controller = node.environment.hostingController.controller else { return }
            apply(controller.navigationItem)
        }
    }
}

/// How the navigation title is shown.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable { case automatic, inline, large }
}

extension View {
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        ToolbarModifier(content: self, items: content())
    }

    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        ToolbarModifier(content: self, items: ViewToolbarContent(content: content()))
    }

    /// The title of the screen this view is in (its hosting controller's navigation item).
    public func navigationTitle(_ title: Text) -> some View {
        let string = title.string
        return NavigationItemModifier(content: self) { item in if item.title != string { item.title = string } }
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    /// Large or inline title (UIKit's `largeTitleDisplayMode`).
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        NavigationItemModifier(content: self) { item in
            let wanted: UINavigationItem.LargeTitleDisplayMode = mode == .inline ? .never : (mode == .large ? .always : .automatic)
            if item.largeTitleDisplayMode != wanted { item.largeTitleDisplayMode = wanted }
        }
    }

    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

    /// Hides the back button of a pushed screen.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        NavigationItemModifier(content: self) { item in item.hidesBackButton = hidesBackButton }
    }
}

/// The custom view of a toolbar item: sized to its SwiftUI content, measured again
/// once in the window (text measures with the window's fonts there).
final class ToolbarItemWrapper: UIView {
    private var element: LayoutElement?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    @MainActor
    func show(_ element: LayoutElement) {
        self.element = element
        if element.view.superview !== self { addSubview(element.view) }
        resize()
    }

    @MainActor
    private func resize() {
        guard let element else { return }
        let size = element.sizeThatFits(.unspecified)
        let wanted = CGSize(width: ceil(size.width), height: max(ceil(size.height), 44))
        if frame.size != wanted {
            frame.size = wanted
            superview?.setNeedsLayout()
        }
        element.place(in: CGRect(x: 0, y: (wanted.height - size.height) / 2, width: size.width, height: size.height))
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { MainActor.assumeIsolated { resize() } }
    }
}

extension View {
    /// The iOS 13 spelling of leading and trailing toolbar items.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}
