import Foundation
import XCTest
import UIKit
@testable import ModalDemoKit

/// Headless: the first seed's form flow in the demo (edit sheet over the
/// notes list), every way out of an edited form, Keep Editing / Discard / Save.
final class DemoFormFlowTests: XCTestCase {
    private var demo: DemoHarness!

    override func setUp() {
        demo = DemoHarness()
    }

    override func tearDown() {
        demo = nil
    }

    /// Opens row 2 ("Étape 1 : intercepter le geste") and types " (edited)" at the end of its title.
    private func openAndEditRow2() -> NoteFormViewController {
        demo.openRow(2)
        let form = demo.form!
        demo.typeAtEnd(" (edited)")
        return form
    }

    private var expectedEditedTitle: String { "Étape 1 : intercepter le geste (edited)" }

    private func assertDiscardSheetIsUp(file: StaticString = #filePath, line: UInt = #line) {
        guard let alert = demo.alert else {
            XCTFail("no action sheet is presented", file: file, line: line)
            return
        }
        XCTAssertEqual(alert.title, "Discard changes?", file: file, line: line)
        XCTAssertEqual(alert.preferredStyle, .actionSheet, file: file, line: line)
        XCTAssertEqual(alert.actions.map(\.title), ["Discard Changes", "Keep Editing"], file: file, line: line)
        XCTAssertEqual(alert.actions.map(\.style), [.destructive, .cancel], file: file, line: line)
        XCTAssertTrue(alert.presentingViewController === demo.editSheet, "presented from the edit sheet", file: file, line: line)
    }

    // MARK: Opening and locking

    func testOpeningARowShowsTheEditSheetWithTheTitleFieldFocused() {
        // When the third row is clicked
        demo.openRow(2)

        // Then the edit sheet holds that note, with its title field focused and the caret at the end
        let form = try! XCTUnwrap(demo.form)
        XCTAssertEqual(form.original, SampleNotes.note(at: 2))
        XCTAssertEqual(form.titleField.text, "Étape 1 : intercepter le geste")
        XCTAssertTrue(form.titleField.isFirstResponder)
        XCTAssertEqual(form.titleField.caretIndex, 30)
        XCTAssertEqual(demo.editSheet?.modalPresentationStyle, .pageSheet)
        XCTAssertFalse(form.isModalInPresentation)
    }

    func testTypingMarksTheFormEditedAndLocksIt() {
        // Given the edit sheet
        demo.openRow(2)
        let form = demo.form!
        XCTAssertFalse(form.hasChanges)

        // When one character is typed
        demo.host.type("!")

        // Then the form is edited and locked
        XCTAssertTrue(form.hasChanges)
        XCTAssertTrue(form.isModalInPresentation)
        XCTAssertEqual(form.editedNote.title, "Étape 1 : intercepter le geste!")
    }

    func testTypingInTheBodyLocksToo() {
        demo.openRow(0)
        let form = demo.form!
        demo.host.click(at: demo.center(of: "body"))
        XCTAssertTrue(form.bodyView.isFirstResponder)

        demo.host.type("x")

        XCTAssertTrue(form.isModalInPresentation)
        XCTAssertTrue(form.editedNote.body.contains("x"))
    }

    // MARK: Every way out asks

    func testADragDownOfTheEditedSheetRubberBandsThenAsks() {
        // Given an edited sheet resting at its top
        let form = openAndEditRow2()
        let restingTop = demo.cardTop

        // When dragged 300 points down, held
        let start = CGPoint(x: 120, y: restingTop + 22)
        demo.host.pointerDown(at: start)
        for step in 1...24 {
            demo.host.advance(by: 1.0 / 60)
            demo.host.pointerMove(to: CGPoint(x: 120, y: start.y + CGFloat(step) * 12.5))
        }
        demo.host.advance(by: 1.0 / 60)
        let heldTop = demo.cardTop

        // Then the rubber band lets it move only a fraction of the 300 points
        XCTAssertGreaterThan(heldTop, restingTop + 5)
        XCTAssertLessThan(heldTop, restingTop + 150)
        XCTAssertNil(demo.alert)

        // When released
        demo.host.pointerUp(at: CGPoint(x: 120, y: start.y + 300))
        demo.host.runUntilIdle()

        // Then the sheet is back at rest and the action sheet asks
        assertDiscardSheetIsUp()
        XCTAssertEqual(demo.cardTop, restingTop)
        XCTAssertEqual(form.titleField.text, expectedEditedTitle)
    }

