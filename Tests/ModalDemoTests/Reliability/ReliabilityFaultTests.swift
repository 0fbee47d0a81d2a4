import XCTest
@testable import UIKitCore
import UIKitCairo
@testable import ModalDemoKit

/// Faults the headless demo must survive (the X server ones are in EndToEnd/;
/// the unwritable directory and the corrupt file are in DemoNotesStoreTests):
/// extreme window sizes, a lost pointer grab, a burst of motion, a full disk, a huge paste.
/// Each runs on a `MonkeyWorld`, so its invariants (delegate orders, offsets, rest,
/// deallocation) are checked too.
final class ReliabilityFaultTests: XCTestCase {
    private func assertNoFailure(_ world: MonkeyWorld, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNil(world.failure, file: file, line: line)
    }

    /// Every presentation the demo has, one at a time, then two stacked, then an action sheet.
    private static let setUps: [(String, (MonkeyWorld) -> Void)] = [
        ("sheet", { $0.apply(.present("sheet", animated: true)) }),
        ("edit", { $0.apply(.present("edit", animated: true)) }),
        ("custom", { $0.apply(.present("custom", animated: true)) }),
        ("web", { $0.apply(.present("web", animated: true)) }),
        ("edit+sheet", { world in
            world.apply(.present("edit", animated: true)); world.apply(.settle)
            world.apply(.present("sheet", animated: true))
        }),
        ("locked edit + action sheet", { world in
            world.apply(.present("edit", animated: true)); world.apply(.settle)
            world.apply(.type("x")); world.apply(.key(.escape, control: false))
        }),
    ]

    func testResizingTo1x1And4000x3000WithEveryPresentationUpKeepsLayoutSane() {
        for (name, setUp) in Self.setUps {
            // Given the presentation at rest
            let world = MonkeyWorld()
            setUp(world)
            world.apply(.settle)
            let presented = world.app.navigation.frontmostPresentedController

            // When the window goes to 1x1, to 4000x3000 and back, at rest after each
            for size in [CGSize(width: 1, height: 1), CGSize(width: 4000, height: 3000), CGSize(width: 1, height: 1),
                         CGSize(width: 390, height: 844)] {
                world.apply(.resize(size))
                world.apply(.settle)
                world.checkLayoutIsSane(after: "\(name) at \(size)")
                XCTAssertEqual(world.host.window.bounds.size, size, name)
            }

            // Then nothing broke, and the same presentation is still up, at its detent
            XCTAssertNil(world.failure, name)
            XCTAssertTrue(world.app.navigation.frontmostPresentedController === presented, name)
        }
    }

    func testLosingThePointerGrabMidDragCancelsAndTheSheetSnapsBack() throws {
        // Given the edit sheet held 150 points down
        let world = MonkeyWorld()
        var events: [PresentationEvent] = []
        let previous = world.host.window.onPresentationEvent
        world.host.window.onPresentationEvent = { previous?($0); events.append($0) }
        world.apply(.present("edit", animated: true))
        world.apply(.settle)
        let sheet = try XCTUnwrap(world.app.navigation.presentedViewController?.presentationControllerStorage as? UISheetPresentationController)
        let rest = sheet.frameOfPresentedViewInContainerView
        world.apply(.down(CGPoint(x: 195, y: rest.minY + 20)))
        for step in 1...15 {
            world.apply(.advance(1.0 / 60))
            world.apply(.move(CGPoint(x: 195, y: rest.minY + 20 + CGFloat(step * 10))))
        }
        XCTAssertEqual(sheet.cardView.frame.minY, rest.minY + 150, accuracy: 0.5)
        events.removeAll()

        // When the grab is lost
        world.apply(.cancel)
        world.host.runUntilIdle()

        // Then the drag is cancelled, the sheet is back at its detent, still presented
        XCTAssertEqual(sheet.cardView.frame, rest)
        XCTAssertFalse(world.host.window.gestureArena.hasActiveGestures)
        XCTAssertNil(world.host.window.pointerTouch)
        XCTAssertNotNil(world.app.navigation.presentedViewController)
        XCTAssertEqual(events.map(\.monkeyName), ["dismissCancelled"])
        world.apply(.settle)
        assertNoFailure(world)
    }

