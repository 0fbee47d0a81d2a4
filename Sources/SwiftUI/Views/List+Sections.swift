import Foundation

/// The header and footer of a `Section`, for the List that shows it as a table section.
@MainActor
protocol ListSectionParts {
    var headerContent: any View { get }
    var footerContent: any View { get }
    var hasHeader: Bool { get }
    var hasFooter: Bool { get }
}

extension Section: ListSectionParts {
    var headerContent: any View { header }
    var footerContent: any View { footer }
    var hasHeader: Bool { !(header is EmptyView) }
    var hasFooter: Bool { !(footer is EmptyView) }
}

/// A List's sections as table sections: a `Text` header or footer is the
/// section's title (the table draws it as iOS does: uppercased grey caption in
/// the grouped styles, a bold bar in the plain one), any other view is shown
/// in a header view, in the same small grey type.
extension ListElement {
    static let headerFooterIdentifier = "SwiftUISectionHeaderFooter"

    private func parts(_ section: Int) -> ListSectionParts? {
        sections[safe: section]?.view as? ListSectionParts
    }

    private static func key(_ section: ListSectionModel, footer: Bool) -> ChildKey {
        .id(AnyHashable([AnyHashable(section.key), AnyHashable(footer ? "footer" : "header")]))
    }

    /// The node keys of the section's non-text header and footer.
    func supplementaryKeys(of section: ListSectionModel) -> Set<ChildKey> {
        guard let parts = section.view as? ListSectionParts else { return [] }
        var keys: Set<ChildKey> = []
        if parts.hasHeader && !(parts.headerContent is Text) { keys.insert(Self.key(section, footer: false)) }
        if parts.hasFooter && !(parts.footerContent is Text) { keys.insert(Self.key(section, footer: true)) }
        return keys
    }

    /// Builds or updates the nodes of the non-text headers and footers (few: one per section).
    func updateSupplementaryNodes(node: ViewNode) {
        for section in sections {
            guard let parts = section.view as? ListSectionParts else { continue }
            for footer in [false, true] {
                let content = footer ? parts.footerContent : parts.headerContent
                guard footer ? parts.hasFooter : parts.hasHeader, !(content is Text) else { continue }
                let key = Self.key(section, footer: footer)
                let styled = AnyView(content).font(.footnote).foregroundColor(Color(UIColor.secondaryLabel))
                supplementaryNodes[key] = node.updateChild(key: key, view: styled)
            }
        }
    }

    private func supplementaryNode(_ section: Int, footer: Bool) -> ViewNode? {
        guard let model = sections[safe: section] else { return nil }
        return supplementaryNodes[Self.key(model, footer: footer)]
    }

    nonisolated func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        MainActor.assumeIsolated { (parts(section)?.headerContent as? Text)?.string }
    }

    nonisolated func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        MainActor.assumeIsolated { (parts(section)?.footerContent as? Text)?.string }
    }

    nonisolated func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        MainActor.assumeIsolated { hostingView(section, footer: false) }
    }

    nonisolated func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        MainActor.assumeIsolated { hostingView(section, footer: true) }
    }

    nonisolated func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        MainActor.assumeIsolated { height(section, footer: false) }
    }

    nonisolated func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        MainActor.assumeIsolated { height(section, footer: true) }
    }

    private func hostingView(_ section: Int, footer: Bool) -> UIView? {
        guard let node = supplementaryNode(section, footer: footer),
              let view = table.dequeueReusableHeaderFooterView(withIdentifier: Self.headerFooterIdentifier) as? HostingHeaderFooterView
        else { return nil }
        view.show(node, isFooter: footer)
        return view
    }

    /// A non-text header's height: its content's with the style's padding; others automatic.
    private func height(_ section: Int, footer: Bool) -> CGFloat {
        guard let node = supplementaryNode(section, footer: footer) else { return UITableView.automaticDimension }
        let inset = HostingHeaderFooterView.leadingInset(table.style)
        let width = max(0, table.bounds.width - 2 * inset)
        let content = node.elements.map { $0.sizeThatFits(ProposedViewSize(width: width, height: nil)).height }.max() ?? 0
        let padding = HostingHeaderFooterView.padding(table.style, footer: footer)
        return (content + padding.top + padding.bottom).rounded(.up)
    }
}

/// A section header or footer showing SwiftUI content, placed as the table's
/// title text would be.
final class HostingHeaderFooterView: UITableViewHeaderFooterView {
    private weak var node: ViewNode?
    private var isFooter = false

    /// Where iOS puts header text: 16 points in (36 in an inset-grouped list).
    static func leadingInset(_ style: UITableView.Style) -> CGFloat { style == .insetGrouped ? 36 : 16 }

    /// Space above and below the content (the grouped header's 22/7, the footer's 7/6, plain 4/4).
    static func padding(_ style: UITableView.Style, footer: Bool) -> (top: CGFloat, bottom: CGFloat) {
        if style == .plain { return (4, 4) }
        return footer ? (7, 6) : (22, 7)
    }

    @MainActor
    func show(_ node: ViewNode, isFooter: Bool) {
        self.node = node
        self.isFooter = isFooter
        let views = node.elements.map(\.view)
        for subview in contentView.subviews where !views.contains(where: { $0 === subview }) { subview.removeFromSuperview() }
        for view in views where view.superview !== contentView { contentView.addSubview(view) }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        MainActor.assumeIsolated {
            guard let node, let table = superview as? UITableView else { return }
            let inset = Self.leadingInset(table.style)
            let padding = Self.padding(table.style, footer: isFooter)
            let width = max(0, bounds.width - 2 * inset)
            let stack = StackLayout(axis: .vertical, alignment: 0, spacing: 0)
            let height = max(0, bounds.height - padding.top - padding.bottom)
            stack.placeSubviews(in: CGRect(x: inset, y: padding.top, width: width, height: height),
                                proposal: ProposedViewSize(width: width, height: height), subviews: node.elements)
        }
    }
}
