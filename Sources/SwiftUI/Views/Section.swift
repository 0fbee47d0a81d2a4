import Foundation

/// A group of rows with an optional header and footer, as SwiftUI's `Section`. In
/// a Form or List it is a rounded card (secondary grouped background) with a
/// separator between rows; elsewhere its content just joins the parent's layout.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    /// The title of `Section("Title")` as written (the header shows it uppercased; a menu as written).
    var title: String?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    func update(node: ViewNode) {
        if node.environment.isInLazyContainer && !node.environment.isInGroupedList {
            // In a lazy stack or grid the section is transparent: its header and footer
            // take lines of their own (and can be pinned), its rows join the layout.
            node.element = nil
            node.updateChildren([(.index(0), ElementPropertiesModifier(content: header) { $0.gridCell.sectionRole = .header }),
                                 (.index(1), SectionRowsMarker(content: content)),
                                 (.index(2), ElementPropertiesModifier(content: footer) { $0.gridCell.sectionRole = .footer })])
            return
        }
        guard node.environment.isInGroupedList else {
            node.element = nil
            node.updateChildren([(.index(0), VStack { header; content; footer })])
            return
        }
        let element = node.element(SectionElement.self) { SectionElement(view: ContainerView()) }
        node.childEnvironment.isInGroupedList = false
        let headerView = header
            .font(.footnote)
            .foregroundColor(Color(UIColor.secondaryLabel))
        let footerView = footer
            .font(.footnote)
            .foregroundColor(Color(UIColor.secondaryLabel))
        node.updateChildren([(.index(0), headerView), (.index(1), content), (.index(2), footerView)])
        element.syncSubviews()
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }, footer: { EmptyView() }) }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section {
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// `Section("Title") { ... }`: the title shown as the header, uppercased as iOS does.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey.key.uppercased()) }, footer: { EmptyView() })
        title = titleKey.key
    }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(String(title).uppercased()) }, footer: { EmptyView() })
        self.title = String(title)
    }
}

/// A section card: header, rows on a rounded background with separators, footer.
@MainActor
final class SectionElement: LayoutElement {
    private let card = ContainerView()
    private var separators: [UIView] = []
    private var header: [LayoutElement] = []
    private var rows: [LayoutElement] = []
    private var footer: [LayoutElement] = []

    override init(view: UIView) {
        super.init(view: view)
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = GroupedMetrics.cornerRadius
        card.clipsToBounds = true
        view.addSubview(card)
    }

    override func syncSubviews() {
        guard let node, node.children.count == 3 else { return }
        header = node.children[0].elements
        rows = node.children[1].elements
        footer = node.children[2].elements
        setSubviewElements(header + footer, after: [card])
        while separators.count < max(rows.count - 1, 0) {
            let separator = UIView()
            separator.backgroundColor = .separator
            separators.append(separator)
        }
        let wanted = rows.map(\.view) + separators.prefix(max(rows.count - 1, 0))
        for subview in card.subviews where !wanted.contains(where: { $0 === subview }) { subview.removeFromSuperview() }
        for (index, subview) in wanted.enumerated() where index >= card.subviews.count || card.subviews[index] !== subview {
            card.insertSubview(subview, at: index)
        }
    }

    private func rowWidth(_ width: CGFloat) -> CGFloat {
        max(width - 2 * GroupedMetrics.horizontalInset - GroupedMetrics.rowPadding.leading - GroupedMetrics.rowPadding.trailing, 0)
    }

    private func rowHeights(_ width: CGFloat) -> [CGFloat] {
        rows.map { row in
            let size = row.sizeThatFits(ProposedViewSize(width: rowWidth(width), height: nil))
            return max(size.height + GroupedMetrics.rowPadding.top + GroupedMetrics.rowPadding.bottom, GroupedMetrics.minimumRowHeight)
        }
    }

    private func textHeight(_ elements: [LayoutElement], _ width: CGFloat) -> CGFloat {
        elements.map { $0.sizeThatFits(ProposedViewSize(width: width - 2 * GroupedMetrics.horizontalInset - 32, height: nil)).height }.max() ?? 0
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 390
        var height = rowHeights(width).reduce(0, +)
        let headerHeight = textHeight(header, width)
        if headerHeight > 0 { height += headerHeight + GroupedMetrics.headerPadding.bottom }
        let footerHeight = textHeight(footer, width)
        if footerHeight > 0 { height += footerHeight + GroupedMetrics.footerPadding.top }
        return CGSize(width: width, height: height + GroupedMetrics.sectionSpacing)
    }

    override func layoutContents() {
        let width = view.bounds.width
        let inset = GroupedMetrics.horizontalInset
        var y: CGFloat = 0
        let headerHeight = textHeight(header, width)
        for element in header {
            let size = element.sizeThatFits(ProposedViewSize(width: width - 2 * inset - 32, height: nil))
            element.place(in: CGRect(x: inset + GroupedMetrics.headerPadding.leading, y: y, width: size.width, height: size.height))
        }
        if headerHeight > 0 { y += headerHeight + GroupedMetrics.headerPadding.bottom }
        let heights = rowHeights(width)
        let cardHeight = heights.reduce(0, +)
        card.frame = CGRect(x: inset, y: y, width: width - 2 * inset, height: cardHeight)
        var rowY: CGFloat = 0
        let padding = GroupedMetrics.rowPadding
        for (index, row) in rows.enumerated() {
            let content = row.sizeThatFits(ProposedViewSize(width: rowWidth(width), height: nil))
            let rowHeight = heights[index]
            row.place(in: CGRect(x: padding.leading, y: rowY + (rowHeight - content.height) / 2,
                                 width: min(content.width, rowWidth(width)), height: content.height))
            if index < separators.count && index < rows.count - 1 {
                separators[index].frame = CGRect(x: padding.leading, y: rowY + rowHeight - 0.5,
                                                 width: card.bounds.width - padding.leading, height: 0.5)
            }
            rowY += rowHeight
        }
        y += cardHeight
        for element in footer {
            let size = element.sizeThatFits(ProposedViewSize(width: width - 2 * inset - 32, height: nil))
            element.place(in: CGRect(x: inset + GroupedMetrics.footerPadding.leading, y: y + GroupedMetrics.footerPadding.top,
                                     width: size.width, height: size.height))
        }
    }
}

/// Marks the first row of a section in a lazy container, so a grid starts it on a new line.
struct SectionRowsMarker<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    func update(node: ViewNode) {
        node.updateChildren([(.index(0), content)])
        for (index, element) in node.childElements.enumerated() { element.gridCell.startsSection = index == 0 }
    }
}
