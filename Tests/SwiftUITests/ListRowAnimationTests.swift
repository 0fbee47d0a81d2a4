import XCTest
@testable import SwiftUI
@testable import UIKitCore

/// A List animates rows coming and going in an animated update (and after a swipe
/// delete); without an animation the rows jump, as before.
final class ListRowAnimationTests: XCTestCase {
    @Observable final class Names { var names = ["A", "B", "C", "D"] }

    struct Screen: View {
        let model: Names
        var body: some View {
            List {
                ForEach(model.names, id: \.self) { name in
                    Text(name).accessibilityIdentifier("row-\(name)")
                }
                .onDelete { model.names.remove(atOffsets: $0) }
            }
            .listStyle(.plain)
        }
    }

    @MainActor private func cell(_ hosted: HostedContent<Screen>, _ name: String) -> UITableViewCell? {
        var view = hosted.view("row-\(name)")
        while let current = view, !(current is UITableViewCell) { view = current.superview }
        return view as? UITableViewCell
    }

    func testWithAnimationARemovedRowFadesAndTheRowsBelowSlideUp() throws {
        try MainActor.assumeIsolated {
            // Given a plain list of A, B, C, D
            let model = Names()
            let hosted = HostedContent(Screen(model: model))
            let table = try XCTUnwrap(hosted.host.window.firstSubview { $0 is UITableView } as? UITableView)
            let height = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
            let b = try XCTUnwrap(cell(hosted, "B")), c = try XCTUnwrap(cell(hosted, "C"))
            XCTAssertEqual(c.frame.minY, 2 * height)

            // When B is removed in withAnimation, and the next frame runs the update
            withAnimation { model.names.remove(at: 1) }
            hosted.host.advance(by: 1.0 / 60)

            // Then half way through the table's 0.3 s, B is half faded where it was and C half way up
            hosted.host.advance(by: 0.15)
            let movedC = try XCTUnwrap(cell(hosted, "C"))
            XCTAssertEqual(movedC.layer.presented.frame.minY, 1.5 * height)
            XCTAssertEqual(b.layer.presented.frame.minY, height)
            XCTAssertEqual(b.layer.presented.alpha, 0.5)
            // and at the end C is row 1, B gone
            hosted.host.advance(by: 0.15)
            hosted.settle()
            XCTAssertEqual(cell(hosted, "C")?.layer.presented.frame.minY, height)
            XCTAssertNil(hosted.view("row-B")?.window)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        }
    }

    func testWithAnimationAnInsertedRowFadesInAndTheRowsBelowMakeRoom() throws {
        try MainActor.assumeIsolated {
            let model = Names()
            let hosted = HostedContent(Screen(model: model))
            let table = try XCTUnwrap(hosted.host.window.firstSubview { $0 is UITableView } as? UITableView)
            let height = table.rectForRow(at: IndexPath(row: 0, section: 0)).height

            // When "New" is inserted before B in withAnimation
            withAnimation { model.names.insert("New", at: 1) }
            hosted.host.advance(by: 1.0 / 60)
            hosted.host.advance(by: 0.15)

            // Then it is half faded in at row 1, and B half way from row 1 to row 2
            let new = try XCTUnwrap(cell(hosted, "New"))
            XCTAssertEqual(new.layer.presented.frame.minY, height)
            XCTAssertEqual(new.layer.presented.alpha, 0.5)
            XCTAssertEqual(cell(hosted, "B")?.layer.presented.frame.minY, 1.5 * height)
        }
    }

    func testWithoutAnimationTheRowsJump() throws {
        try MainActor.assumeIsolated {
            let model = Names()
            let hosted = HostedContent(Screen(model: model))
            let table = try XCTUnwrap(hosted.host.window.firstSubview { $0 is UITableView } as? UITableView)
            let height = table.rectForRow(at: IndexPath(row: 0, section: 0)).height

            // When B is removed outside an animation
            model.names.remove(at: 1)
            hosted.host.advance(by: 1.0 / 60)

            // Then C is in B's place in the very next frame, and B's row is gone
            XCTAssertEqual(cell(hosted, "C")?.layer.presented.frame.minY, height)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
            XCTAssertNil(hosted.view("row-B")?.window)
        }
    }

    func testASwipeDeleteAnimatesTheRowOutAndTheRowsBelowUp() throws {
        try MainActor.assumeIsolated {
            // Given the list with B swiped open
            let model = Names()
            let hosted = HostedContent(Screen(model: model))
            let table = try XCTUnwrap(hosted.host.window.firstSubview { $0 is UITableView } as? UITableView)
            let height = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
            let y = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: hosted.host.window).midY
            hosted.host.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 200, y: y), duration: 0.3, pauseBeforeRelease: 0.1)
            hosted.settle()
            let b = try XCTUnwrap(cell(hosted, "B"))
            let swiped = b.frame

            // When its Delete button is clicked (onDelete runs; the next frame updates the list)
            hosted.host.click(at: CGPoint(x: 340, y: y))
            hosted.host.advance(by: 1.0 / 60)
            hosted.host.advance(by: 0.15)

            // Then half way B is half faded in its row (closing its swipe, which was open at x -79),
            // and C is half way up to row 1
            XCTAssertEqual(model.names, ["A", "C", "D"])
            XCTAssertEqual(swiped.minX, -79)
            XCTAssertEqual(b.layer.presented.frame.minY, height)
            XCTAssertEqual(Double(b.layer.presented.alpha), 0.5, accuracy: 1e-9)
            XCTAssertEqual(cell(hosted, "C")?.layer.presented.frame.minY, 1.5 * height)
            hosted.settle()
            XCTAssertEqual(cell(hosted, "C")?.layer.presented.frame.minY, height)
        }
    }
}
