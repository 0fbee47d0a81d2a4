import XCTest
import Observation
@testable import SwiftUI

@Observable
final class DisclosureModel {
    var isExpanded = false
}

/// `DisclosureGroup` and `OutlineGroup`: a tap on the label row toggles the
/// expansion (the binding's or the group's own), the chevron turns and the
/// content shows or goes.
final class DisclosureGroupTests: XCTestCase {
    struct BoundGroup: View {
        let model: DisclosureModel
        var body: some View {
            VStack {
                DisclosureGroup("Options", isExpanded: Binding(get: { model.isExpanded }, set: { model.isExpanded = $0 })) {
                    Text("First option").accessibilityIdentifier("first")
                    Text("Second option").accessibilityIdentifier("second")
                }
                .accessibilityIdentifier("group")
                DisclosureGroup {
                    Text("Hidden detail").accessibilityIdentifier("own-content")
                } label: {
                    Text("Own state").accessibilityIdentifier("own-label")
                }
                Spacer()
            }
            .padding()
        }
    }

    /// The chevron image view of the group whose label has `labelID`.
    @MainActor private func chevron<C: View>(near labelID: String, _ hosted: HostedContent<C>) -> UIImageView? {
        guard let label = hosted.frame(labelID) else { return nil }
        return hosted.host.window.firstSubview { view in
            guard let image = view as? UIImageView, image.image != nil else { return false }
            let frame = image.convert(image.bounds, to: nil)
            return abs(frame.midY - label.midY) < 2
        } as? UIImageView
    }

    /// The rotation drawn for `view`: the angle of the nearest transformed view around it.
    @MainActor private func rotation(of view: UIView) -> CGFloat {
        var current: UIView? = view
        while let candidate = current {
            if candidate.transform != .identity { return atan2(candidate.transform.b, candidate.transform.a) }
            current = candidate.superview
        }
        return 0
    }

    func testTheBindingExpandsAndCollapsesAndATapWritesIt() throws { try MainActor.assumeIsolated {
        // Given a collapsed group bound to the model
        let model = DisclosureModel()
        let hosted = HostedContent(BoundGroup(model: model))
        XCTAssertNil(hosted.view("first"))
        let labelFrame = try XCTUnwrap(hosted.host.window.firstSubview { ($0 as? UILabel)?.text == "Options" }).convert(CGPoint.zero, to: nil)

        // When the model expands it
        model.isExpanded = true
        hosted.settle()

        // Then the content shows under the label, indented 20 points, in order
        let first = try XCTUnwrap(hosted.frame("first"))
        let second = try XCTUnwrap(hosted.frame("second"))
        XCTAssertEqual(first.minX, labelFrame.x + 20)
        XCTAssertGreaterThan(first.minY, labelFrame.y + 20)
        XCTAssertEqual(second.minY, first.maxY + 8)

        // When the label row is tapped: the binding is written and the content goes
        let row = try XCTUnwrap(hosted.host.window.firstSubview { ($0 as? UILabel)?.text == "Options" })
        let rowFrame = row.convert(row.bounds, to: nil)
        hosted.host.click(at: CGPoint(x: rowFrame.midX, y: rowFrame.midY))
        hosted.settle()
        XCTAssertFalse(model.isExpanded)
        XCTAssertNil(hosted.view("first"))
    } }

    func testAGroupWithoutABindingKeepsItsOwnStateAndTurnsItsChevron() throws { try MainActor.assumeIsolated {
        // Given
        let hosted = HostedContent(BoundGroup(model: DisclosureModel()))
        XCTAssertNil(hosted.view("own-content"))
        let arrow = try XCTUnwrap(chevron(near: "own-label", hosted))
        XCTAssertEqual(rotation(of: arrow), 0, "collapsed: pointing right")

        // When its label is tapped
        hosted.tap("own-label")

        // Then it expands and the chevron has turned a quarter (pointing down)
        XCTAssertNotNil(hosted.view("own-content"))
        XCTAssertEqual(rotation(of: arrow), .pi / 2, accuracy: 0.001)

        // When tapped again it collapses
        hosted.tap("own-label")
        XCTAssertNil(hosted.view("own-content"))
    } }

    struct FileNode: Identifiable {
        let id: String
        var children: [FileNode]?
    }

    static let tree = [
        FileNode(id: "Documents", children: [FileNode(id: "Notes.txt"), FileNode(id: "Work", children: [FileNode(id: "Plan.md")])]),
        FileNode(id: "Photo.png"),
    ]

