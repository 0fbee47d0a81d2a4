import Foundation
import XCTest
import UIKit
@testable import ModalDemoKit

/// Saved data: atomic writes, a damaged file moved aside, an unwritable
/// data directory reported with the edits kept.
final class DemoNotesStoreTests: XCTestCase {
    private struct Killed: Error {}

    private let first = [Note(id: 1, title: "Glisser pour rejeter", body: "Étape 1"), Note(id: 2, title: "Træk-ned", body: "ø")]
    private let second = [Note(id: 1, title: "Changed", body: "new")]

    func testSaveThenLoadRoundTripsTheNotes() throws {
        let directory = TemporaryDirectory()
        let store = NotesStore(directory: directory.url)

        try store.save(first)

        XCTAssertEqual(NotesStore(directory: directory.url).load(fallback: []), first)
        XCTAssertEqual(directory.contents, ["notes.json"])
        XCTAssertNil(store.recoveryMessage)
    }

    func testAKillBetweenWriteAndRenameLeavesTheOldFileIntactAndNoTempFile() throws {
        // Given a saved file
        let directory = TemporaryDirectory()
        let store = NotesStore(directory: directory.url)
        try store.save(first)
        let before = try Data(contentsOf: store.fileURL)

        // When the next save is "killed" after the temp file is written, before the rename
        var tempFilesSeenAtTheKill: [String] = []
        store.beforeRename = {
            tempFilesSeenAtTheKill = directory.contents.filter { $0.hasPrefix(".notes-") }
            throw Killed()
        }
        XCTAssertThrowsError(try store.save(second)) { error in
            XCTAssertTrue(error is Killed)
        }

        // Then the temp file existed at that moment, and now only the old, intact file is there
        XCTAssertEqual(tempFilesSeenAtTheKill.count, 1)
        XCTAssertEqual(try Data(contentsOf: store.fileURL), before)
        XCTAssertEqual(directory.contents, ["notes.json"])
        XCTAssertEqual(NotesStore(directory: directory.url).load(fallback: []), first)

        // When the hook is removed, the save goes through
        store.beforeRename = nil
        try store.save(second)
        XCTAssertEqual(NotesStore(directory: directory.url).load(fallback: []), second)
        XCTAssertEqual(directory.contents, ["notes.json"])
    }

    func testCorruptJSONIsMovedAsideReportedAndNeverOverwritten() throws {
        // Given a damaged notes.json
        let directory = TemporaryDirectory()
        let damaged = Data("{\"version\": 1, \"notes\": [{\"id\": 1, \"tit".utf8)
        try damaged.write(to: directory.path("notes.json"))
        let store = NotesStore(directory: directory.url)

        // When loaded
        let notes = store.load(fallback: first)

        // Then the fallback is used, the file moved aside byte for byte, and it says so
        XCTAssertEqual(notes, first)
        XCTAssertEqual(directory.contents, ["notes.corrupt-1.json"])
        XCTAssertEqual(try Data(contentsOf: directory.path("notes.corrupt-1.json")), damaged)
        let message = try XCTUnwrap(store.recoveryMessage)
        XCTAssertTrue(message.contains(directory.path("notes.json").path), message)
        XCTAssertTrue(message.contains("could not be read"), message)
        XCTAssertTrue(message.contains(directory.path("notes.corrupt-1.json").path), message)

        // When the next save happens
        try store.save(second)

        // Then the aside file is untouched and the new file is separate
        XCTAssertEqual(directory.contents, ["notes.corrupt-1.json", "notes.json"])
        XCTAssertEqual(try Data(contentsOf: directory.path("notes.corrupt-1.json")), damaged)

        // When another damaged file appears and is loaded, it goes to -2
        try Data("not json".utf8).write(to: directory.path("notes.json"))
        let again = NotesStore(directory: directory.url)
        _ = again.load(fallback: [])
        XCTAssertEqual(directory.contents, ["notes.corrupt-1.json", "notes.corrupt-2.json"])
        XCTAssertEqual(try Data(contentsOf: directory.path("notes.corrupt-1.json")), damaged)
    }

