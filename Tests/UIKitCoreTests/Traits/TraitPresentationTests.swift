import XCTest
@testable import UIKitCore

/// Presented controllers inherit through their presentation controller, elevated for sheets and alerts.
final class TraitPresentationTests: XCTestCase {
    func testASheetIsElevatedAndAFullScreenModalIsNot() {
        // Given a dark window with a root controller
        let host = TraitWindow(style: .dark)
        let log = TraitLog()
        let root = LoggingController("root", log: log)
        host.window.rootViewController = root

        // When a page sheet is presented
        let sheet = LoggingController("sheet", log: log)
        root.present(sheet, animated: true)
        host.runUntilIdle()

        // Then its presentation, the controller and its view are elevated; the root stays base
        XCTAssertEqual(sheet.presentationController?.traitCollection.userInterfaceLevel, .elevated)
        XCTAssertEqual(sheet.traitCollection.userInterfaceLevel, .elevated)
        XCTAssertEqual(sheet.view.traitCollection.userInterfaceLevel, .elevated)
        XCTAssertEqual(sheet.view.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(root.view.traitCollection.userInterfaceLevel, .base)
        // And the sheet's background resolves to the elevated dark grey
        let background = sheet.view.backgroundColor!.resolvedColor(with: sheet.view.traitCollection)
        XCTAssertEqual(background, UIColor(rgb: 0x1C1C1E))

        // When a full-screen modal is presented over it, that one is at the base level
        let full = LoggingController("full", log: log)
        full.modalPresentationStyle = .fullScreen
        sheet.present(full, animated: false)
        host.runUntilIdle()
        XCTAssertEqual(full.view.traitCollection.userInterfaceLevel, .base)
        XCTAssertEqual(UIColor.systemBackground.resolvedColor(with: full.traitCollection), .black)
    }

    func testPresentedControllersInheritThePresentersOverrideAndHearWhenItChanges() {
        // Given a light window whose root presents a sheet
        let host = TraitWindow()
        let log = TraitLog()
        let root = LoggingController("root", log: log)
        host.window.rootViewController = root
        let sheet = LoggingController("sheet", log: log)
        root.present(sheet, animated: false)
        host.runUntilIdle()
        XCTAssertEqual(log.entries, [])

        // When the presenting controller forces dark
        root.overrideUserInterfaceStyle = .dark
        host.frame()

        // Then the root and its view hear first, then the sheet and its view (the window's tree order)
        XCTAssertEqual(sheet.view.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(log.entries, ["root", "root.view", "sheet", "sheet.view"])
    }

    func testAPresentationControllersOverrideTraitCollectionReachesThePresentedController() {
        // Given a sheet whose presentation controller asks for a compact height and dark
        let host = TraitWindow()
        let root = UIViewController()
        host.window.rootViewController = root
        let sheet = UIViewController()
        sheet.presentationController?.overrideTraitCollection = UITraitCollection(traitsFrom: [
            UITraitCollection(verticalSizeClass: .compact), UITraitCollection(userInterfaceStyle: .dark)])

        // When presented
        root.present(sheet, animated: false)
        host.runUntilIdle()

        // Then the presented view has them, on top of the elevation
        XCTAssertEqual(sheet.view.traitCollection.verticalSizeClass, .compact)
        XCTAssertEqual(sheet.view.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(sheet.view.traitCollection.userInterfaceLevel, .elevated)
        XCTAssertEqual(root.view.traitCollection.verticalSizeClass, .regular)
    }

    func testAnAlertIsElevated() {
        let host = TraitWindow(style: .dark)
        let root = UIViewController()
        host.window.rootViewController = root
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))

        root.present(alert, animated: true)
        host.runUntilIdle()

        XCTAssertEqual(alert.view.traitCollection.userInterfaceLevel, .elevated)
        XCTAssertEqual(alert.view.traitCollection.userInterfaceStyle, .dark)
    }
}
