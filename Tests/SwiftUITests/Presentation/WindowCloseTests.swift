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

    /// A root view (no sheet) with the article's dismissal confirmation.
    struct RootForm: View {
        let model: PresentationModel
        var body: some View {
            NavigationStack {
                Text(model.isEdited ? "Edited" : "Clean")
                    .dismissalConfirmationDialog("Discard changes?", shouldPresent: model.isEdited) {
                        Button("Discard Changes", role: .destructive) { model.log.append("discard") }
                        Button("Keep Editing", role: .cancel) { model.log.append("keep") }
                    }
                    .onDismissAttempt { model.log.append("attempt") }
            }
        }
    }

    func testClosingTheWindowAsksTheRootViewsDismissalConfirmation() { MainActor.assumeIsolated { scenario_testClosingTheWindowAsksTheRootViewsDismissalConfirmation() } }

    @MainActor private func scenario_testClosingTheWindowAsksTheRootViewsDismissalConfirmation() {
        // Given: an edited root form, nothing presented
        let model = PresentationModel()
        model.isEdited = true
        let screen = SwiftUIHost(RootForm(model: model))
        let delegate = AppHostDelegate(makeRoot: { UIViewController() })
        let scene = try! XCTUnwrap(screen.host.window.windowScene)
        var disconnected = 0
        let observer = NotificationCenter.default.addObserver(forName: UIScene.didDisconnectNotification, object: scene, queue: nil) { _ in
            disconnected += 1
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        // When: the window manager asks to close the window
        XCTAssertFalse(delegate.applicationShouldCloseWindow(screen.host.window), "the edited form asks first")
        screen.settle()

        // Then: the attempt is heard and the confirmation asks, with the actions as written
        XCTAssertEqual(model.log, ["attempt"])
        XCTAssertEqual(screen.alert?.title, "Discard changes?")
        XCTAssertEqual(screen.alert?.preferredStyle, .actionSheet)
        XCTAssertEqual(Set(screen.alertTitles), ["Discard Changes", "Keep Editing"])

        // When: kept
        screen.choose("Keep Editing")

        // Then: the window stays
        XCTAssertNil(screen.presented)
        XCTAssertEqual(disconnected, 0)
        XCTAssertEqual(model.log, ["attempt", "keep"])

        // When: closed again and discarded
        XCTAssertFalse(delegate.applicationShouldCloseWindow(screen.host.window))
        screen.settle()
        screen.choose("Discard Changes")

        // Then: the action ran, then the window's scene goes (the window host closes the window)
        XCTAssertEqual(model.log, ["attempt", "keep", "attempt", "discard"])
        XCTAssertEqual(disconnected, 1)

        // And: an unedited root closes at once
        let clean = SwiftUIHost(RootForm(model: PresentationModel()))
        XCTAssertTrue(delegate.applicationShouldCloseWindow(clean.host.window))
    }
}
