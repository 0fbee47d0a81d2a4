import Foundation
import UIKit
import XCTest
@testable import UIKitCore

/// Buttons, bar button items and context menus show a `UIMenu` as iOS 16 does.
final class MenuBehaviourTests: XCTestCase {
    private func editMenu(log: @escaping (String, Any?) -> Void) -> UIMenu {
        UIMenu(title: "", children: [
            UIAction(title: "Copy", image: UIImage(systemName: "plus")) { action in log("Copy", action.sender) },
            UIAction(title: "Paste", attributes: .disabled) { _ in log("Paste", nil) },
            UIAction(title: "Secret", attributes: .hidden) { _ in log("Secret", nil) },
            UIAction(title: "Delete", attributes: .destructive) { _ in log("Delete", nil) },
        ])
    }

    func testAClickOnAButtonThatShowsItsMenuOpensTheCardBelowItWithTheShownActions() {
        // Given a button at (20, 100, 120, 44) whose click shows a menu of four actions, one hidden
        let scene = MenuScene(menu: editMenu { _, _ in })

        // When it is clicked
        scene.openMenu()

        // Then the card is 8 points below the button, leading edges aligned, 250 wide, three 44-point rows
        XCTAssertNotNil(scene.host.window.visibleMenu)
        XCTAssertEqual(scene.card?.convert(scene.card!.bounds, to: nil), CGRect(x: 20, y: 152, width: 250, height: 132))
        XCTAssertEqual(scene.overlay?.shownTitles, ["Copy", "Paste", "Delete"])
        XCTAssertEqual(scene.rows.map(\.isEnabled), [true, false, true])
        XCTAssertEqual(scene.events, ["menu "])
    }

    func testChoosingAnActionReportsItClosesTheMenuThenRunsTheHandlerWithTheButtonAsSender() {
        // Given an open menu
        var log: [String] = []
        let scene = MenuScene(menu: editMenu { title, sender in log.append("handler \(title) \(sender is UIButton)") })
        scene.openMenu()
        scene.events = []

        // When Copy is clicked
        scene.click(row: "Copy")

        // Then the choice is reported, the menu goes, and the handler runs last with the button as sender
        XCTAssertEqual(scene.events, ["menuAction Copy", "menuDismissed"])
        XCTAssertEqual(log, ["handler Copy true"])
        XCTAssertNil(scene.host.window.visibleMenu)
        XCTAssertNil(scene.overlay)
    }

    func testADisabledActionCannotBeChosenAndAClickOutsideClosesTheMenuWithoutAction() {
        var log: [String] = []
        let scene = MenuScene(menu: editMenu { title, _ in log.append(title) })
        scene.openMenu()

        // When the disabled row is clicked, then the window outside the card
        scene.click(row: "Paste")
        XCTAssertNotNil(scene.host.window.visibleMenu)
        scene.host.click(at: CGPoint(x: 350, y: 550))
        scene.host.runUntilIdle()

        // Then nothing ran and the menu closed
        XCTAssertEqual(log, [])
        XCTAssertNil(scene.host.window.visibleMenu)
        XCTAssertEqual(scene.events, ["menu ", "menuDismissed"])
    }

    func testEscapeClosesTheMenuAndGivesTheKeyboardBack() {
        let scene = MenuScene(menu: editMenu { _, _ in })
        let field = UITextField(frame: CGRect(x: 20, y: 300, width: 200, height: 34))
        scene.root.view.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        scene.openMenu()
        XCTAssertTrue(scene.host.window.firstResponder === scene.overlay)

        scene.host.key(.escape)
        scene.host.runUntilIdle()

        XCTAssertNil(scene.host.window.visibleMenu)
        XCTAssertTrue(field.isFirstResponder)
    }

    func testArrowKeysSkipDisabledRowsAndReturnChoosesTheHighlightedOne() {
        var log: [String] = []
        let scene = MenuScene(menu: editMenu { title, _ in log.append(title) })
        scene.openMenu()

        // When ↓ ↓ (Paste is disabled) and Return
        scene.host.key(.down)
        XCTAssertEqual(scene.card?.highlightedRow?.item.title, "Copy")
        scene.host.key(.down)
        XCTAssertEqual(scene.card?.highlightedRow?.item.title, "Delete")
        scene.host.key(.up)
        scene.host.key(.up)
        XCTAssertEqual(scene.card?.highlightedRow?.item.title, "Delete", "wraps around")
        scene.host.key(.returnKey)
        scene.host.runUntilIdle()

        XCTAssertEqual(log, ["Delete"])
    }

