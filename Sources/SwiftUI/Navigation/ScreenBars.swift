import Foundation

/// What one screen (a hosting controller) asks of its navigation controller's bars:
/// whether it has `.bottomBar` items, and what `.toolbar(_:for:)`,
/// `.navigationBarHidden(_:)` and `.toolbarBackground` set. SwiftUI keeps these per
/// screen and applies them when the screen appears (animated with the push or pop)
/// and when they change while it is on top; so does this.
///
/// A screen of a `NavigationStack` owns the bars: one without bottom-bar items hides
/// the toolbar, one without a background resets the bar's colour. A hosting
/// controller pushed on a UIKit navigation controller only applies what it declares.
@MainActor
final class ScreenBars {
    /// One modifier's request, kept until the modifier leaves the graph.
    struct Request: Equatable {
        enum Kind: Equatable { case visibility(Visibility), backgroundVisibility(Visibility), background(UIColor) }
        var bars: [ToolbarPlacement]
        var kind: Kind
    }

    /// Whether a `.toolbar { }` on this screen has `.bottomBar` items (nil: it has no toolbar modifier).
    var hasBottomBarItems: Bool?
    private var requests: [(id: ObjectIdentifier, request: Request)] = []

    func set(_ request: Request?, for id: ObjectIdentifier) {
        if let request {
            if let index = requests.firstIndex(where: { $0.id == id }) { requests[index].request = request } else { requests.append((id, request)) }
        } else {
            requests.removeAll { $0.id == id }
        }
    }

    /// The last non-automatic visibility asked for `bar`.
    func visibility(of bar: ToolbarPlacement) -> Visibility {
        var result = Visibility.automatic
        for (_, request) in requests where request.bars.contains(bar) || request.bars.contains(.automatic) {
            if case .visibility(let value) = request.kind, value != .automatic { result = value }
        }
        return result
    }

    /// The bar colour asked for `bar`: `.clear` when its background is hidden, nil for the default.
    func background(of bar: ToolbarPlacement) -> UIColor? {
        var color: UIColor?
        var visibility = Visibility.automatic
        for (_, request) in requests where request.bars.contains(bar) || request.bars.contains(.automatic) {
            switch request.kind {
            case .background(let value): color = value
            case .backgroundVisibility(let value): if value != .automatic { visibility = value }
            case .visibility: break
            }
        }
        return visibility == .hidden ? .clear : color
    }

    /// Shows or hides the bars of `controller`'s navigation controller for this screen,
    /// when it is the top one (`animated`: alongside a running push or pop).
    func apply(to controller: UIViewController, managedBy stack: UINavigationController?, animated: Bool) {
        guard let navigation = controller.navigationController, navigation.topViewController === controller else { return }
        let owns = stack === navigation
        let bottom = visibility(of: .bottomBar)
        if owns || bottom != .automatic || hasBottomBarItems != nil {
            let hidden = bottom == .hidden || (bottom == .automatic && hasBottomBarItems != true)
            if navigation.isToolbarHidden != hidden { navigation.setToolbarHidden(hidden, animated: animated) }
        }
        let top = visibility(of: .navigationBar)
        if owns || top != .automatic {
            let hidden = top == .hidden
            if navigation.isNavigationBarHidden != hidden { navigation.setNavigationBarHidden(hidden, animated: animated) }
        }
        let barColor = background(of: .navigationBar)
        if owns || barColor != nil, navigation.navigationBar.barTintColor != barColor { navigation.navigationBar.barTintColor = barColor }
        let toolbarColor = background(of: .bottomBar)
        if owns || toolbarColor != nil, navigation.toolbar.barTintColor != toolbarColor { navigation.toolbar.barTintColor = toolbarColor }
    }
}

extension UIViewController {
    /// Applies the bars of the SwiftUI screen this controller hosts, if it hosts one.
    @MainActor
    func applySwiftUIScreenBars(animated: Bool) {
        guard let hostingView = viewIfLoaded as? _UIHostingView else { return }
        let stack = hostingView.inheritedEnvironment?.navigationController.controller as? UINavigationController
        hostingView.screenBars.apply(to: self, managedBy: stack, animated: animated)
    }
}

/// `.toolbar(_:for:)`, `.navigationBarHidden(_:)`, `.toolbarBackground`: a request
/// on the screen's bars, withdrawn when the modifier leaves.
struct ScreenBarsModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let request: ScreenBars.Request

    func update(node: ViewNode) {
        node.updateChildren([(.index(0), content)])
        let request = self.request
        let id = ObjectIdentifier(node)
        node.graph.afterUpdate { [weak node] in
            guard let node, node.isAlive, let controller = node.environment.hostingController.controller,
                  let hostingView = controller.viewIfLoaded as? _UIHostingView else { return }
            hostingView.screenBars.set(request, for: id)
            controller.applySwiftUIScreenBars(animated: controller.navigationController?.isTransitioning ?? false)
        }
        var isNew = false
        _ = node.stored("screenBarsRequest") { () -> ScreenBarsRequestToken in isNew = true; return ScreenBarsRequestToken() }
        if isNew {
            node.removalActions.append { [weak node] in
                guard let controller = node?.environment.hostingController.controller,
                      let hostingView = controller.viewIfLoaded as? _UIHostingView else { return }
                hostingView.screenBars.set(nil, for: id)
                controller.applySwiftUIScreenBars(animated: false)
            }
        }
    }
}

/// Marks a node whose request's withdrawal on removal is registered.
final class ScreenBarsRequestToken {}

extension View {
    /// Shows or hides the given bars while this screen is on top, as SwiftUI's
    /// `toolbar(_:for:)` (`.navigationBar`, `.bottomBar`; `.automatic` means both;
    /// `.tabBar` is accepted and not applied here). The navigation bar hides at once
    /// (our `setNavigationBarHidden` does not animate); the toolbar slides.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        ScreenBarsModifier(content: self, request: .init(bars: bars, kind: .visibility(visibility)))
    }

    /// iOS 13's `navigationBarHidden(_:)`: `toolbar(hidden ? .hidden : .visible, for: .navigationBar)`.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        ScreenBarsModifier(content: self, request: .init(bars: [.navigationBar], kind: .visibility(hidden ? .hidden : .visible)))
    }

    /// Whether the bars draw their background, as SwiftUI's `toolbarBackground(_:for:)`:
    /// `.hidden` draws none (the content shows through); `.visible` and `.automatic`
    /// draw the bar's colour. (iOS hides a bar's background at the scroll edge unless
    /// it is `.visible`; here the standard bar always draws one.)
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        ScreenBarsModifier(content: self, request: .init(bars: bars, kind: .backgroundVisibility(visibility)))
    }

    /// The bars' background while this screen is on top, as SwiftUI's
    /// `toolbarBackground(_:for:)` with a style: a colour (a gradient gives its first
    /// stop, a material the bar's default), set as the bar's `barTintColor`.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let color = style.flatColor(in: EnvironmentValues())
        return ScreenBarsModifier(content: self, request: .init(bars: bars, kind: color.map { .background($0) } ?? .backgroundVisibility(.automatic)))
    }
}