    func testTenThousandMotionEventsInABurstLeaveTheSheetAtTheNewestPointer() throws {
        // Given the edit sheet pressed near its top
        let world = MonkeyWorld()
        world.apply(.present("edit", animated: true))
        world.apply(.settle)
        let sheet = try XCTUnwrap(world.app.navigation.presentedViewController?.presentationControllerStorage as? UISheetPresentationController)
        let rest = sheet.frameOfPresentedViewInContainerView
        let start = CGPoint(x: 195, y: rest.minY + 20)
        world.apply(.down(start))
        world.apply(.advance(1.0 / 60))

        // When 10,000 motion events arrive between two frames, wandering, the newest 230 points down
        var random = SplitMix64(seed: 10_000)
        let began = Date()
        for index in 0..<10_000 {
            let y = index == 9_999 ? start.y + 230 : start.y + CGFloat(random.between(0, 400).rounded())
            world.host.pointerMove(to: CGPoint(x: start.x + CGFloat(random.between(-5, 5).rounded()), y: y))
        }
        let burst = Date().timeIntervalSince(began)
        world.apply(.advance(1.0 / 60))

        // Then the next frame shows the sheet at the newest position: nothing queued behind
        XCTAssertEqual(sheet.cardView.frame.minY, rest.minY + 230, accuracy: 0.5)
        print("fault: 10,000 motion events handled in \(String(format: "%.3f", burst)) s (\(Int(10_000 / max(burst, 1e-6))) events/s)")

        // And releasing there dismisses or snaps back cleanly
        world.apply(.up(nil))
        world.apply(.settle)
        assertNoFailure(world)
    }

    func testAFullDiskOnSaveKeepsTheEditsInTheSheetAndTheOldFile() throws {
        // Given a first save that worked, then a disk that fills up at the rename
        let world = MonkeyWorld()
        var messages: [String] = []
        world.app.onMessage = { messages.append($0) }
        try world.store.save(world.app.list.notes)
        let before = try Data(contentsOf: world.store.fileURL)
        world.store.beforeRename = { throw NotesStore.StoreError(description: "cannot write \(world.store.fileURL.path): No space left on device") }
        world.app.openEditor(forNoteAt: 0, animated: true)
        world.apply(.settle)
        world.apply(.key(.end, control: false))
        world.apply(.type(" (edited)"))
        let form = try XCTUnwrap((world.app.navigation.presentedViewController as? UINavigationController)?.viewControllers.first as? NoteFormViewController)

        // When Save is clicked
        let save = try XCTUnwrap(world.findTarget("save"))
        world.host.click(at: save.center)
        world.apply(.settle)

        XCTAssertEqual(messages.count, 1, "messages: \(messages), presented: \(String(describing: world.app.navigation.frontmostPresentedController)), title: \(form.titleField.text ?? "nil")")
        // Then a clear error, the edits stay in the sheet, the old file is intact and no temp file is left
        let alert = try XCTUnwrap(form.navigationController?.presentedViewController as? UIAlertController)
        XCTAssertEqual(alert.title, "Could not save")
        XCTAssertTrue(alert.message?.contains("No space left on device") ?? false, alert.message ?? "")
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(form.titleField.text, SampleNotes.note(at: 0).title + " (edited)")
        XCTAssertTrue(form.isModalInPresentation)
        XCTAssertEqual(try Data(contentsOf: world.store.fileURL), before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: world.dataDirectory.path).filter { $0 != "notes.json" }
        XCTAssertEqual(leftovers, [])
        XCTAssertEqual(world.app.list.notes[0], SampleNotes.note(at: 0))
        assertNoFailure(world)
    }

    func testPastingOneMegabyteIntoTheTitleCompletesAndTheNextKeystrokeIsHandled() throws {
        // Given the edit sheet with the title field focused and 1 MB on the clipboard
        let world = MonkeyWorld()
        world.apply(.present("edit", animated: true))
        world.apply(.settle)
        let form = try XCTUnwrap((world.app.navigation.presentedViewController as? UINavigationController)?.viewControllers.first as? NoteFormViewController)
        XCTAssertTrue(form.titleField.isFirstResponder)
        let megabyte = String(repeating: "Glisser pour rejeter — ", count: 1_048_576 / 25)
        world.host.clipboardText = megabyte
        world.apply(.key(.end, control: false))

        // When it is pasted, then one more key is typed
        var began = Date()
        world.apply(.key(.character("v"), control: true))
        world.apply(.advance(1.0 / 60))
        let paste = Date().timeIntervalSince(began)
        began = Date()
        world.apply(.type("Z"))
        world.apply(.advance(1.0 / 60))
        let keystroke = Date().timeIntervalSince(began)

        // Then the field has it all, the keystroke landed at the end, and the window still settles
        let text = form.titleField.text ?? ""
        XCTAssertEqual(text.count, SampleNotes.note(at: 0).title.count + megabyte.count + 1)
        XCTAssertTrue(text.hasSuffix("rejeter — Z"))
        XCTAssertTrue(form.isModalInPresentation)
        world.apply(.settle)
        assertNoFailure(world)
        print("fault: 1 MB paste took \(String(format: "%.3f", paste)) s, the next keystroke \(String(format: "%.3f", keystroke)) s")
    }
}