    func testAFileOfAnotherVersionIsMovedAsideToo() throws {
        let directory = TemporaryDirectory()
        try Data("{\"version\": 2, \"notes\": []}".utf8).write(to: directory.path("notes.json"))
        let store = NotesStore(directory: directory.url)

        XCTAssertEqual(store.load(fallback: first), first)

        XCTAssertEqual(directory.contents, ["notes.corrupt-1.json"])
        XCTAssertNotNil(store.recoveryMessage)
    }

    func testNoFileGivesTheFallbackSilently() {
        let directory = TemporaryDirectory()
        let store = NotesStore(directory: directory.url)

        XCTAssertEqual(store.load(fallback: first), first)

        XCTAssertNil(store.recoveryMessage)
        XCTAssertEqual(directory.contents, [])
    }

    func testADataDirectoryUnderARegularFileThrowsAClearError() throws {
        // Given a data directory below a regular file (root can write anywhere else)
        let directory = TemporaryDirectory()
        try Data("x".utf8).write(to: directory.path("file"))
        let store = NotesStore(directory: directory.path("file").appendingPathComponent("data"))

        // When saving
        XCTAssertThrowsError(try store.save(first)) { error in
            // Then the error names the directory and the reason
            let text = "\(error)"
            XCTAssertTrue(text.contains("cannot create the data directory \(directory.path("file").path)/data"), text)
            XCTAssertTrue(text.contains("Not a directory") || text.contains("File exists"), text)
        }
        XCTAssertEqual(directory.contents, ["file"])
    }

    func testDefaultDirectoryFollowsXDG() {
        XCTAssertEqual(NotesStore.defaultDirectory(environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/home/u"]).path, "/x/data/modal-demo")
        XCTAssertEqual(NotesStore.defaultDirectory(environment: ["XDG_DATA_HOME": "", "HOME": "/home/u"]).path, "/home/u/.local/share/modal-demo")
    }

    // MARK: In the demo

    func testAnUnwritableDataDirectoryKeepsTheEditsInTheSheetAndSaysCouldNotSave() throws {
        // Given the demo whose data directory lies under a regular file
        let directory = TemporaryDirectory()
        try Data("x".utf8).write(to: directory.path("file"))
        let demo = DemoHarness(storeDirectory: directory.path("file").appendingPathComponent("data"), directory: directory)
        demo.openRow(2)
        demo.typeAtEnd(" (edited)")
        let form = demo.form!

        // When Save is clicked
        demo.clickBarButton("Save")

        // Then the sheet stays with the text, an alert says why, and stderr got a message
        XCTAssertTrue(demo.app.navigation.presentedViewController === demo.editSheet)
        XCTAssertEqual(form.titleField.text, "Étape 1 : intercepter le geste (edited)")
        XCTAssertTrue(form.isModalInPresentation)
        let alert = try XCTUnwrap(demo.alert)
        XCTAssertEqual(alert.title, "Could not save")
        XCTAssertEqual(alert.preferredStyle, .alert)
        XCTAssertTrue(alert.message?.contains("cannot create the data directory") ?? false, alert.message ?? "nil")
        XCTAssertEqual(demo.messages.count, 1)
        XCTAssertTrue(demo.messages[0].hasPrefix("modal-demo: cannot create the data directory"), demo.messages[0])
        XCTAssertEqual(demo.list.notes[2], SampleNotes.note(at: 2))
        XCTAssertEqual(demo.events(named: "saved").count, 0)

        // When OK is clicked
        demo.click("OK")

        // Then the sheet is still there with the edits, and the field has the keyboard again
        XCTAssertNil(demo.alert)
        XCTAssertTrue(demo.app.navigation.presentedViewController === demo.editSheet)
        XCTAssertEqual(form.titleField.text, "Étape 1 : intercepter le geste (edited)")
        XCTAssertTrue(form.titleField.isFirstResponder)
    }
}
