import XCTest
@testable import SwiftUI
@testable import UIKitCore

/// List sections, styles, onDelete/onMove, swipe actions, the edit mode and row highlighting.
final class ListEditingTests: XCTestCase {
    struct Fruit: Identifiable, Hashable {
        var name: String
        var id: String { name }
    }

    /// Rows under "Fruit" (deletable, movable), a footer, and a second section with a custom header.
    struct Groceries: View {
        @State var fruits = ["Apple", "Banana", "Cherry", "Date"].map(Fruit.init)
        @State var log: [String] = []
        var style: ListStyleKind = .insetGrouped

        var body: some View {
            NavigationStack {
                list
                    .navigationTitle("Groceries")
                    .toolbar { EditButton() }
            }
        }

        @ViewBuilder var list: some View {
            let base = List {
                Section {
                    ForEach(fruits) { fruit in
                        Text(fruit.name).accessibilityIdentifier("row-\(fruit.name)")
                    }
                    .onDelete { fruits.remove(atOffsets: $0) }
                    .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
                } header: {
                    Text("Fruit")
                } footer: {
                    Text("\(fruits.count) kinds")
                }
                Section {
                    Text("Milk")
                        .swipeActions(edge: .trailing) {
                            Button("Archive") { log.append("archive") }.tint(.orange)
                            Button("Remove", role: .destructive) { log.append("remove") }
                        }
                        .accessibilityIdentifier("row-Milk")
                    Button("Add bread") { log.append("bread") }
                } header: {
                    HStack { Text("Dairy") }
                }
            }
            .accessibilityIdentifier("log-\(log.joined(separator: ","))")
            switch style.name {
            case "plain": base.listStyle(.plain)
            case "grouped": base.listStyle(.grouped)
            default: base
            }
        }
    }

    @MainActor
    private func table(_ hosted: HostedContent<some View>) -> UITableView {
        func find(_ view: UIView) -> UITableView? {
            if let table = view as? UITableView { return table }
            for subview in view.subviews { if let found = find(subview) { return found } }
            return nil
        }
        return find(hosted.host.window)!
    }

    @MainActor
    private func rowTexts(_ table: UITableView, section: Int) -> [String] {
        (0..<table.numberOfRows(inSection: section)).compactMap { row in
            table.cellForRow(at: IndexPath(row: row, section: section))?.contentView.subviews
                .compactMap { ($0 as? UILabel)?.text ?? $0.accessibilityLabel }.first
        }
    }

