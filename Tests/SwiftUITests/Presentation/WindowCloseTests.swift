import XCTest
import UIKit
@testable import SwiftUI

/// Closing an `App`'s window while a sheet is up is the user's dismissal attempt.
final class WindowCloseTests: XCTestCase {
    func testClosingTheWindowDismissesAnUnlockedSheetAndAsksOnALockedOne() { MainActor.assumeIsolated { scenario_testClosingTheWindowDismissesAnUnlockedSheetAndAsksOnALockedOne() } }

    @MainActor private func scenario_testClosingTheWindowDismissesAnUnlockedSheetAndAsksOnALockedOne() {
        // Given: the locked form of SheetLockTests, up and edited
        let model = PresentationModel()
        model.isEdited = true
        let screen = SwiftUIHost(SheetLockTests.FormScreen(model: model))
        let delegate = AppHostDelegate(makeRoot: { UIViewController() })
        XCTAssertTrue(delegate.applicationShouldCloseWindow(screen.host.window), "nothing presented: the window closes")
        model.isPresented = true
        screen.settle()
        model.log.removeAll()
        screen.events.removeAll()

        // When: the window manager asks to close the window
        let closes = delegate.applicationShouldCloseWindow(screen.host.window)
        screen.settle()

        // Then: refused, and the dismissal confirmation asks
        XCTAssertFalse(closes)
        XCTAssertEqual(screen.events.first, "didAttemptToDismiss")
        XCTAssertEqual(screen.alert?.title, "Discard changes?")
        XCTAssertEqual(model.log, ["attempt"])

        // When: kept, unlocked, and closed again
        screen.choose("Keep Editing")
        model.isEdited = false
        screen.settle()
        XCTAssertFalse(delegate.applicationShouldCloseWindow(screen.host.window))
        screen.settle()

        // Then: the sheet went as the user's dismissal; the window stays
        XCTAssertNil(screen.presented)
        XCTAssertEqual(model.log, ["attempt", "keep", "binding=false", "onDismiss"])
    }
}