    func testThePointerHighlightsTheRowUnderIt() {
        let scene = MenuScene(menu: editMenu { _, _ in })
        scene.openMenu()
        let delete = scene.rowFrame("Delete")

        scene.host.pointerMove(to: CGPoint(x: delete.midX, y: delete.midY))
        XCTAssertEqual(scene.card?.highlightedRow?.item.title, "Delete")
        scene.host.pointerMove(to: CGPoint(x: 350, y: 550))
        XCTAssertNil(scene.card?.highlightedRow)
    }

    func testASingleSelectionMenuTurnsTheChosenActionOnAndItsSiblingsOff() {
        // Given a sort menu: an inline single-selection group and a plain action after it
        let name = UIAction(title: "Name", state: .on) { _ in }
        let date = UIAction(title: "Date") { _ in }
        let size = UIAction(title: "Size") { _ in }
        let refresh = UIAction(title: "Refresh") { _ in }
        let sort = UIMenu(title: "Sort By", options: [.displayInline, .singleSelection], children: [name, date, size])
        let scene = MenuScene(menu: UIMenu(title: "View", children: [sort, refresh]))
        scene.openMenu()

        // Then the title is a header, the group is a section of its own, rows are indented for checkmarks
        XCTAssertEqual(scene.rows.map(\.item.title), ["View", "Sort By", "Name", "Date", "Size", "Refresh"])
        XCTAssertTrue(scene.rows[2].indentsTitle)
        let expectedHeight: CGFloat = 34 + 34 + 3 * 44 + 8 + 44
        XCTAssertEqual(scene.card?.contentHeight, expectedHeight)

        // When Date is chosen
        scene.click(row: "Date")

        // Then only Date is on
        XCTAssertEqual([name, date, size].map(\.state), [.off, .on, .off])
        XCTAssertEqual(refresh.state, .off)
        XCTAssertEqual(UIMenu(title: "", children: [sort, refresh]).selectedElements.map(\.title), ["Date"])
    }

    func testAPopUpButtonShowsTheSelectedActionsTitle() {
        // Given a button that changes selection as its primary action, nothing selected
        let menu = UIMenu(children: [UIAction(title: "Small") { _ in }, UIAction(title: "Large") { _ in }])
        let scene = MenuScene(menu: menu)
        scene.button.changesSelectionAsPrimaryAction = true

        // Then the first action is selected and is the title
        XCTAssertEqual(scene.button.title(for: .normal), "Small")

        // When Large is chosen
        scene.openMenu()
        scene.click(row: "Large")

        // Then the button says Large
        XCTAssertEqual(scene.button.title(for: .normal), "Large")
        XCTAssertEqual((menu.children as? [UIAction])?.map(\.state), [.off, .on])
    }

    func testASubmenuOpensInPlaceWithABackRowAndEscapeGoesBack() {
        var log: [String] = []
        let share = UIMenu(title: "Share", children: [UIAction(title: "Mail") { _ in log.append("Mail") }])
        let scene = MenuScene(menu: UIMenu(children: [UIAction(title: "Copy") { _ in }, share]))
        scene.openMenu()
        XCTAssertEqual(scene.rows.map(\.item.title), ["Copy", "Share"])

        scene.click(row: "Share")
        XCTAssertEqual(scene.rows.map(\.item.title), ["Share", "Mail"])
        XCTAssertEqual(scene.rows.first?.accessibilityIdentifier, "menu-back")

        scene.host.key(.escape)
        XCTAssertEqual(scene.rows.map(\.item.title), ["Copy", "Share"])
        XCTAssertNotNil(scene.host.window.visibleMenu)

        scene.click(row: "Share")
        scene.click(row: "Mail")
        XCTAssertEqual(log, ["Mail"])
    }

    func testADeferredElementShowsLoadingUntilItsProviderDelivers() {
        // Given a deferred element that answers later, and a cached one that answers at once
        var completion: (([UIMenuElement]) -> Void)?
        var asked = 0
        let later = UIDeferredMenuElement { done in asked += 1; completion = done }
        let now = UIDeferredMenuElement.uncached { done in done([UIAction(title: "Now") { _ in }]) }
        let menu = UIMenu(children: [now, later])
        let scene = MenuScene(menu: menu)
        scene.openMenu()
        XCTAssertEqual(scene.rows.map(\.item.title), ["Now", "Loading\u{2026}"])

        // When it delivers
        completion?([UIAction(title: "Later") { _ in }])
        scene.host.runUntilIdle()

        // Then its elements replace the Loading row; opened again, it is not asked again
        XCTAssertEqual(scene.rows.map(\.item.title), ["Now", "Later"])
        scene.host.key(.escape)
        scene.host.runUntilIdle()
        scene.openMenu()
        XCTAssertEqual(scene.rows.map(\.item.title), ["Now", "Later"])
        XCTAssertEqual(asked, 1)
    }