    func testSectionsAreTableSectionsWithHeadersAndFooters() {
        MainActor.assumeIsolated {
            // Given the groceries list (inset-grouped, iOS's default)
            let hosted = HostedContent(Groceries())
            let table = table(hosted)

            // Then there are two sections: "FRUIT" with its footer, and the custom "Dairy" header view
            XCTAssertEqual(table.style, .insetGrouped)
            XCTAssertEqual(table.numberOfSections, 2)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
            XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.text, "FRUIT")
            XCTAssertEqual(table.footerView(forSection: 0)?.textLabel?.text, "4 kinds")
            XCTAssertTrue(table.headerView(forSection: 1) is HostingHeaderFooterView)
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minX, 20)
            XCTAssertEqual(table.headerView(forSection: 0)?.accessibilityDefaults.traits, .header)
        }
    }

    func testListStylesPickTheTableStyle() {
        MainActor.assumeIsolated {
            XCTAssertEqual(table(HostedContent(Groceries(style: .plain))).style, .plain)
            XCTAssertEqual(table(HostedContent(Groceries(style: .grouped))).style, .grouped)
            XCTAssertEqual(ListStyleKind.insetGrouped.tableStyle, .insetGrouped)
            XCTAssertEqual(SidebarListStyle().kind.tableStyle, .insetGrouped)
        }
    }

    func testSwipeToDeleteRunsOnDelete() {
        MainActor.assumeIsolated {
            // Given the list
            let hosted = HostedContent(Groceries())
            let table = table(hosted)
            let banana = table.rectForRow(at: IndexPath(row: 1, section: 0))
            let y = table.convert(banana, to: hosted.host.window).midY

            // When Banana is swiped left and its Delete clicked
            hosted.host.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 200, y: y), duration: 0.3, pauseBeforeRelease: 0.1)
            hosted.settle()
            hosted.host.click(at: CGPoint(x: 340, y: y))
            hosted.settle()

            // Then onDelete removed it: three rows, Banana gone, the footer counts 3
            XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
            XCTAssertNil(hosted.view("row-Banana"))
            XCTAssertNotNil(hosted.view("row-Cherry"))
            XCTAssertEqual(table.footerView(forSection: 0)?.textLabel?.text, "3 kinds")
        }
    }

    func testRowsWithoutOnDeleteDoNotSwipe() {
        MainActor.assumeIsolated {
            // Given the list, whose "Add bread" row has no onDelete or swipe actions
            let hosted = HostedContent(Groceries())
            let table = table(hosted)
            let rect = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 1)), to: hosted.host.window)

            // When it is dragged left
            hosted.host.drag(from: CGPoint(x: 300, y: rect.midY), to: CGPoint(x: 150, y: rect.midY), duration: 0.3,
                             pauseBeforeRelease: 0.1)
            hosted.settle()

            // Then nothing opens
            XCTAssertNil(table.swipe)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 1))?.frame.minX, 20)
        }
    }

    func testSwipeActionsShowTheirButtonsAndRunThem() {
        MainActor.assumeIsolated {
            // Given the list
            let hosted = HostedContent(Groceries())
            let table = table(hosted)
            let rect = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 1)), to: hosted.host.window)

            // When Milk is swiped left past its buttons (no full swipe: 150 points)
            hosted.host.drag(from: CGPoint(x: 360, y: rect.midY), to: CGPoint(x: 210, y: rect.midY), duration: 0.3,
                             pauseBeforeRelease: 0.1)
            hosted.settle()

            // Then Archive (orange, first: by the edge) and Remove (red) show
            let buttons = table.swipe?.buttons
            XCTAssertEqual(buttons?.buttonViews.map(\.accessibilityLabel), ["Archive", "Remove"])
            XCTAssertEqual(buttons?.buttonViews[0].backgroundColor, UIColor.systemOrange)
            XCTAssertEqual(buttons?.buttonViews[1].backgroundColor, UIColor.systemRed)

            // When Archive is clicked
            let archive = buttons!.buttonViews[0]
            let centre = archive.convert(CGPoint(x: archive.bounds.midX, y: archive.bounds.midY), to: hosted.host.window)
            hosted.host.click(at: centre)
            hosted.settle()

            // Then its action ran and the row closed
            XCTAssertNotNil(hosted.view("log-archive"))
            XCTAssertNil(table.swipe)
        }
    }

    func testEditButtonTogglesEditModeAndHandlesMoveRows() {
        MainActor.assumeIsolated {
            // Given the list in its NavigationStack with an EditButton
            let hosted = HostedContent(Groceries())
            let table = table(hosted)

            // When Edit is tapped
            hosted.tap("edit")

            // Then the table edits: minus and handle on the fruit rows; the button reads Done
            XCTAssertTrue(table.isEditing)
            XCTAssertNotNil(hosted.view("done"))
            let apple = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            XCTAssertEqual(apple.editingStyle, .delete)
            XCTAssertTrue(apple.showsReorderControl)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.editingStyle, UITableViewCell.EditingStyle.none)

            // When Apple's handle is dragged down two and a half rows
            let rect = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: hosted.host.window)
            let handle = CGPoint(x: rect.maxX - 20, y: rect.midY)
            hosted.host.drag(from: handle, to: CGPoint(x: handle.x, y: handle.y + 2.5 * rect.height), duration: 0.3,
                             pauseBeforeRelease: 0.1)
            hosted.settle()

            // Then onMove moved it after Cherry
            XCTAssertNotNil(hosted.view("row-Apple"))
            let order = (0..<4).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
                .compactMap { cell in ["Apple", "Banana", "Cherry", "Date"].first { hosted.view("row-\($0)")?.isDescendant(of: cell) == true } }
            XCTAssertEqual(order, ["Banana", "Cherry", "Apple", "Date"])

            // When Done is tapped
            hosted.tap("done")

            // Then editing ends
            XCTAssertFalse(table.isEditing)
        }
    }

    func testATextRowDoesNotHighlightOrStaySelected() {
        MainActor.assumeIsolated {
            // Given the list
            let hosted = HostedContent(Groceries())
            let table = table(hosted)
            let frame = hosted.frame("row-Cherry")!

            // When the Cherry text row is pressed and released
            hosted.host.pointerDown(at: CGPoint(x: frame.midX, y: frame.midY))
            hosted.host.advance(by: 0.3)
            let highlighted = table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted
            hosted.host.pointerUp(at: CGPoint(x: frame.midX, y: frame.midY))
            hosted.settle()

            // Then it never highlighted and nothing is selected
            XCTAssertEqual(highlighted, false)
            XCTAssertNil(table.indexPathForSelectedRow)
        }
    }

    func testAButtonRowHighlightsRunsItsActionAndDeselects() {
        MainActor.assumeIsolated {
            // Given the list
            let hosted = HostedContent(Groceries())
            let table = table(hosted)
            let rect = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 1)), to: hosted.host.window)

            // When the "Add bread" row is pressed (held past the highlight delay) and released
            hosted.host.pointerDown(at: CGPoint(x: rect.midX, y: rect.midY))
            hosted.host.advance(by: 0.3)
            let highlighted = table.cellForRow(at: IndexPath(row: 1, section: 1))?.isHighlighted
            hosted.host.pointerUp(at: CGPoint(x: rect.midX, y: rect.midY))
            hosted.settle()

            // Then the row highlighted, the action ran once, and the row is not left selected
            XCTAssertEqual(highlighted, true)
            XCTAssertNotNil(hosted.view("log-bread"))
            XCTAssertNil(table.indexPathForSelectedRow)
        }
    }

    struct Links: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Details") { Text("Detail screen").accessibilityIdentifier("detail") }
                }
            }
        }
    }

    func testANavigationLinkRowStaysSelectedUntilPoppedBack() {
        MainActor.assumeIsolated {
            // Given a list with a NavigationLink row
            let hosted = HostedContent(Links())
            let table = table(hosted)
            let rect = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: hosted.host.window)

            // When the row is clicked
            hosted.host.click(at: CGPoint(x: rect.midX, y: rect.midY))
            hosted.settle()

            // Then the destination is pushed and the row is still selected under it
            XCTAssertNotNil(hosted.view("detail"))
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))

            // When the back button is tapped
            hosted.tap("back")

            // Then the list is back and the row deselected
            XCTAssertNil(hosted.view("detail"))
            XCTAssertNil(table.indexPathForSelectedRow)
        }
    }
}

