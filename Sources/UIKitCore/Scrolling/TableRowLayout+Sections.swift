import Foundation

/// The table's geometry with section headers and footers: section `s` is its
/// header, its rows, its footer, one after the other. Positions here are in
/// "list space" (y = 0 at the first section's header, below the table header view).
extension TableRowLayout {
    /// Sets every section's header and footer height (missing entries count 0).
    func setSectionHeights(headers: [CGFloat], footers: [CGFloat]) {
        let count = sectionRowCounts.count
        headerHeights = (0..<count).map { $0 < headers.count ? max(0, headers[$0]) : 0 }
        footerHeights = (0..<count).map { $0 < footers.count ? max(0, footers[$0]) : 0 }
        var prefix: [CGFloat] = [0]
        for section in 0..<count { prefix.append(prefix[section] + headerHeights[section] + footerHeights[section]) }
        gapPrefix = prefix
    }

    var sectionCount: Int { sectionRowCounts.count }

    /// Top of section `s` (its header); `sectionCount` gives the end of the list.
    func sectionTop(_ section: Int) -> CGFloat {
        guard section < sectionCount else { return totalHeight }
        return rowSpaceTop(ofRow: sectionStarts[section]) + gapPrefix[section]
    }

    /// Height of the section's rows alone.
    func rowsHeight(ofSection section: Int) -> CGFloat {
        let start = sectionStarts[section]
        return rowSpaceTop(ofRow: start + sectionRowCounts[section]) - rowSpaceTop(ofRow: start)
    }

    /// The whole section: header, rows and footer.
    func sectionFrameY(_ section: Int) -> (top: CGFloat, height: CGFloat) {
        let top = sectionTop(section)
        return (top, headerHeights[section] + rowsHeight(ofSection: section) + footerHeights[section])
    }

    // MARK: Rows in list space

    func top(ofRow index: Int) -> CGFloat {
        let section = section(ofRow: index)
        return rowSpaceTop(ofRow: index) + gapPrefix[section] + headerHeights[section]
    }

    var totalHeight: CGFloat { rowSpaceTotalHeight + gapPrefix[sectionCount] }

    /// The section whose span (header to footer) contains `y`, or nil above or below the list.
    func section(atY y: CGFloat) -> Int? {
        guard sectionCount > 0, y >= 0, y < totalHeight else { return nil }
        if case .fixed = heights {
            var low = 0, high = sectionCount - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if sectionTop(mid) <= y { low = mid } else { high = mid - 1 }
            }
            return low
        }
        var section = 0
        while section + 1 < sectionCount && sectionTop(section + 1) <= y { section += 1 }
        return section
    }

    /// The row whose span contains `y` (list space), or nil on a header, a footer or outside.
    func row(atY y: CGFloat) -> Int? {
        guard let section = section(atY: y) else { return nil }
        let rowY = y - gapPrefix[section] - headerHeights[section]
        let start = sectionStarts[section], end = start + sectionRowCounts[section]
        guard end > start, rowY >= rowSpaceTop(ofRow: start), let row = rowSpaceRow(atY: rowY), row < end else { return nil }
        return row
    }

    /// The first row that ends below `y`, or nil if none does.
    private func firstRow(endingBelow y: CGFloat) -> Int? {
        guard rowCount > 0 else { return nil }
        guard var section = section(atY: max(0, y)) else { return nil }
        if let row = row(atY: max(0, y)) { return row }
        // On a header: that section's first row; on a footer: the next section's.
        let rowY = max(0, y) - gapPrefix[section] - headerHeights[section]
        if sectionRowCounts[section] > 0 && rowY < rowSpaceTop(ofRow: sectionStarts[section]) { return sectionStarts[section] }
        section += 1
        while section < sectionCount && sectionRowCounts[section] == 0 { section += 1 }
        return section < sectionCount ? sectionStarts[section] : nil
    }

    /// The rows that intersect [minY, maxY) in list space, or nil if none.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> ClosedRange<Int>? {
        guard rowCount > 0, maxY > minY, maxY > 0, let first = firstRow(endingBelow: minY),
              top(ofRow: first) < maxY else { return nil }
        var last = first
        while last + 1 < rowCount && top(ofRow: last + 1) < maxY { last += 1 }
        return first...last
    }

    /// The sections whose span intersects [minY, maxY), in order.
    func sections(from minY: CGFloat, to maxY: CGFloat) -> ClosedRange<Int>? {
        guard sectionCount > 0, maxY > minY, maxY > 0, minY < totalHeight else { return nil }
        let first = section(atY: max(0, minY)) ?? 0
        var last = first
        while last + 1 < sectionCount && sectionTop(last + 1) < maxY { last += 1 }
        return first...last
    }
}
