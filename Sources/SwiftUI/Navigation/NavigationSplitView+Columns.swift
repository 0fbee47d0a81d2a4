import Foundation

/// Where a column's links show their destinations in a regular-width split view:
/// the next column's navigation controller, whose root they replace.
@MainActor
final class SplitColumnRouter {
    weak var navigation: UINavigationController?

    /// Shows `destination` as the target column's root; nil when that column is not on screen.
    func show(_ destination: AnyView, from environment: EnvironmentValues) -> UIViewController? {
        guard let navigation else { return nil }
        var columnEnvironment = environment
        columnEnvironment.splitColumnRouter = nil
        columnEnvironment.navigationController = WeakController(navigation)
        let controller = Hosting.controller(for: destination, inheriting: columnEnvironment)
        navigation.setViewControllers([controller], animated: false)
        return controller
    }
}

/// The routers of a split view's content and detail columns, and the presenters
/// of its collapsed form (kept in its state).
@MainActor
final class SplitViewRouters {
    let content = SplitColumnRouter()
    let detail = SplitColumnRouter()
    /// Pushes the next column when a selecting List in the sidebar selects.
    let compactSidebar = SplitCompactPresenter()
    /// Pushes the detail when a selecting List in a three-column view's content selects.
    let compactContent = SplitCompactPresenter()
}

/// In a collapsed split view, what a selection in a column's `List(selection:)`
/// pushes: the next column's view, kept up to date as the split view updates.
@MainActor
final class SplitCompactPresenter {
    private(set) var nextColumn = AnyView(EmptyView())
    /// The presenter the pushed column's own selecting List uses (nil: the last column).
    var nextPresenter: SplitCompactPresenter?
    private weak var pushed: UIHostingController<AnyView>?

    /// Pushes the next column on the collapsed stack (once: a second selection while
    /// it is shown only updates it).
    func showNextColumn(from environment: EnvironmentValues) {
        if let pushed, pushed.navigationController != nil { return }
        var columnEnvironment = environment
        columnEnvironment.splitCompactPresenter = nextPresenter
        pushed = NavigationSupport.push(nextColumn, from: columnEnvironment) as? UIHostingController<AnyView>
    }

    /// The next column's view as the split view now describes it.
    func update(_ view: AnyView) {
        nextColumn = view
        pushed?.rootView = view
    }
}

/// Runs `apply` after each update pass the split view takes part in.
struct SplitCompactSync: View, PrimitiveView {
    typealias Body = Never
    let apply: () -> Void
    func update(node: ViewNode) {
        node.setChildren([])
        node.graph.afterUpdate(apply)
    }
}

private struct SplitCompactPresenterKey: EnvironmentKey { static let defaultValue: SplitCompactPresenter? = nil }

extension EnvironmentValues {
    /// Set in a collapsed split view's columns: a selecting List's selection pushes the next column.
    var splitCompactPresenter: SplitCompactPresenter? {
        get { self[SplitCompactPresenterKey.self] } set { self[SplitCompactPresenterKey.self] = newValue }
    }
}

/// One column of a regular-width split view: a navigation stack whose links go to
/// `routesTo`'s column, and whose controller `registers` names as a link target.
struct SplitColumnStack<Root: View>: View {
    let root: Root
    let routesTo: SplitColumnRouter?
    let registers: SplitColumnRouter?

    var body: some View {
        RegisteringNavigationStack(root: root, registers: registers)
            .environment(\.splitColumnRouter, routesTo)
    }
}

/// A `NavigationStack` that tells a router its navigation controller.
struct RegisteringNavigationStack<Root: View>: View, PrimitiveView {
    typealias Body = Never
    let root: Root
    let registers: SplitColumnRouter?

    func update(node: ViewNode) {
        NavigationSupport.update(node: node, root: root)
        if let registers, let state = node.storage["navigation"] as? NavigationState {
            registers.navigation = state.navigation
        }
    }
}

private struct SplitColumnRouterKey: EnvironmentKey { static let defaultValue: SplitColumnRouter? = nil }

extension EnvironmentValues {
    /// Set in a regular-width split view's leading columns: their links show destinations in the next column.
    var splitColumnRouter: SplitColumnRouter? {
        get { self[SplitColumnRouterKey.self] } set { self[SplitColumnRouterKey.self] = newValue }
    }
}

/// How a split view arranges its columns, as SwiftUI's `NavigationSplitViewStyle`.
public protocol NavigationSplitViewStyle { var _kind: NavigationSplitViewStyleKind { get } }

/// The built-in split view styles.
public struct NavigationSplitViewStyleKind: Hashable, Sendable {
    let name: String
    static let balanced = NavigationSplitViewStyleKind(name: "balanced")
    static let prominentDetail = NavigationSplitViewStyleKind(name: "prominentDetail")
}

/// The leading columns beside the detail, which narrows (iOS's `.automatic` in a regular window).
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _kind: NavigationSplitViewStyleKind { .balanced }
}
/// The detail keeps its size; leading columns show over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _kind: NavigationSplitViewStyleKind { .prominentDetail }
}
/// The platform's default: balanced.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _kind: NavigationSplitViewStyleKind { .balanced }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}

private struct NavigationSplitViewStyleKey: EnvironmentKey { static let defaultValue = NavigationSplitViewStyleKind.balanced }

extension EnvironmentValues {
    var navigationSplitViewStyleKind: NavigationSplitViewStyleKind {
        get { self[NavigationSplitViewStyleKey.self] } set { self[NavigationSplitViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the split views inside arrange their columns.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        environment(\.navigationSplitViewStyleKind, style._kind)
    }

    /// The width of the split view column this view is the root of.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        ColumnWidthModifier(content: self, kind: .splitColumn, width: width)
    }

    /// The width range of the split view column this view is the root of: the ideal width is used.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        ColumnWidthModifier(content: self, kind: .splitColumn, width: Swift.min(Swift.max(ideal, min ?? ideal), max ?? ideal))
    }
}

/// A column width set on a column's root view (split view columns, the inspector).
struct ColumnWidthModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let kind: ColumnWidthKind
    let width: CGFloat
    func update(node: ViewNode) { node.updateChildren([(.index(0), content)]) }
}

/// Which column a `ColumnWidthModifier` sizes.
enum ColumnWidthKind { case splitColumn, inspector }

protocol ColumnWidthProviding {
    var columnWidthKind: ColumnWidthKind { get }
    var columnWidth: CGFloat { get }
}
extension ColumnWidthModifier: ColumnWidthProviding {
    var columnWidthKind: ColumnWidthKind { kind }
    var columnWidth: CGFloat { width }
}

enum ColumnWidthSupport {
    /// The width a column's root view asks for, looked for through the modifiers around it.
    static func width(in view: Any, kind: ColumnWidthKind = .splitColumn, default fallback: CGFloat,
                      depth: Int = 0) -> CGFloat {
        if let provider = view as? ColumnWidthProviding, provider.columnWidthKind == kind, provider.columnWidth.isFinite {
            return max(provider.columnWidth, 0)
        }
        guard depth < 12 else { return fallback }
        for child in Mirror(reflecting: view).children where ["content", "storage", "value", "root"].contains(child.label ?? "") {
            let found = width(in: child.value, kind: kind, default: .nan, depth: depth + 1)
            if !found.isNaN { return found }
        }
        return fallback
    }
}