/// The row modifiers a List reads from its rows' views.
final class ListRowTraitsTests: XCTestCase {
    struct Rows: View {
        @State var items = ["Keep", "Free"]
        var body: some View {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .deleteDisabled(item == "Keep")
                        .listRowBackground(item == "Keep" ? Color.yellow : nil)
                        .listRowSeparator(item == "Keep" ? .hidden : .visible)
                        .listRowInsets(item == "Keep" ? EdgeInsets(top: 20, leading: 40, bottom: 20, trailing: 0) : nil)
                        .accessibilityIdentifier("row-\(item)")
                }
                .onDelete { items.remove(atOffsets: $0) }
            }
        }
    }

    func testRowModifiersReachTheTableRows() {
        MainActor.assumeIsolated {
            // Given two rows, the first with its delete disabled, a yellow background,
            // no separator and insets of 40 points on the left, 20 above and below
            let hosted = HostedContent(Rows())
            let table = hosted.host.window.firstSubview { $0 is UITableView } as! UITableView
            let keep = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            let free = table.cellForRow(at: IndexPath(row: 1, section: 0))!

            // Then the table shows them
            XCTAssertEqual(keep.backgroundColor, UIColor.systemYellow)
            XCTAssertEqual(free.backgroundColor, UIColor.secondarySystemGroupedBackground)
            XCTAssertTrue(keep.hidesSeparator)
            XCTAssertFalse(free.hidesSeparator)
            XCTAssertEqual(hosted.view("row-Keep")?.convert(CGPoint.zero, to: keep).x, 40)
            XCTAssertEqual(hosted.view("row-Free")?.convert(CGPoint.zero, to: free).x, 16)
            // (20 above, 20 below the text's measured 21 points, once the row is built; the other row stays 44)
            XCTAssertEqual(keep.frame.height, 61)
            XCTAssertEqual(free.frame.height, 44)
            XCTAssertEqual(table.dataSource?.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)), false)
            XCTAssertEqual(table.dataSource?.tableView(table, canEditRowAt: IndexPath(row: 1, section: 0)), true)

            // When the delete-disabled row is dragged left
            let rect = table.convert(keep.frame, to: hosted.host.window)
            hosted.host.drag(from: CGPoint(x: 300, y: rect.midY), to: CGPoint(x: 150, y: rect.midY), duration: 0.3,
                             pauseBeforeRelease: 0.1)
            hosted.settle()

            // Then no Delete opens
            XCTAssertNil(table.swipe)
        }
    }
}
