import XCTest
import UIKit
@testable import SwiftUI

/// `interactiveDismissDisabled` follows the state live; `dismissalConfirmationDialog`
/// and `onDismissAttempt` answer a refused attempt; `dismiss()` is not blocked.
final class SheetLockTests: XCTestCase {
    /// The article's form: locked while edited, asking "Discard changes?" on a swipe.
    struct FormScreen: View {
        let model: PresentationModel
        var body: some View {
            Text("Notes")
                .sheet(isPresented: model.presentedBinding, onDismiss: { model.log.append("onDismiss") }) {
                    EditForm(model: model)
                }
        }
    }

    struct EditForm: View {
        let model: PresentationModel
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text(model.isEdited ? "Edited" : "Clean")
                Button("Close") { dismiss() }
            }
            .interactiveDismissDisabled(model.isEdited)
            .dismissalConfirmationDialog("Discard changes?", shouldPresent: model.isEdited) {
                Button("Discard Changes", role: .destructive) { model.log.append("discard") }
                Button("Keep Editing", role: .cancel) { model.log.append("keep") }
            } message: {
                Text("Your note has not been saved.")
            }
            .onDismissAttempt { model.log.append("attempt") }
        }
    }

    @MainActor private func presentedForm(edited: Bool) -> (PresentationModel, SwiftUIHost) {
        let model = PresentationModel()
        model.isEdited = edited
        let screen = SwiftUIHost(FormScreen(model: model))
        model.isPresented = true
        screen.settle()
        screen.events.removeAll()
        model.log.removeAll()
        return (model, screen)
    }

    func testAnEditedSheetRefusesTheDragAndAsks() { MainActor.assumeIsolated { scenario_testAnEditedSheetRefusesTheDragAndAsks() } }

    @MainActor private func scenario_testAnEditedSheetRefusesTheDragAndAsks() {
        // Given
        let (model, screen) = presentedForm(edited: true)
        XCTAssertTrue(screen.presented!.isModalInPresentation)

        // When
        screen.pull()
        screen.settle()

        // Then: refused, back at its frame, the dialog up with the actions as written
        XCTAssertEqual(screen.events.prefix(2), ["didAttemptToDismiss", "alert"])
        XCTAssertEqual(screen.cardFrame, CGRect(x: 0, y: 40, width: 390, height: 804))
        XCTAssertTrue(model.isPresented)
        XCTAssertEqual(model.log, ["attempt"])
        XCTAssertEqual(screen.alert?.preferredStyle, .actionSheet)
        XCTAssertEqual(screen.alert?.title, "Discard changes?")
        XCTAssertEqual(screen.alert?.message, "Your note has not been saved.")
        XCTAssertEqual(screen.alertTitles, ["Discard Changes", "Keep Editing"])
        XCTAssertEqual(screen.alert?.actions.map(\.style), [.destructive, .cancel])
    }

    func testKeepEditingKeepsTheSheetAndDiscardDismissesItAsTheUser() { MainActor.assumeIsolated { scenario_testKeepEditingKeepsTheSheetAndDiscardDismissesItAsTheUser() } }

    @MainActor private func scenario_testKeepEditingKeepsTheSheetAndDiscardDismissesItAsTheUser() {
        // Given
        let (model, screen) = presentedForm(edited: true)
        screen.pull()
        screen.settle()

        // When
        screen.choose("Keep Editing")

        // Then
        XCTAssertTrue(screen.topmost is UIHostingController<AnyView>)
        XCTAssertEqual(model.log, ["attempt", "keep"])

        // When: asked again, and discarded
        screen.pull()
        screen.settle()
        screen.events.removeAll()
        screen.choose("Discard Changes")

        // Then: the action, then the user's dismissal (WillDismiss, DidDismiss), the binding, onDismiss
        XCTAssertNil(screen.presented)
        XCTAssertEqual(model.log, ["attempt", "keep", "attempt", "discard", "binding=false", "onDismiss"])
        XCTAssertEqual(screen.events, ["alertAction", "dismissed", "willDismiss", "didDismiss", "dismissed"])
    }

    func testTheLockFollowsTheStateLiveWhileTheSheetIsUp() { MainActor.assumeIsolated { scenario_testTheLockFollowsTheStateLiveWhileTheSheetIsUp() } }

    @MainActor private func scenario_testTheLockFollowsTheStateLiveWhileTheSheetIsUp() {
        // Given
        let (model, screen) = presentedForm(edited: false)
        XCTAssertFalse(screen.presented!.isModalInPresentation)

        // When: edited while up
        model.isEdited = true
        screen.settle()

        // Then
        XCTAssertTrue(screen.presented!.isModalInPresentation)
        screen.pull()
        screen.settle()
        XCTAssertNotNil(screen.presented)
        screen.choose("Keep Editing")

        // When: the edits are undone
        model.isEdited = false
        screen.settle()
        screen.flick()
        screen.settle()

        // Then: the unedited sheet flicks away
        XCTAssertFalse(screen.presented?.isModalInPresentation ?? false)
        XCTAssertNil(screen.presented)
        XCTAssertEqual(model.log, ["attempt", "keep", "binding=false", "onDismiss"])
    }

    func testDismissFromTheContentIsNotBlockedByTheLock() { MainActor.assumeIsolated { scenario_testDismissFromTheContentIsNotBlockedByTheLock() } }

    @MainActor private func scenario_testDismissFromTheContentIsNotBlockedByTheLock() {
        // Given
        let (model, screen) = presentedForm(edited: true)

        // When: the content's Close button calls dismiss()
        let close = screen.presented!.view.firstSubview { ($0 as? UILabel)?.text == "Close" }!
        let frame = close.convert(close.bounds, to: nil)
        screen.host.click(at: CGPoint(x: frame.midX, y: frame.midY))
        screen.settle()

        // Then: programmatic (no delegate moments), the binding reset, onDismiss
        XCTAssertNil(screen.presented)
        XCTAssertEqual(model.log, ["binding=false", "onDismiss"])
        XCTAssertEqual(screen.events, ["dismissed"])
    }

    func testEscapeOnALockedSheetAsksToo() { MainActor.assumeIsolated { scenario_testEscapeOnALockedSheetAsksToo() } }

    @MainActor private func scenario_testEscapeOnALockedSheetAsksToo() {
        // Given
        let (model, screen) = presentedForm(edited: true)

        // When
        screen.host.key(.escape)
        screen.settle()

        // Then
        XCTAssertEqual(screen.events.first, "didAttemptToDismiss")
        XCTAssertEqual(screen.alert?.title, "Discard changes?")
        XCTAssertEqual(model.log, ["attempt"])
    }

    func testADismissalConfirmationWithoutCancelOrDestructiveGetsTheStandardOnes() { MainActor.assumeIsolated { scenario_testADismissalConfirmationWithoutCancelOrDestructiveGetsTheStandardOnes() } }

    @MainActor private func scenario_testADismissalConfirmationWithoutCancelOrDestructiveGetsTheStandardOnes() {
        // Given
        struct Screen: View {
            let model: PresentationModel
            var body: some View {
                Text("Root").sheet(isPresented: model.presentedBinding) {
                    Text("Draft").dismissalConfirmationDialog("Save draft?", shouldPresent: true) {
                        Button("Save") { model.log.append("save") }
                    }
                }
            }
        }
        let model = PresentationModel()
        let screen = SwiftUIHost(Screen(model: model))
        model.isPresented = true
        screen.settle()

        // When
        screen.pull()
        screen.settle()

        // Then: Close (destructive) and Cancel added; Save lets the dismissal proceed
        XCTAssertEqual(screen.alertTitles, ["Close", "Save", "Cancel"])
        screen.choose("Save")
        XCTAssertNil(screen.presented)
        XCTAssertEqual(model.log, ["save", "binding=false"])
    }
}
