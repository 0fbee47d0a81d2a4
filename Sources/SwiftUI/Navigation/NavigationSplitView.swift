import Foundation

/// Two or three columns of navigation, as SwiftUI's `NavigationSplitView`.
///
/// In a regular-width window (an iPad's, ours from 896 points) the columns stand
/// side by side: the sidebar (320 points, or its `navigationSplitViewColumnWidth`),
/// the content column of a three-column view (320), and the detail taking the rest,
/// each its own navigation stack, a hairline between. A `NavigationLink` in the
/// sidebar shows its destination as the next column's root (the content column's
/// in a three-column view, else the detail's) instead of pushing in the sidebar,
/// as UIKit's split view does; links inside the detail push on the detail's stack.
/// Which columns show follows `columnVisibility` (`.automatic`: all of a
/// two-column view, the content and detail of a three-column one; `.detailOnly`;
/// `.doubleColumn`; `.all`). With `.prominentDetail` the detail keeps the whole
/// width and visible leading columns lie over it (automatically: the detail only).
///
/// In a compact window (a phone's) it collapses to one navigation stack, as on
/// iPhone: the sidebar (or the `preferredCompactColumn`'s view) is the root, and its
/// links push their destinations.
///
/// A `List(selection:)` in a column drives the next: in a regular window the next
/// column shows what the selection describes; collapsed, a selection pushes it.
///
/// Where we differ: no sidebar toggle button is added to the detail's bar (set
/// `columnVisibility` instead).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let hasContentColumn: Bool
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.navigationSplitViewStyleKind) private var style
    @State private var routers = SplitViewRouters()

    /// A three-column split view.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, compact: nil, sidebar: sidebar(), content: content(), detail: detail(), hasContent: true)
    }

    /// A three-column split view showing its automatic columns.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, compact: nil, sidebar: sidebar(), content: content(), detail: detail(), hasContent: true)
    }

    /// A three-column split view with the column a compact window shows first (iOS 17).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, compact: preferredCompactColumn, sidebar: sidebar(), content: content(),
                  detail: detail(), hasContent: true)
    }

    /// A three-column split view with the column a compact window shows first (iOS 17).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, compact: preferredCompactColumn, sidebar: sidebar(), content: content(), detail: detail(), hasContent: true)
    }

    init(visibility: Binding<NavigationSplitViewVisibility>?, compact: Binding<NavigationSplitViewColumn>?,
         sidebar: Sidebar, content: Content, detail: Detail, hasContent: Bool) {
        columnVisibility = visibility
        preferredCompactColumn = compact
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        hasContentColumn = hasContent
    }

    public var body: some View {
        if horizontalSizeClass == .regular {
            columns
        } else {
            compactStack
        }
    }

    /// The collapsed form: one stack rooted at the preferred compact column; a
    /// selection in a column's selecting `List` pushes the next column.
    private var compactStack: some View {
        let routers = self.routers
        let (content, detail, hasContentColumn) = (AnyView(self.content), AnyView(self.detail), self.hasContentColumn)
        return compactRoot
            .background(SplitCompactSync {
                routers.compactSidebar.nextPresenter = hasContentColumn ? routers.compactContent : nil
                routers.compactSidebar.update(hasContentColumn ? content : detail)
                routers.compactContent.update(detail)
            })
    }

    @ViewBuilder private var compactRoot: some View {
        switch preferredCompactColumn?.wrappedValue {
        case .some(.detail): NavigationStack { detail }
        case .some(.content) where hasContentColumn:
            NavigationStack { content.environment(\.splitCompactPresenter, routers.compactContent) }
        default: NavigationStack { sidebar.environment(\.splitCompactPresenter, routers.compactSidebar) }
        }
    }

    /// The regular-width form: the visible columns side by side (or over the detail).
    private var columns: some View {
        let visible = visibleColumns
        let overlaid = style == .prominentDetail
        let leading = HStack(spacing: 0) {
            if visible.contains(.sidebar) {
                SplitColumnStack(root: sidebar, routesTo: hasContentColumn ? routers.content : routers.detail, registers: nil)
                    .frame(width: ColumnWidthSupport.width(in: sidebar, default: 320))
                SplitSeparator()
            }
            if hasContentColumn && visible.contains(.content) {
                SplitColumnStack(root: content, routesTo: routers.detail, registers: routers.content)
                    .frame(width: ColumnWidthSupport.width(in: content, default: 320))
                SplitSeparator()
            }
        }
        return ZStack(alignment: .leading) {
            HStack(spacing: 0) {
                if !overlaid { leading }
                SplitColumnStack(root: detail, routesTo: nil, registers: routers.detail)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            if overlaid { leading.background(Color(UIColor.systemBackground)) }
        }
    }

    /// The columns shown in a regular-width window for the visibility and style.
    var visibleColumns: Set<NavigationSplitViewColumn> {
        var visibility = columnVisibility?.wrappedValue ?? .automatic
        if visibility == .automatic {
            visibility = style == .prominentDetail ? .detailOnly : (hasContentColumn ? .doubleColumn : .all)
        }
        switch visibility {
        case .detailOnly: return [.detail]
        case .doubleColumn: return hasContentColumn ? [.content, .detail] : [.sidebar, .detail]
        default: return [.sidebar, .content, .detail]
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, compact: nil, sidebar: sidebar(), content: EmptyView(), detail: detail(), hasContent: false)
    }

    /// A two-column split view whose visible columns follow `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, compact: nil, sidebar: sidebar(), content: EmptyView(), detail: detail(), hasContent: false)
    }

    /// A two-column split view with the column a compact window shows first (iOS 17).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, compact: preferredCompactColumn, sidebar: sidebar(), content: EmptyView(), detail: detail(), hasContent: false)
    }

    /// A two-column split view with the column a compact window shows first (iOS 17).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, compact: preferredCompactColumn, sidebar: sidebar(), content: EmptyView(),
                  detail: detail(), hasContent: false)
    }
}

/// Which columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    let name: String
    /// The style's and width's default.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail of a three-column view; the sidebar and detail of a two-column one.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail only.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a split view, as SwiftUI's `NavigationSplitViewColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    public static let content = NavigationSplitViewColumn(name: "content")
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// The 1-point line between columns, in the separator colour.
struct SplitSeparator: View {
    var body: some View {
        Rectangle().fill(Color(UIColor.separator)).frame(width: 1).frame(maxHeight: .infinity)
    }
}
