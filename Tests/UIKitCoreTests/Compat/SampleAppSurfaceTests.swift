import Foundation
import XCTest
@testable import UIKitCore

/// What public sample apps written in code reach for besides the libraries.
final class SampleAppSurfaceTests: XCTestCase {
    private final class Rows: UITableViewController {
        var selected: [IndexPath] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            tableView.tableFooterView = UIView()
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    func testATableViewControllerIsItsTablesDataSourceAndDelegate() {
        // Given a table view controller subclass as the root
        let driver = ControlsDriver()
        let rows = Rows(style: .plain)
        driver.window.rootViewController = rows
        driver.advance(by: 0)

        // When the second row is clicked
        driver.click(CGPoint(x: 100, y: 66))
        driver.advance(by: 0)

        // Then the table showed the overridden rows (44 points each) and reported the click
        XCTAssertTrue(rows.tableView === rows.view)
        XCTAssertEqual(rows.tableView.visibleCells.count, 3)
        XCTAssertEqual(rows.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.frame, CGRect(x: 0, y: 44, width: 390, height: 44))
        XCTAssertEqual(rows.selected, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(rows.tableView.contentSize.height, 132)
    }

    func testTheHeaderViewPushesTheRowsDownAndTheFooterFollowsTheLastRow() {
        // Given a table with a 100-point header and a 30-point footer
        let driver = ControlsDriver()
        let rows = Rows(style: .plain)
        driver.window.rootViewController = rows
        rows.tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        rows.tableView.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        driver.advance(by: 0)

        // Then the rows start below the header, the footer after them, both as wide as the table
        XCTAssertEqual(rows.tableView.tableHeaderView?.frame, CGRect(x: 0, y: 0, width: 390, height: 100))
        XCTAssertEqual(rows.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY, 100)
        XCTAssertEqual(rows.tableView.tableFooterView?.frame, CGRect(x: 0, y: 232, width: 390, height: 30))
        XCTAssertEqual(rows.tableView.contentSize.height, 262)
        XCTAssertEqual(rows.tableView.indexPathForRow(at: CGPoint(x: 5, y: 150)), IndexPath(row: 1, section: 0))
    }

    func testALabelsFontAndColourResetToTheDefaultsWhenSetToNil() {
        // Given a label with a custom font and colour
        let label = UILabel()
        label.font = UIFont(name: "Lato-Bold", size: 20)
        label.textColor = .red

        // When both are set to nil
        label.font = nil
        label.textColor = nil

        // Then UIKit's defaults are back
        XCTAssertEqual(label.font, .systemFont(ofSize: 17))
        XCTAssertEqual(label.textColor, .label)
    }

    func testAColourLiteralIsAUIColor() {
        // Given a literal as Xcode writes it
        let color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)

        // Then it is the sRGB colour
        XCTAssertEqual(color, UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    }

    func testNavigationStackAssignmentTitleAttributesAndTheBackItemsTitle() {
        // Given a navigation controller whose stack is assigned, as iOS code does
        let driver = ControlsDriver()
        let first = UIViewController(), second = UIViewController()
        first.title = "Groups"
        first.navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain)
        let navigation = UINavigationController()
        navigation.viewControllers = [first, second]
        navigation.navigationBar.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red]
        driver.window.rootViewController = navigation
        driver.advance(by: 0)

        // Then the stack, the title's attributes and the back button's empty title
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertTrue(navigation.topViewController === second)
        XCTAssertTrue(second.parent === navigation)
        XCTAssertEqual(navigation.navigationBar.titleLabel.font, .systemFont(ofSize: 20))
        XCTAssertEqual(navigation.navigationBar.titleLabel.textColor, .red)
        XCTAssertEqual((navigation.navigationBar.leftItemViews.first as? UIButton)?.currentTitle, "")
    }

    func testAControllerSubclassDeclaresItsOwnInitWithoutOverride() {
        // Given a subclass written as for iOS
        final class Screen: UIViewController {
            init() { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }

        // Then it is made, and UIViewController() still works
        XCTAssertNil(Screen().nibName)
        XCTAssertNil(UIViewController().nibName)
    }
}
