import Foundation

/// A form, as SwiftUI's `Form` on iOS: a scrolling grouped list — the system
/// grouped background, each `Section` a rounded card of rows inset 20 points,
/// with its header and footer in small grey text. Built from our scroll view and
/// plain views (every row is built: forms are short; `List` is the lazy one).
public struct Form<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func update(node: ViewNode) {
        let element = node.element(ScrollElement.self) { ScrollElement(view: UIScrollView()) }
        element.axes = .vertical
        element.contentInsets = EdgeInsets(top: GroupedMetrics.topInset, leading: 0, bottom: GroupedMetrics.sectionSpacing, trailing: 0)
        element.view.backgroundColor = .systemGroupedBackground
        node.childEnvironment.isInGroupedList = true
        // Loose rows between sections are grouped in implicit sections, as iOS does.
        var builder = ListRowsBuilder()
        builder.add(content, path: "f")
        let sections: [(ChildKey, any View)] = builder.sections.map { section in
            if let view = section.view { return (section.key, view) }
            let rows = (0..<section.rowCount).compactMap { section.row($0) }.map { ($0.key, node.readingState($0.make)) }
            return (section.key, Section { RowsView(rows: rows) })
        }
        node.updateChildren([(.index(0), VStack(alignment: .leading, spacing: 0) { RowsView(rows: sections) })])
        element.syncSubviews()
    }
}

/// The metrics of iOS's inset-grouped lists on an iPhone.
enum GroupedMetrics {
    static let horizontalInset: CGFloat = 20
    static let rowPadding = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    static let minimumRowHeight: CGFloat = 44
    static let cornerRadius: CGFloat = 10
    static let sectionSpacing: CGFloat = 35
    static let topInset: CGFloat = 16
    static let headerPadding = EdgeInsets(top: 0, leading: 16, bottom: 7, trailing: 16)
    static let footerPadding = EdgeInsets(top: 7, leading: 16, bottom: 0, trailing: 16)
}

struct GroupedListKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Inside a Form or grouped List: sections draw as cards, rows get row insets.
    var isInGroupedList: Bool { get { self[GroupedListKey.self] } set { self[GroupedListKey.self] = newValue } }
}

/// Views with given keys (the rows of an implicit section, the sections of a form).
struct RowsView: View, PrimitiveView {
    typealias Body = Never
    let rows: [(ChildKey, any View)]
    func update(node: ViewNode) { node.updateChildren(rows) }
}
