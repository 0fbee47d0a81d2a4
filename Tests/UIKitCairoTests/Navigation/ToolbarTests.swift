import Foundation
import UIKit
import XCTest
@testable import UIKitCore

/// A navigation controller's toolbar shows its top controller's `toolbarItems`.
final class ToolbarTests: XCTestCase {
    func testTheToolbarLaysOutItemsWithFlexibleAndFixedSpaceAndShrinksTheContent() {
        // Given a navigation controller whose root has toolbar items, the toolbar shown
        let host = formsHost(width: 390, height: 600)
        let root = UIViewController()
        var tapped: [String] = []
        let compose = UIBarButtonItem(title: "Compose", primaryAction: UIAction(title: "Compose") { _ in tapped.append("Compose") })
        let fixed = UIBarButtonItem(systemItem: .fixedSpace)
        fixed.width = 20
        root.toolbarItems = [UIBarButtonItem(systemItem: .trash), fixed, UIBarButtonItem(systemItem: .flexibleSpace), compose]
        let navigation = UINavigationController(rootViewController: root)
        XCTAssertTrue(navigation.isToolbarHidden)
        host.window.rootViewController = navigation
        navigation.setToolbarHidden(false, animated: false)
        host.runUntilIdle()

        // Then the bar is 44 points at the bottom and the content ends above it
        XCTAssertEqual(navigation.toolbar.frame, CGRect(x: 0, y: 556, width: 390, height: 44))
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 44, width: 390, height: 512))
        let buttons = navigation.toolbar.subviews.compactMap { $0 as? UIButton }
        XCTAssertEqual(buttons.map(\.accessibilityIdentifier), ["trash", "Compose"])
        // Trash 16 in; Compose against the right inset (flexible space takes the rest)
        XCTAssertEqual(buttons[0].frame.minX, 16)
        XCTAssertEqual(buttons[1].frame.maxX, 374, accuracy: 1)
        XCTAssertEqual(navigation.toolbar.accessibleRole, .toolBar)

        // When Compose is clicked
        let frame = buttons[1].convert(buttons[1].bounds, to: nil)
        host.click(at: CGPoint(x: frame.midX, y: frame.midY))
        XCTAssertEqual(tapped, ["Compose"])

        // And the bar is drawn: light grey with a hairline on top; hidden again, the content grows back
        let image = host.snapshot()
        XCTAssertEqual(image.pixel(x: 200, y: 580), RGBA8(r: 249, g: 249, b: 249))
        XCTAssertLessThan(image.pixel(x: 200, y: 556).r, 200)
        navigation.setToolbarHidden(true, animated: false)
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 44, width: 390, height: 556))
    }

    func testAPushedControllerBringsItsOwnItems() {
        let host = formsHost(width: 390, height: 600)
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "One")]
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        host.window.rootViewController = navigation
        host.runUntilIdle()
        XCTAssertEqual(navigation.toolbar.items?.map(\.title), ["One"])

        let next = UIViewController()
        next.setToolbarItems([UIBarButtonItem(title: "Two"), UIBarButtonItem(title: "Three")], animated: false)
        navigation.pushViewController(next, animated: true)
        host.runUntilIdle()
        XCTAssertEqual(navigation.toolbar.items?.map(\.title), ["Two", "Three"])

        next.toolbarItems = [UIBarButtonItem(title: "Four")]
        XCTAssertEqual(navigation.toolbar.items?.map(\.title), ["Four"])
        _ = navigation.popViewController(animated: false)
        host.runUntilIdle()
        XCTAssertEqual(navigation.toolbar.items?.map(\.title), ["One"])
    }
}

/// A first responder's `inputAccessoryView` is docked at the bottom of the window.
final class InputAccessoryTests: XCTestCase {
    func testATextFieldsAccessoryIsDockedAtTheBottomWhileItHasTheKeyboard() {
        // Given a text field with a toolbar as its accessory
        let host = formsHost(width: 390, height: 600)
        let root = UIViewController()
        host.window.rootViewController = root
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.setItems([UIBarButtonItem(systemItem: .flexibleSpace), UIBarButtonItem(systemItem: .done)], animated: false)
        field.inputAccessoryView = bar
        root.view.addSubview(field)
        host.runUntilIdle()
        XCTAssertNil(bar.window)

        // When it becomes first responder
        XCTAssertTrue(field.becomeFirstResponder())
        host.runUntilIdle()

        // Then the bar is at the window's bottom, full width; the Done button at the trailing edge
        XCTAssertEqual(bar.convert(bar.bounds, to: nil), CGRect(x: 0, y: 556, width: 390, height: 44))
        let done = bar.subviews.compactMap { $0 as? UIButton }.first!
        XCTAssertEqual(done.convert(done.bounds, to: nil).maxX, 374, accuracy: 1)

        // When it resigns, the bar goes
        field.resignFirstResponder()
        XCTAssertNil(bar.window)
    }
}
