import XCTest
@testable import UIKitCore

/// Three sections of `rows` rows, titled "Fruit", "Vegetables", "Grains", with a footer on the first.
final class SectionedTable: UITableViewDataSource, UITableViewDelegate {
    var rows: [Int]
    var titles: [String?] = ["Fruit", "Vegetables", "Grains"]
    var footers: [String?] = ["Picked daily", nil, nil]
    var events: [String] = []
    init(rows: [Int] = [3, 3, 3]) { self.rows = rows }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Item \(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footers[section] }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        events.append("willDisplayHeader \(section)")
    }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        events.append("didEndDisplayingHeader \(section)")
    }
}

/// PanModal's sample pattern: a custom header view and `heightForHeaderInSection`.
final class CustomHeaderTable: UITableViewDataSource, UITableViewDelegate {
    var heightRequests: [Int] = []
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UIView()
        header.backgroundColor = .systemBlue
        header.accessibilityIdentifier = "header-\(section)"
        let label = UILabel()
        label.text = "Members \(section)"
        header.addSubview(label)
        return header
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        heightRequests.append(section)
        return 60
    }
}

final class UITableViewSectionsTests: XCTestCase {
    /// The tables' data sources and delegates (the table holds them weakly).
    private var sources: [AnyObject] = []

    private func makeTable(_ source: UITableViewDataSource & UITableViewDelegate, style: UITableView.Style = .plain,
                           driver: ScrollTestDriver) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        sources.append(source)
        table.dataSource = source
        table.delegate = source
        driver.window.addSubview(table)
        driver.frame()
        return table
    }

    func testPlainSectionsStackHeaderRowsAndFooter() {
        // Given a plain table of three titled sections of three 44-point rows, a footer on the first
        let driver = ScrollTestDriver()
        let source = SectionedTable()
        let table = makeTable(source, driver: driver)

        // Then each section is its 28-point header, its rows, then its footer
        XCTAssertEqual(table.numberOfSections, 3)
        XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 390, height: 28))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 28, width: 390, height: 44))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)), CGRect(x: 0, y: 116, width: 390, height: 44))
        let footer = table.rectForFooter(inSection: 0)
        XCTAssertEqual(footer.minY, 160)
        XCTAssertEqual(table.rect(forSection: 0), CGRect(x: 0, y: 0, width: 390, height: 160 + footer.height))
        XCTAssertEqual(table.rectForHeader(inSection: 1).minY, 160 + footer.height)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 188 + footer.height)
        XCTAssertEqual(table.contentSize.height, 3 * (28 + 132) + footer.height)
        XCTAssertEqual(table.headerView(forSection: 1)?.textLabel?.text, "Vegetables")
        XCTAssertEqual(table.footerView(forSection: 0)?.textLabel?.text, "Picked daily")
    }

    func testPointsOnHeadersAreNotRows() {
        // Given the sectioned plain table
        let driver = ScrollTestDriver()
        let source = SectionedTable()
        let table = makeTable(source, driver: driver)

        // Then a point on a header hits no row; one just below it hits the first row
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 100, y: 10)))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 100, y: 30)), IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 100, y: 159)), IndexPath(row: 2, section: 0))
    }

    func testPlainHeaderSticksAtTheTopUntilTheNextSectionPushesIt() {
        // Given a plain table of sections with 10 rows each (header 28 + 440 rows)
        let driver = ScrollTestDriver()
        let source = SectionedTable(rows: [10, 10, 10])
        source.footers = [nil, nil, nil]
        let table = makeTable(source, driver: driver)

        // When scrolled 100 points into the first section
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()

        // Then its header sits at the top of the visible area, over the rows
        XCTAssertEqual(table.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 100, width: 390, height: 28))
        let headerIndex = table.subviews.firstIndex { $0 === table.headerView(forSection: 0) } ?? -1
        let lastCellIndex = table.subviews.lastIndex { $0 is UITableViewCell } ?? Int.max
        XCTAssertGreaterThan(headerIndex, lastCellIndex, "the pinned header draws over the rows")

        // When the second section's header (at 468) comes within 28 points of the top
        table.contentOffset = CGPoint(x: 0, y: 450)
        table.layoutIfNeeded()

        // Then the first header is pushed up by it, ending where its section ends
        XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 440)
        XCTAssertEqual(table.headerView(forSection: 1)?.frame.minY, 468)

        // When scrolled past the second header's place
        table.contentOffset = CGPoint(x: 0, y: 500)
        table.layoutIfNeeded()

        // Then the second header is the one pinned
        XCTAssertEqual(table.headerView(forSection: 1)?.frame.minY, 500)
        XCTAssertNil(table.headerView(forSection: 0))
        // (section 2's header came into view at offset 450, when its top 936 entered the bottom)
        XCTAssertEqual(source.events, ["willDisplayHeader 0", "willDisplayHeader 1", "willDisplayHeader 2",
                                       "didEndDisplayingHeader 0"])
    }

    func testCustomHeaderViewsWithDelegateHeightsAsPanModalUsesThem() {
        // Given a table whose delegate returns a custom view and 60-point header heights
        let driver = ScrollTestDriver()
        let source = CustomHeaderTable()
        let table = makeTable(source, driver: driver)

        // Then each header is the delegate's view, 60 points tall, above 4 rows
        let header = table.subviews.first { $0.accessibilityIdentifier == "header-0" }
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: 0, width: 390, height: 60))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 60)
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 236, width: 390, height: 60))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 296)
        XCTAssertEqual(source.heightRequests, [0, 1])
        XCTAssertNil(table.headerView(forSection: 0), "a plain UIView is not a UITableViewHeaderFooterView")
    }

    func testGroupedStylesUppercaseHeadersAndInsetTheRows() {
        // Given an inset-grouped table
        let driver = ScrollTestDriver()
        let source = SectionedTable()
        let table = makeTable(source, style: .insetGrouped, driver: driver)

        // Then headers are uppercased grey 13-point text, rows are inset 20 points with rounded ends
        let header = table.headerView(forSection: 0)
        XCTAssertEqual(header?.textLabel?.text, "FRUIT")
        XCTAssertEqual(header?.textLabel?.font.pointSize, 13)
        XCTAssertEqual(header?.textLabel?.textColor, .secondaryLabel)
        XCTAssertEqual(header?.textLabel?.frame.minX, 36)
        let headerHeight = table.rectForHeader(inSection: 0).height
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)),
                       CGRect(x: 20, y: headerHeight, width: 350, height: 44))
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let middle = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let last = table.cellForRow(at: IndexPath(row: 2, section: 0))
        XCTAssertEqual(first?.layer.cornerRadius, 10)
        XCTAssertEqual(first?.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(middle?.layer.cornerRadius, 0)
        XCTAssertEqual(last?.layer.maskedCorners, [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        XCTAssertEqual(last?.separatorView.isHidden, true, "no separator under a grouped section's last row")
        XCTAssertEqual(table.backgroundColor, .systemGroupedBackground)
        XCTAssertEqual(first?.backgroundColor, .secondarySystemGroupedBackground)
        // The footer is footnote grey, not uppercased
        XCTAssertEqual(table.footerView(forSection: 0)?.textLabel?.text, "Picked daily")
        // A section with no title still starts 35 points below the previous one (the grouped gap)
        XCTAssertEqual(headerHeight, 22 + 16 + 7)
    }

    func testRegisteredHeaderFooterViewsAreReused() {
        // Given a registered header class
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")

        // When one is dequeued, queued back by the table, and dequeued again
        let first = table.dequeueReusableHeaderFooterView(withIdentifier: "header")
        XCTAssertEqual(first?.reuseIdentifier, "header")
        table.headerFooterQueues["header"] = [first!]
        let second = table.dequeueReusableHeaderFooterView(withIdentifier: "header")

        // Then it is the same view; an unknown identifier gives nil
        XCTAssertTrue(first === second)
        XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "nothing"))
    }

    func testHeadersAreHeadingsForAccessibility() {
        // Given the sectioned plain table
        let driver = ScrollTestDriver()
        let source = SectionedTable()
        let table = makeTable(source, driver: driver)

        // Then a titled header is one heading element named by its title, a footer static text
        let header = table.headerView(forSection: 0)
        XCTAssertEqual(header?.accessibilityDefaults.isElement, true)
        XCTAssertEqual(header?.accessibilityDefaults.label, "Fruit")
        XCTAssertEqual(header?.accessibilityDefaults.traits, .header)
        XCTAssertEqual(table.footerView(forSection: 0)?.accessibilityDefaults.traits, .staticText)

        // And the accessibility tree the bridge serves lists the headers as headings, in order
        let snapshot = AccessibilitySnapshot(root: driver.window)
        let headings = snapshot.order.compactMap { snapshot.nodes[$0] }.filter { $0.role == .heading }.map(\.name)
        XCTAssertEqual(headings, ["Fruit", "Vegetables", "Grains"])
    }
}