    func testOutlineGroupNestsDisclosureGroupsForElementsWithChildren() throws { try MainActor.assumeIsolated {
        // Given a tree: a folder with a file and a subfolder, then a file
        let hosted = HostedContent(VStack(alignment: .leading) {
            OutlineGroup(Self.tree, children: \.children) { node in
                Text(node.id).accessibilityIdentifier(node.id)
            }
            Spacer()
        })
        // Then the top level shows, collapsed
        XCTAssertNotNil(hosted.view("Documents"))
        XCTAssertNotNil(hosted.view("Photo.png"))
        XCTAssertNil(hosted.view("Notes.txt"))

        // When the folder is expanded: its children show, the subfolder collapsed
        hosted.tap("Documents")
        XCTAssertNotNil(hosted.view("Notes.txt"))
        XCTAssertNotNil(hosted.view("Work"))
        XCTAssertNil(hosted.view("Plan.md"))
        XCTAssertEqual(try XCTUnwrap(hosted.frame("Notes.txt")).minX, try XCTUnwrap(hosted.frame("Documents")).minX + 20)

        // When the subfolder is expanded: its file shows, indented again
        hosted.tap("Work")
        XCTAssertEqual(try XCTUnwrap(hosted.frame("Plan.md")).minX, try XCTUnwrap(hosted.frame("Work")).minX + 20)
    } }

    func testListWithChildrenMakesARowPerVisibleElement() throws { try MainActor.assumeIsolated {
        // Given
        let hosted = HostedContent(List(Self.tree, children: \.children) { node in
            Text(node.id).accessibilityIdentifier(node.id)
        })
        let table = try XCTUnwrap(hosted.host.window.firstSubview { $0 is UITableView } as? UITableView)

        // Then one row per top-level element, the folder collapsed
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertNil(hosted.view("Notes.txt"))

        // When the folder's row is tapped: its children are rows under it, indented 20
        hosted.tap("Documents")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
        let documents = try XCTUnwrap(hosted.frame("Documents"))
        let notes = try XCTUnwrap(hosted.frame("Notes.txt"))
        XCTAssertEqual(notes.minX, documents.minX + 20)
        XCTAssertEqual(try XCTUnwrap(hosted.frame("Work")).minX, documents.minX + 20)
        XCTAssertGreaterThan(notes.minY, documents.maxY)
        XCTAssertGreaterThan(try XCTUnwrap(hosted.frame("Photo.png")).minY, try XCTUnwrap(hosted.frame("Work")).maxY)

        // When the subfolder is expanded: its file is a row indented two levels
        hosted.tap("Work")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
        XCTAssertEqual(try XCTUnwrap(hosted.frame("Plan.md")).minX, documents.minX + 40)

        // When the folder collapses, its descendants' rows go
        hosted.tap("Documents")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
    } }

    struct BoundListGroup: View {
        let model: DisclosureModel
        var body: some View {
            List {
                DisclosureGroup("Filters", isExpanded: Binding(get: { model.isExpanded }, set: { model.isExpanded = $0 })) {
                    Text("Unread").accessibilityIdentifier("unread")
                    Text("Flagged").accessibilityIdentifier("flagged")
                }
                Text("After").accessibilityIdentifier("after")
            }
        }
    }

    func testInAListABoundGroupsContentViewsAreRowsWhileExpanded() throws { try MainActor.assumeIsolated {
        // Given a collapsed group and a row after it
        let model = DisclosureModel()
        let hosted = HostedContent(BoundListGroup(model: model))
        let table = try XCTUnwrap(hosted.host.window.firstSubview { $0 is UITableView } as? UITableView)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)

        // When the binding expands it: each content view is a row, before the next row
        model.isExpanded = true
        hosted.settle()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
        XCTAssertLessThan(try XCTUnwrap(hosted.frame("flagged")).maxY, try XCTUnwrap(hosted.frame("after")).minY)

        // When the label row is tapped: the binding is written and the rows go
        let label = try XCTUnwrap(hosted.host.window.firstSubview { ($0 as? UILabel)?.text == "Filters" })
        let frame = label.convert(label.bounds, to: nil)
        hosted.host.click(at: CGPoint(x: frame.midX, y: frame.midY))
        hosted.settle()
        XCTAssertFalse(model.isExpanded)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
    } }
}
