import Foundation

/// Section headers and footers, as in UIKit: titles from the data source or
/// views from the delegate, sized by the delegate, `sectionHeaderHeight` or
/// their content; only the visible ones exist as views. In the plain style a
/// header sticks to the top of the visible area while its section scrolls under
/// it (and a footer to the bottom), pushed away by the next section.
extension UITableView {
    // MARK: Reuse

    /// Makes `dequeueReusableHeaderFooterView(withIdentifier:)` create `aClass` views for `identifier`.
    public func register(_ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooters[identifier] = aClass
    }

    /// A recycled header or footer view for `identifier` (after its `prepareForReuse()`),
    /// a new one of the registered class, or nil if nothing is registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = headerFooterQueues[identifier], let view = queue.popLast() {
            headerFooterQueues[identifier] = queue
            view.prepareForReuse()
            return view
        }
        return registeredHeaderFooters[identifier].map { $0.init(reuseIdentifier: identifier) }
    }

    // MARK: Geometry

    /// The whole section (header, rows, footer) in table coordinates; `.zero` for a bad section.
    public func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard section >= 0, section < rowLayout.sectionCount else { return .zero }
        let span = rowLayout.sectionFrameY(section)
        return CGRect(x: 0, y: headerHeight + span.top, width: bounds.width, height: span.height)
    }

    /// Where the section's header is laid out before sticking (table coordinates).
    public func rectForHeader(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard section >= 0, section < rowLayout.sectionCount else { return .zero }
        return CGRect(x: 0, y: headerHeight + rowLayout.sectionTop(section), width: bounds.width,
                      height: rowLayout.headerHeights[section])
    }

    /// Where the section's footer is laid out before sticking (table coordinates).
    public func rectForFooter(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard section >= 0, section < rowLayout.sectionCount else { return .zero }
        let span = rowLayout.sectionFrameY(section)
        let height = rowLayout.footerHeights[section]
        return CGRect(x: 0, y: headerHeight + span.top + span.height - height, width: bounds.width, height: height)
    }

    /// The header view showing for the section, or nil if it is not on screen (or has no view).
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view showing for the section, or nil.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Measuring (on reload)

    /// Asks for every section's header and footer height.
    func measureSections() {
        sectionsMeasuredWidth = bounds.width
        let count = rowLayout.sectionCount
        guard count > 0 else { return }
        let headers = (0..<count).map { measureSupplementary(section: $0, isFooter: false) }
        let footers = (0..<count).map { measureSupplementary(section: $0, isFooter: true) }
        rowLayout.setSectionHeights(headers: headers, footers: footers)
    }

    private func measureSupplementary(section: Int, isFooter: Bool) -> CGFloat {
        let asked = isFooter ? tableDelegate?.tableView(self, heightForFooterInSection: section)
                             : tableDelegate?.tableView(self, heightForHeaderInSection: section)
        if let asked, asked >= 0 { return asked }
        let title = self.title(section: section, isFooter: isFooter)
        let view = isFooter ? tableDelegate?.tableView(self, viewForFooterInSection: section)
                            : tableDelegate?.tableView(self, viewForHeaderInSection: section)
        defer { if let view { recycle(view) } }
        let fixed = isFooter ? sectionFooterHeight : sectionHeaderHeight
        if (view != nil || title != nil) && fixed >= 0 { return fixed }
        if let view, !(view is UITableViewHeaderFooterView) || title == nil {
            return fittingHeight(of: view)
        }
        return styleHeight(title: title, section: section, isFooter: isFooter)
    }

    /// A custom view's height: Auto Layout's fitting height if it has constraints, else its frame's.
    private func fittingHeight(of view: UIView) -> CGFloat {
        if !view.constraints.isEmpty || view.subviews.contains(where: { !$0.constraints.isEmpty || !$0.translatesAutoresizingMaskIntoConstraints }) {
            let size = view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0),
                                                    withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
            if size.height > 0 { return size.height.rounded(.up) }
        }
        return view.frame.height
    }

    /// The style's height for a title (or for no title: the grouped spacing, plain nothing).
    private func styleHeight(title: String?, section: Int, isFooter: Bool) -> CGFloat {
        let textHeight = title.map { measureTitle($0, isFooter: isFooter) } ?? 0
        switch (style, isFooter) {
        case (.plain, false):
            return title == nil ? 0 : max(TableSectionMetrics.plainHeader, textHeight + 6) + sectionHeaderTopPadding
        case (.plain, true):
            return title == nil ? 0 : textHeight + 8
        case (_, false):
            return title == nil ? TableSectionMetrics.groupedSpacing
                : TableSectionMetrics.groupedTitledTop + textHeight + TableSectionMetrics.headerTextBottom
        case (_, true):
            return title == nil ? 0 : TableSectionMetrics.footerTextTop + textHeight + TableSectionMetrics.footerTextBottom
        }
    }

    private func measureTitle(_ title: String, isFooter: Bool) -> CGFloat {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.placement = .init(style: style, isFooter: isFooter)
        guard let label = view.textLabel else { return 0 }
        label.text = displayedTitle(title, isFooter: isFooter)
        let insets = view.textInsets
        return label.sizeThatFits(CGSize(width: max(0, bounds.width - insets.left - insets.right), height: 0)).height.rounded(.up)
    }

    /// Grouped styles show header titles uppercased, as UIKit does.
    private func displayedTitle(_ title: String, isFooter: Bool) -> String {
        style != .plain && !isFooter ? title.uppercased() : title
    }

    private func title(section: Int, isFooter: Bool) -> String? {
        guard let dataSource else { return nil }
        return isFooter ? dataSource.tableView(self, titleForFooterInSection: section)
                        : dataSource.tableView(self, titleForHeaderInSection: section)
    }

    // MARK: Tiling (each layout pass)

    /// Shows the header and footer views of the visible sections, pinned in the plain style.
    func tileSectionViews() {
        let top = bounds.minY - headerHeight, bottom = bounds.maxY - headerHeight
        let sections = dataSource == nil ? nil : rowLayout.sections(from: top, to: bottom)
        for isFooter in [false, true] {
            var views = isFooter ? visibleFooters : visibleHeaders
            for (section, view) in views where !(sections?.contains(section) ?? false) {
                views[section] = nil
                endDisplaying(view, section: section, isFooter: isFooter)
            }
            if let sections {
                for section in sections {
                    let height = isFooter ? rowLayout.footerHeights[section] : rowLayout.headerHeights[section]
                    guard height > 0 else { continue }
                    let view: UIView
                    if let shown = views[section] {
                        view = shown
                    } else {
                        guard let made = makeSupplementary(section: section, isFooter: isFooter) else { continue }
                        view = made
                        views[section] = made
                        if made.superview !== self { addSubview(made) }
                        made.frame = supplementaryFrame(section: section, isFooter: isFooter)
                        if isFooter { tableDelegate?.tableView(self, willDisplayFooterView: made, forSection: section) }
                        else { tableDelegate?.tableView(self, willDisplayHeaderView: made, forSection: section) }
                    }
                    let frame = supplementaryFrame(section: section, isFooter: isFooter)
                    if view.frame != frame { view.frame = frame }
                    if style == .plain { bringSubviewToFront(view) }
                }
            }
            if isFooter { visibleFooters = views } else { visibleHeaders = views }
        }
    }

    /// The view for a section's header or footer: the delegate's, else one showing the title.
    private func makeSupplementary(section: Int, isFooter: Bool) -> UIView? {
        let custom = isFooter ? tableDelegate?.tableView(self, viewForFooterInSection: section)
                              : tableDelegate?.tableView(self, viewForHeaderInSection: section)
        let title = self.title(section: section, isFooter: isFooter)
        if let headerFooter = custom as? UITableViewHeaderFooterView {
            headerFooter.placement = .init(style: style, isFooter: isFooter)
            if let title, headerFooter.textLabel?.text == nil { headerFooter.textLabel?.text = displayedTitle(title, isFooter: isFooter) }
            return headerFooter
        }
        if let custom { return custom }
        guard let title else { return nil }
        let identifier = isFooter ? Self.titleFooterIdentifier : Self.titleHeaderIdentifier
        let view: UITableViewHeaderFooterView
        if var queue = headerFooterQueues[identifier], let recycled = queue.popLast() {
            headerFooterQueues[identifier] = queue
            recycled.prepareForReuse()
            view = recycled
        } else {
            view = UITableViewHeaderFooterView(reuseIdentifier: identifier)
        }
        view.placement = .init(style: style, isFooter: isFooter)
        view.textLabel?.text = displayedTitle(title, isFooter: isFooter)
        return view
    }

    static let titleHeaderIdentifier = "UITableView.titleHeader"
    static let titleFooterIdentifier = "UITableView.titleFooter"

    /// Where the header or footer is now: its place in the list, or pinned (plain style).
    func supplementaryFrame(section: Int, isFooter: Bool) -> CGRect {
        let span = rowLayout.sectionFrameY(section)
        let height = isFooter ? rowLayout.footerHeights[section] : rowLayout.headerHeights[section]
        let sectionTop = headerHeight + span.top, sectionBottom = sectionTop + span.height
        var y = isFooter ? sectionBottom - height : sectionTop
        if style == .plain {
            let inset = adjustedContentInset
            if isFooter {
                let visibleBottom = bounds.maxY - inset.bottom
                y = max(min(y, visibleBottom - height), sectionTop + rowLayout.headerHeights[section])
            } else {
                let visibleTop = bounds.minY + inset.top
                y = min(max(y, visibleTop), sectionBottom - rowLayout.footerHeights[section] - height)
                y = max(y, sectionTop)
            }
        }
        return CGRect(x: 0, y: y, width: bounds.width, height: height)
    }

    private func endDisplaying(_ view: UIView, section: Int, isFooter: Bool) {
        view.removeFromSuperview()
        if section < rowLayout.sectionCount {
            if isFooter { tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section) }
            else { tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section) }
        }
        recycle(view)
    }

    /// Queues a header or footer view that has a reuse identifier.
    private func recycle(_ view: UIView) {
        guard let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier,
              reusable.superview == nil else { return }
        if headerFooterQueues[identifier, default: []].contains(where: { $0 === reusable }) { return }
        headerFooterQueues[identifier, default: []].append(reusable)
    }

    /// Before a reload: every header and footer leaves the screen.
    func removeAllSectionViews() {
        for (section, view) in visibleHeaders { endDisplaying(view, section: section, isFooter: false) }
        for (section, view) in visibleFooters { endDisplaying(view, section: section, isFooter: true) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
    }
}
