import Foundation
import XCTest
@testable import UIKitCore

/// The status bar properties are accepted and resolved as UIKit would (no bar is drawn).
final class StatusBarTests: XCTestCase {
    private final class StyledController: UIViewController {
        var style: UIStatusBarStyle
        var hidden = false
        init(_ style: UIStatusBarStyle) {
            self.style = style
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
    }

    func testTheControllerInChargeIsTheFrontmostFullScreenOrCapturingOne() {
        // Given a root that wants light content
        let driver = VirtualWindowDriver()
        let root = StyledController(.lightContent)
        driver.window.rootViewController = root
        driver.runUntilIdle()
        let manager = driver.window.windowScene!.statusBarManager!
        XCTAssertEqual(manager.statusBarStyle, .lightContent)
        XCTAssertEqual(manager.statusBarFrame, .zero)

        // When a page sheet that wants dark content is presented
        let sheet = StyledController(.darkContent)
        root.present(sheet, animated: false)
        driver.runUntilIdle()

        // Then the root stays in charge (a sheet does not capture the status bar)
        XCTAssertEqual(manager.statusBarStyle, .lightContent)

        // When the sheet captures the status bar appearance and asks for an update
        sheet.modalPresentationCapturesStatusBarAppearance = true
        sheet.hidden = true
        sheet.setNeedsStatusBarAppearanceUpdate()

        // Then its answers count, and the update was heard
        XCTAssertEqual(manager.statusBarStyle, .darkContent)
        XCTAssertTrue(manager.prefersHidden)
        XCTAssertEqual(manager.appearanceUpdateCount, 1)

        // When a full-screen controller is presented over it
        let cover = StyledController(.default)
        cover.modalPresentationStyle = .fullScreen
        sheet.present(cover, animated: false)
        driver.runUntilIdle()

        // Then the full-screen one is in charge
        XCTAssertEqual(manager.statusBarStyle, .default)
        XCTAssertFalse(manager.prefersHidden)
    }
}
