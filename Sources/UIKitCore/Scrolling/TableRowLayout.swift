import Foundation

/// Where a table's rows are, without a view (or, for fixed heights, any storage)
/// per row. Rows are numbered globally across sections; each section adds its
/// header's height above its rows and its footer's below (O(sections) storage,
/// see `TableRowLayout+Sections`).
///
/// - Fixed heights: positions are arithmetic, `y = index · rowHeight`; memory is
///   O(sections) whatever the row count.
/// - Variable heights: a prefix-sum table of row tops, extended lazily only as
///   far as a query needs; rows not measured yet count with the estimate, so
///   `totalHeight` is exact for the measured part and estimated beyond.
final class TableRowLayout {
    enum Heights {
        case fixed(CGFloat)
        case variable(estimate: CGFloat, height: (Int) -> CGFloat)
    }

    private(set) var sectionRowCounts: [Int] = []
    /// Global index of each section's first row.
    private(set) var sectionStarts: [Int] = []
    private(set) var rowCount = 0
    private(set) var heights: Heights = .fixed(44)
    /// Variable heights: `tops[i]` is row i's top, for i < tops.count (tops[0] = 0).
    private(set) var tops: [CGFloat] = [0]
    /// Each section's header and footer height.
    var headerHeights: [CGFloat] = []
    var footerHeights: [CGFloat] = []
    /// `gapPrefix[s]`: the headers' and footers' heights of the sections before `s`.
    var gapPrefix: [CGFloat] = [0]

    init() {}

    func reset(sectionRowCounts counts: [Int], heights: Heights) {
        sectionRowCounts = counts.map { max(0, $0) }
        var starts: [Int] = []
        var total = 0
        for count in sectionRowCounts {
            starts.append(total)
            total += count
        }
        sectionStarts = starts
        rowCount = total
        self.heights = heights
        tops = [0]
        setSectionHeights(headers: [], footers: [])
    }

    /// Forgets measured heights from `index` on (after a row was reloaded).
    func invalidateHeights(from index: Int) {
        let keep = max(1, index + 1)
        if tops.count > keep { tops.removeLast(tops.count - keep) }
    }

    // MARK: Geometry of the rows alone (no section headers or footers)

    func rowSpaceTop(ofRow index: Int) -> CGFloat {
        switch heights {
        case .fixed(let height):
            return CGFloat(index) * height
        case .variable:
            measure(through: index)
            return tops[index]
        }
    }

    func height(ofRow index: Int) -> CGFloat {
        switch heights {
        case .fixed(let height):
            return height
        case .variable:
            measure(through: index + 1)
            return tops[index + 1] - tops[index]
        }
    }

    var rowSpaceTotalHeight: CGFloat {
        switch heights {
        case .fixed(let height):
            return CGFloat(rowCount) * height
        case .variable(let estimate, _):
            let measured = tops.count - 1
            return tops[measured] + CGFloat(rowCount - measured) * estimate
        }
    }

    /// The row whose span contains `y` in row space (rows cover [top, top + height)), or nil outside the rows.
    func rowSpaceRow(atY y: CGFloat) -> Int? {
        guard rowCount > 0, y >= 0 else { return nil }
        switch heights {
        case .fixed(let height):
            guard height > 0 else { return 0 }
            let index = Int((y / height).rounded(.down))
            return index < rowCount ? index : nil
        case .variable:
            while tops.count <= rowCount, tops[tops.count - 1] <= y { measure(through: tops.count) }
            // Last i with tops[i] <= y, among the rows.
            var low = 0, high = min(tops.count - 1, rowCount) - 1
            guard high >= 0, tops[0] <= y else { return nil }
            if y >= tops[min(tops.count - 1, rowCount)] { return nil }
            while low < high {
                let mid = (low + high + 1) / 2
                if tops[mid] <= y { low = mid } else { high = mid - 1 }
            }
            return low
        }
    }

    /// Measures variable heights until `tops[index]` exists.
    func measure(through index: Int) {
        guard case .variable(_, let height) = heights else { return }
        let limit = min(index, rowCount)
        while tops.count <= limit {
            let row = tops.count - 1
            tops.append(tops[row] + max(0, height(row)))
        }
    }

    // MARK: Index paths

    func globalIndex(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, sectionRowCounts.indices.contains(indexPath.section),
              indexPath.row >= 0, indexPath.row < sectionRowCounts[indexPath.section] else { return nil }
        return sectionStarts[indexPath.section] + indexPath.row
    }

    func indexPath(ofRow index: Int) -> IndexPath {
        IndexPath(row: index - sectionStarts[section(ofRow: index)], section: section(ofRow: index))
    }

    /// The section of a global row index.
    func section(ofRow index: Int) -> Int {
        // The last section starting at or before `index` (empty sections share a start).
        var low = 0, high = sectionStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return max(0, low)
    }
}