    func testABarButtonItemWithAMenuOpensItUnderTheItemAlignedToItsTrailingEdge() {
        // Given a navigation bar whose right item has a menu and no primary action
        let host = formsHost(width: 390, height: 600)
        let root = UIViewController()
        var chosen: Any?
        let item = UIBarButtonItem(title: "More", image: nil, primaryAction: nil,
                                   menu: UIMenu(children: [UIAction(title: "Archive") { chosen = $0.sender }]))
        root.navigationItem.rightBarButtonItem = item
        host.window.rootViewController = UINavigationController(rootViewController: root)
        host.runUntilIdle()
        let button = item.button!
        let source = button.convert(button.bounds, to: nil)

        // When the item is clicked
        host.click(at: CGPoint(x: source.midX, y: source.midY))
        host.runUntilIdle()

        // Then the card's trailing edge is the item's, 8 points below it
        let card = host.window.menuOverlay!.card
        let frame = card.convert(card.bounds, to: nil)
        XCTAssertEqual(frame.maxX, min(source.maxX, 382))
        XCTAssertEqual(frame.minY, source.maxY + 8)

        // And the action's sender is the item
        let row = card.rows[0].convert(card.rows[0].bounds, to: nil)
        host.click(at: CGPoint(x: row.midX, y: row.midY))
        host.runUntilIdle()
        XCTAssertTrue(chosen as AnyObject === item)
    }

    func testASecondaryClickOpensAContextMenuAtThePointerAndTellsTheDelegate() {
        final class Delegate: UIContextMenuInteractionDelegate {
            var log: [String] = []
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                        configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                log.append("configuration \(Int(location.x)),\(Int(location.y))")
                return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(children: [UIAction(title: "Rename") { _ in self.log.append("Rename") }])
                }
            }
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                        animator: UIContextMenuInteractionAnimating?) { log.append("willDisplay") }
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                        animator: UIContextMenuInteractionAnimating?) { log.append("willEnd") }
        }
        // Given a view at (50, 300) with a context menu interaction
        let scene = MenuScene(menu: nil)
        let target = UIView(frame: CGRect(x: 50, y: 300, width: 200, height: 100))
        scene.root.view.addSubview(target)
        let delegate = Delegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        target.addInteraction(interaction)
        XCTAssertTrue(interaction.view === target)

        // When it is right-clicked at (100, 320)
        scene.host.secondaryClick(at: CGPoint(x: 100, y: 320))
        scene.host.runUntilIdle()

        // Then the menu opens 8 points below the pointer, its leading edge at it
        XCTAssertEqual(scene.card?.convert(scene.card!.bounds, to: nil).origin, CGPoint(x: 100, y: 328))
        XCTAssertEqual(interaction.location(in: target), CGPoint(x: 50, y: 20))
        scene.click(row: "Rename")
        XCTAssertEqual(delegate.log, ["configuration 50,20", "willDisplay", "willEnd", "Rename"])
    }

    func testTheMenuIsAModalMenuOfMenuItemsForScreenReaders() {
        let on = UIAction(title: "Bold", state: .on) { _ in }
        let scene = MenuScene(menu: UIMenu(children: [on, UIAction(title: "Italic") { _ in }]))
        scene.openMenu()
        let card = scene.card!

        XCTAssertEqual(card.accessibleRole, .menu)
        XCTAssertTrue(card.accessibilityViewIsModal)
        XCTAssertEqual(card.accessibleChildren.map(\.accessibleRole), [.checkMenuItem, .checkMenuItem])
        XCTAssertEqual(card.accessibleChildren.map(\.accessibleName), ["Bold", "Italic"])
        XCTAssertTrue(card.accessibleChildren[0].accessibleStates.contains(.checked))
        XCTAssertFalse(card.accessibleChildren[1].accessibleStates.contains(.checked))
        XCTAssertFalse(scene.button.accessibleStates.contains(.showing), "the screen behind the menu is not reachable")
    }
}
