import XCTest
@testable import ModalDemoKit

/// The list's notes: samples made on demand, edits and loaded notes kept.
final class NoteListTests: XCTestCase {
    func testAMillionSampleNotesAreMadeOnlyWhenAsked() {
        // Given a million sample rows
        var notes = NoteList(sampleCount: 1_000_000)

        // When one row far down is read and another is edited
        let far = notes[999_999]
        notes[3] = Note(id: 4, title: "Edited", body: "")

        // Then reading gives the sample, the edit sticks, and the count is right
        XCTAssertEqual(notes.count, 1_000_000)
        XCTAssertEqual(far, SampleNotes.note(at: 999_999))
        XCTAssertEqual(notes[3].title, "Edited")
        XCTAssertEqual(notes[4], SampleNotes.note(at: 4))
    }

    func testLoadedNotesAreKeptAsTheyAre() {
        // Given notes read from disk
        var notes = NoteList([Note(id: 1, title: "a", body: "b"), Note(id: 2, title: "c", body: "d")])

        // When one is edited
        notes[1].title = "e"

        // Then the list is exactly the loaded notes with the edit
        XCTAssertEqual(Array(notes), [Note(id: 1, title: "a", body: "b"), Note(id: 2, title: "e", body: "d")])
    }
}