    func testTheCancelBarButtonAsks() {
        _ = openAndEditRow2()

        demo.clickBarButton("Cancel")

        assertDiscardSheetIsUp()
    }

    func testEscapeAsks() {
        let form = openAndEditRow2()
        XCTAssertTrue(form.titleField.isFirstResponder)

        demo.host.key(.escape)
        demo.host.runUntilIdle()

        assertDiscardSheetIsUp()
    }

    func testAClickOnTheDimmedStripAboveTheSheetAsks() {
        // Given an edited large sheet (its top edge some points below the window's top)
        _ = openAndEditRow2()
        XCTAssertGreaterThan(demo.cardTop, 20)

        // When the dimmed strip above it is clicked
        demo.host.click(at: CGPoint(x: 195, y: 10))
        demo.host.runUntilIdle()

        // Then it asks
        assertDiscardSheetIsUp()
    }

    func testClosingTheWindowAsks() {
        _ = openAndEditRow2()

        demo.app.windowCloseRequested()
        demo.host.runUntilIdle()

        assertDiscardSheetIsUp()
        XCTAssertEqual(demo.quitCount, 0)
    }

    func testAnUneditedSheetLeavesWithoutAskingOnEveryPath() {
        for path in ["drag", "cancel", "escape", "dimming"] {
            // Given an unedited sheet
            demo.openRow(1)
            XCTAssertNotNil(demo.editSheet, path)

            // When
            switch path {
            case "drag": demo.dragSheet(by: 400, duration: 0.2)
            case "cancel": demo.clickBarButton("Cancel")
            case "escape": demo.host.key(.escape)
            default: demo.host.click(at: CGPoint(x: 195, y: 10))
            }
            demo.host.runUntilIdle()

            // Then it is gone and nothing asked
            XCTAssertNil(demo.app.navigation.presentedViewController, path)
            XCTAssertEqual(demo.events(named: "alert").count, 0, path)
        }
    }

    // MARK: Keep Editing, Discard, Save

    func testKeepEditingKeepsTheExactTextAndTheCaretInTheField() {
        // Given an edited title with the caret moved two characters left of the end
        let form = openAndEditRow2()
        demo.host.key(.left)
        demo.host.key(.left)
        let caret = form.titleField.caretIndex
        XCTAssertEqual(caret, 37)

        // When dragging down asks and Keep Editing is chosen
        demo.dragSheet(by: 300)
        assertDiscardSheetIsUp()
        demo.click("Keep Editing")

        // Then the sheet stays with every character, locked, the field focused with its caret where it was
        XCTAssertNil(demo.alert)
        XCTAssertNotNil(demo.editSheet)
        XCTAssertEqual(form.titleField.text, expectedEditedTitle)
        XCTAssertTrue(form.isModalInPresentation)
        XCTAssertTrue(form.titleField.isFirstResponder)
        XCTAssertEqual(form.titleField.caretIndex, caret)

        // And typing goes on where the caret was
        demo.host.type("X")
        XCTAssertEqual(form.titleField.text, "Étape 1 : intercepter le geste (editeXd)")
    }

    func testDiscardDismissesAndLeavesTheListAndFileUnchanged() {
        // Given an edited sheet asking after Cancel
        _ = openAndEditRow2()
        demo.clickBarButton("Cancel")
        assertDiscardSheetIsUp()

        // When Discard Changes is chosen
        demo.click("Discard Changes")

        // Then the sheet is gone; the list still has the original note and nothing was written
        XCTAssertNil(demo.app.navigation.presentedViewController)
        XCTAssertEqual(demo.list.notes[2], SampleNotes.note(at: 2))
        XCTAssertFalse(FileManager.default.fileExists(atPath: demo.store.fileURL.path))
        XCTAssertEqual(demo.events(named: "saved").count, 0)
    }

