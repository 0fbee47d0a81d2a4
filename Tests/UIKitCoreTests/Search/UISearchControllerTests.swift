import XCTest
@testable import UIKitCore

final class UISearchControllerTests: XCTestCase {
    private struct Scene {
        let navigation: UINavigationController
        let list: SearchListController
        let search: UISearchController
        let results: UIViewController
        let recorder: SearchEventRecorder
    }

    /// A navigation controller whose root list has a search controller (with a results controller) in its item.
    private func makeScene(_ driver: ControlsDriver, largeTitles: Bool = false) -> Scene {
        let list = SearchListController(style: .plain)
        list.title = "Mail"
        let results = UIViewController()
        results.view.backgroundColor = .systemBackground
        let search = UISearchController(searchResultsController: results)
        let recorder = SearchEventRecorder()
        search.searchResultsUpdater = recorder
        search.delegate = recorder
        search.searchBar.delegate = recorder
        list.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        driver.window.rootViewController = navigation
        driver.runUntilIdle()
        return Scene(navigation: navigation, list: list, search: search, results: results, recorder: recorder)
    }

    func testTheNavigationBarShowsTheSearchBarUnderTheTitle() {
        // Given a screen whose item has a search controller, inline title
        let driver = ControlsDriver()
        let scene = makeScene(driver)
        let bar = scene.navigation.navigationBar

        // Then the bar grows by the 52-point search area, the field inside it, and the rows start below it
        XCTAssertTrue(bar.shownSearchBar === scene.search.searchBar)
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 0, width: 390, height: 96))
        XCTAssertEqual(scene.search.searchBar.convert(scene.search.searchBar.bounds, to: nil),
                       CGRect(x: 0, y: 44, width: 390, height: 52))
        XCTAssertEqual(scene.search.searchBar.searchTextField.convert(scene.search.searchBar.searchTextField.bounds, to: nil),
                       CGRect(x: 8, y: 52, width: 374, height: 36))
        XCTAssertEqual(scene.list.tableView.adjustedContentInset.top, 52)
        XCTAssertFalse(scene.search.isActive)
        XCTAssertNil(scene.search.parent)
    }

    func testClickingTheFieldActivatesInUIKitsOrder() {
        // Given the search bar in the navigation bar
        let driver = ControlsDriver()
        let scene = makeScene(driver)
        let field = scene.search.searchBar.searchTextField

        // When its field is clicked
        driver.click(driver.center(of: field))

        // Then the calls come in UIKit's order, the presentation finishing after its animation
        XCTAssertEqual(scene.recorder.events, ["shouldBeginEditing", "willPresent", "update(,active:true)", "didBeginEditing"])
        driver.advance(by: 0.35)
        XCTAssertEqual(scene.recorder.events.last, "didPresent")
        XCTAssertTrue(scene.search.isActive)
        XCTAssertTrue(scene.search.searchBar.showsCancelButton)

        // And the bar gives way to the search bar alone; the results cover the screen below it
        let bar = scene.navigation.navigationBar
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 0, width: 390, height: 52))
        XCTAssertTrue(bar.titleLabel.isHidden)
        XCTAssertEqual(scene.search.searchBar.convert(scene.search.searchBar.bounds, to: nil).minY, 0)
        XCTAssertTrue(scene.search.parent === scene.navigation)
        XCTAssertEqual(scene.search.view.convert(scene.search.view.bounds, to: nil), CGRect(x: 0, y: 52, width: 390, height: 792))
        // With no text the dimmed background shows, not the results
        XCTAssertFalse(scene.search.showsSearchResultsController)
        XCTAssertTrue(scene.results.view.isHidden)
    }

    func testTypingUpdatesTheResultsAfterTheDelegate() {
        // Given an active search
        let driver = ControlsDriver()
        let scene = makeScene(driver)
        driver.click(driver.center(of: scene.search.searchBar.searchTextField))
        driver.advance(by: 0.35)
        scene.recorder.events = []

        // When "ab" is typed
        driver.type("ab")

        // Then each change reaches the bar's delegate, then the updater
        XCTAssertEqual(scene.recorder.events, ["shouldChange(0,0,a)", "textDidChange(a)", "update(a,active:true)",
                                               "shouldChange(1,0,b)", "textDidChange(ab)", "update(ab,active:true)"])
        // And with text the results controller shows
        XCTAssertTrue(scene.search.showsSearchResultsController)
        XCTAssertFalse(scene.results.view.isHidden)
        XCTAssertTrue(scene.results.parent === scene.search)
        XCTAssertEqual(scene.results.view.frame, CGRect(x: 0, y: 0, width: 390, height: 792))
    }

    func testCancelEndsTheSearchInUIKitsOrder() {
        // Given an active search with text
        let driver = ControlsDriver()
        let scene = makeScene(driver)
        driver.click(driver.center(of: scene.search.searchBar.searchTextField))
        driver.advance(by: 0.35)
        driver.type("a")
        driver.advance(by: 0.1)
        scene.recorder.events = []
        let cancel = try! XCTUnwrap(scene.search.searchBar.subviews.compactMap { $0 as? UIButton }.first)

        // When Cancel is clicked
        driver.click(driver.center(of: cancel))

        // Then the search ends in UIKit's order, the text cleared, and finishes after the fade
        XCTAssertEqual(scene.recorder.events, ["cancelClicked", "willDismiss", "shouldEndEditing", "didEndEditing",
                                               "update(,active:false)"])
        driver.advance(by: 0.35)
        XCTAssertEqual(scene.recorder.events.last, "didDismiss")
        XCTAssertFalse(scene.search.isActive)
        XCTAssertEqual(scene.search.searchBar.text, "")
        XCTAssertFalse(scene.search.searchBar.showsCancelButton)
        XCTAssertFalse(scene.search.searchBar.isFirstResponder)
        // The bar is back with its title, the results gone
        let bar = scene.navigation.navigationBar
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 0, width: 390, height: 96))
        XCTAssertFalse(bar.titleLabel.isHidden)
        XCTAssertNil(scene.search.parent)
        XCTAssertNil(scene.search.view.superview)
    }

    func testTheScopeBarShowsWhileTheSearchIsActive() {
        // Given a search bar with two scopes in the navigation bar
        let driver = ControlsDriver()
        let scene = makeScene(driver)
        scene.search.searchBar.scopeButtonTitles = ["All", "Unread"]
        driver.advance(by: 0)
        let bar = scene.navigation.navigationBar
        XCTAssertFalse(scene.search.searchBar.showsScopeBar)
        XCTAssertEqual(bar.frame.height, 96)

        // When the search is activated
        driver.click(driver.center(of: scene.search.searchBar.searchTextField))
        driver.advance(by: 0.35)

        // Then the scope bar shows under the field, the bar (search area only) 52 + 44 tall
        XCTAssertTrue(scene.search.searchBar.showsScopeBar)
        XCTAssertEqual(bar.frame.height, 96)
        XCTAssertEqual(scene.search.searchBar.frame.height, 96)
        XCTAssertEqual(scene.search.view.convert(scene.search.view.bounds, to: nil).minY, 96)

        // When it ends
        scene.search.isActive = false
        driver.advance(by: 0.35)

        // Then the scope bar hides again and the bar is the title plus the 52-point search area
        XCTAssertFalse(scene.search.searchBar.showsScopeBar)
        XCTAssertEqual(bar.frame.height, 96)
        XCTAssertEqual(scene.search.searchBar.frame.height, 52)
    }

    func testSettingIsActiveActivatesWithoutFocusingTheField() {
        // Given the search bar in the navigation bar
        let driver = ControlsDriver()
        let scene = makeScene(driver)

        // When the app activates the search, then deactivates it
        scene.search.isActive = true
        driver.advance(by: 0.35)
        XCTAssertEqual(scene.recorder.events, ["willPresent", "update(,active:true)", "didPresent"])
        XCTAssertFalse(scene.search.searchBar.isFirstResponder)
        scene.recorder.events = []
        scene.search.isActive = false
        driver.advance(by: 0.35)

        // Then the delegate and updater hear both, and the field was never edited
        XCTAssertEqual(scene.recorder.events, ["willDismiss", "update(,active:false)", "didDismiss"])
    }

    func testWithoutHidingTheBarTheTitleStaysDuringTheSearch() {
        // Given a search controller that keeps the navigation bar
        let driver = ControlsDriver()
        let scene = makeScene(driver)
        scene.search.hidesNavigationBarDuringPresentation = false
        scene.search.obscuresBackgroundDuringPresentation = false

        // When it is activated
        driver.click(driver.center(of: scene.search.searchBar.searchTextField))
        driver.advance(by: 0.35)

        // Then the bar keeps its title and height; nothing covers the rows without text
        let bar = scene.navigation.navigationBar
        XCTAssertEqual(bar.frame.height, 96)
        XCTAssertFalse(bar.titleLabel.isHidden)
        XCTAssertEqual(scene.search.view.convert(scene.search.view.bounds, to: nil).minY, 96)
        XCTAssertFalse(scene.search.view.isUserInteractionEnabled)
    }

    func testScrollingHidesTheSearchBarBeforeTheLargeTitle() {
        // Given a large-title screen with a search bar
        let driver = ControlsDriver()
        let scene = makeScene(driver, largeTitles: true)
        let bar = scene.navigation.navigationBar
        let table: UITableView = scene.list.tableView

        // Then the bar is 44 + 52 (large title) + 52 (search), and the rows start below
        XCTAssertEqual(bar.frame.height, 148)
        XCTAssertEqual(table.adjustedContentInset.top, 104)
        XCTAssertEqual(table.contentOffset.y, -104)
        XCTAssertEqual(scene.search.searchBar.convert(scene.search.searchBar.bounds, to: nil).minY, 96)

        // When the content scrolls up 30 points
        table.contentOffset = CGPoint(x: 0, y: -74)
        driver.advance(by: 0)

        // Then the search area shrank first, the large title untouched
        XCTAssertEqual(bar.frame.height, 118)
        XCTAssertEqual(bar.largeTitleArea.frame.height, 52)
        XCTAssertEqual(bar.searchSlot.area.frame, CGRect(x: 0, y: 96, width: 390, height: 22))

        // When it scrolls up 72 points
        table.contentOffset = CGPoint(x: 0, y: -32)
        driver.advance(by: 0)

        // Then the search bar is gone and the large title collapsed by the remaining 20
        XCTAssertTrue(bar.searchSlot.area.isHidden)
        XCTAssertEqual(bar.largeTitleArea.frame.height, 32)
        XCTAssertEqual(bar.frame.height, 76)
    }

    func testASearchBarThatDoesNotHideStaysWhileScrolling() {
        // Given a large-title screen whose search bar does not hide when scrolling
        let driver = ControlsDriver()
        let scene = makeScene(driver, largeTitles: true)
        scene.list.navigationItem.hidesSearchBarWhenScrolling = false
        driver.advance(by: 0)
        let bar = scene.navigation.navigationBar

        // When the content scrolls up 30 points
        scene.list.tableView.contentOffset = CGPoint(x: 0, y: -74)
        driver.advance(by: 0)

        // Then the large title collapses and the search area stays whole
        XCTAssertEqual(bar.largeTitleArea.frame.height, 22)
        XCTAssertEqual(bar.searchSlot.area.frame.height, 52)
        XCTAssertEqual(bar.frame.height, 118)
    }

    func testAStandaloneSearchBarCoversItsControllersViewBelowIt() {
        // Given a search bar at the top of a plain controller's view
        let driver = ControlsDriver()
        let screen = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        let recorder = SearchEventRecorder()
        search.searchResultsUpdater = recorder
        search.searchBar.frame = CGRect(x: 0, y: 20, width: 390, height: 56)
        screen.view.addSubview(search.searchBar)
        driver.window.rootViewController = screen
        driver.runUntilIdle()

        // When its field is clicked
        driver.click(driver.center(of: search.searchBar.searchTextField))
        driver.advance(by: 0.35)

        // Then the dimmed background covers the view below the bar; a click on it ends the search
        XCTAssertTrue(search.parent === screen)
        XCTAssertEqual(search.view.convert(search.view.bounds, to: nil), CGRect(x: 0, y: 76, width: 390, height: 768))
        driver.click(CGPoint(x: 195, y: 400))
        driver.advance(by: 0.35)
        XCTAssertFalse(search.isActive)
        XCTAssertEqual(recorder.events, ["update(,active:true)", "update(,active:false)"])
    }
}
