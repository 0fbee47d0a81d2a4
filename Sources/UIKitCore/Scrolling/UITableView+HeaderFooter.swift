import Foundation

// The table's header and footer views: above the first row and below the last.
extension UITableView {
    /// The header view's height (0 without one): where the rows start.
    var headerHeight: CGFloat { tableHeaderView?.frame.height ?? 0 }

    /// The rows' height with the header and footer views.
    var contentHeight: CGFloat { headerHeight + rowLayout.totalHeight + (tableFooterView?.frame.height ?? 0) }

    func replaceAccessory(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        setNeedsLayout()
    }

    /// The header at the top, the footer after the last row, both as wide as the table.
    func layoutHeaderAndFooter() {
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: headerHeight + rowLayout.totalHeight, width: bounds.width, height: footer.frame.height)
        }
    }
}