    func testSaveWritesTheNoteAndTheListShowsIt() throws {
        // Given an edited title
        _ = openAndEditRow2()

        // When Save is clicked
        demo.clickBarButton("Save")

        // Then the sheet is gone, the file holds the note and the row shows the new title
        XCTAssertNil(demo.app.navigation.presentedViewController)
        let data = try Data(contentsOf: demo.store.fileURL)
        let file = try JSONDecoder().decode(NotesStore.File.self, from: data)
        XCTAssertEqual(file.version, 1)
        XCTAssertEqual(file.notes.count, 30)
        XCTAssertEqual(file.notes[2], Note(id: 3, title: expectedEditedTitle, body: SampleNotes.note(at: 2).body))
        XCTAssertEqual(file.notes[1], SampleNotes.note(at: 1))
        XCTAssertEqual(demo.list.notes[2].title, expectedEditedTitle)
        let cell = try XCTUnwrap(demo.list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(cell.textLabel?.text, expectedEditedTitle)
        XCTAssertEqual(NotesStore(directory: demo.directory.url).load(fallback: [])[2].title, expectedEditedTitle)
    }

    func testRevertingTheEditUnlocksAndADragThenDismisses() {
        // Given a title edited by three characters, then those three deleted again
        demo.openRow(2)
        let form = demo.form!
        demo.typeAtEnd("abc")
        XCTAssertTrue(form.isModalInPresentation)
        for _ in 0..<3 { demo.host.key(.backspace) }

        // Then the form is unlocked
        XCTAssertEqual(form.titleField.text, "Étape 1 : intercepter le geste")
        XCTAssertFalse(form.hasChanges)
        XCTAssertFalse(form.isModalInPresentation)

        // When flicked down
        demo.dragSheet(by: 200, duration: 0.1)

        // Then it dismisses without asking
        XCTAssertNil(demo.app.navigation.presentedViewController)
        XCTAssertEqual(demo.events(named: "alert").count, 0)
    }

    func testClipboardRoundTripInTheTitle() {
        // Given the title field focused
        demo.openRow(4)
        let form = demo.form!
        XCTAssertEqual(form.titleField.text, "Shopping list")

        // When everything is selected and copied, the caret moved to the end, then pasted
        demo.host.key(.character("a"), modifiers: .control)
        demo.host.key(.character("c"), modifiers: .control)
        XCTAssertEqual(demo.host.clipboardText, "Shopping list")
        demo.host.key(.end)
        demo.host.key(.character("v"), modifiers: .control)

        // Then the title holds it twice and the paste locked the form
        XCTAssertEqual(form.titleField.text, "Shopping listShopping list")
        XCTAssertTrue(form.isModalInPresentation)
    }

    func testArrowKeysAndReturnChooseDiscardInTheActionSheet() {
        // Given the action sheet after Escape
        _ = openAndEditRow2()
        demo.host.key(.escape)
        demo.host.runUntilIdle()
        assertDiscardSheetIsUp()

        // When Down highlights the first action and Return chooses it
        demo.host.key(.down)
        demo.host.key(.returnKey)
        demo.host.runUntilIdle()

        // Then Discard ran: the sheet is gone and the note unchanged
        XCTAssertNil(demo.app.navigation.presentedViewController)
        XCTAssertEqual(demo.list.notes[2], SampleNotes.note(at: 2))
        XCTAssertEqual(demo.events(named: "alertAction").map { $0["title"] as? String }, ["Discard Changes"])
    }

    // MARK: Window close

    func testWindowCloseWithEditsAsksThenDiscardQuits() {
        // Given an edited sheet and the window's close button
        _ = openAndEditRow2()
        demo.app.windowCloseRequested()
        demo.host.runUntilIdle()
        assertDiscardSheetIsUp()
        XCTAssertEqual(demo.quitCount, 0)

        // When Discard Changes is chosen
        demo.click("Discard Changes")

        // Then the sheet is gone and the app quits once
        XCTAssertNil(demo.app.navigation.presentedViewController)
        XCTAssertEqual(demo.quitCount, 1)
    }

    func testWindowCloseWithEditsThenKeepEditingDoesNotQuitLater() {
        // Given the close request refused with Keep Editing
        let form = openAndEditRow2()
        demo.app.windowCloseRequested()
        demo.host.runUntilIdle()
        demo.click("Keep Editing")

        // When the form is later saved (a dismissal)
        demo.clickBarButton("Save")

        // Then the app did not quit
        XCTAssertEqual(form.titleField.text, expectedEditedTitle)
        XCTAssertNil(demo.app.navigation.presentedViewController)
        XCTAssertEqual(demo.quitCount, 0)
    }

    func testWindowCloseWithoutEditsQuitsRightAway() {
        // Given just the list
        // When the window's close button is pressed
        demo.app.windowCloseRequested()

        // Then the app quits at once
        XCTAssertEqual(demo.quitCount, 1)
    }

    func testWindowCloseWithAnUneditedSheetDismissesThenQuits() {
        demo.openRow(0)

        demo.app.windowCloseRequested()
        XCTAssertEqual(demo.quitCount, 0, "not before the sheet has gone")
        demo.host.runUntilIdle()

        XCTAssertNil(demo.app.navigation.presentedViewController)
        XCTAssertEqual(demo.quitCount, 1)
    }
}
