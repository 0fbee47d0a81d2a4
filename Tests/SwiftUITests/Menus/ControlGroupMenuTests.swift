import XCTest
import UIKit
@testable import UIKitCore
@testable import SwiftUI

/// A `ControlGroup` in a `Menu`: its buttons are medium tiles side by side in one
/// row of the card (image above title, hairlines between), as iOS 16 draws a
/// `.medium` inline group; the rest of the menu is rows under it.
final class ControlGroupMenuTests: XCTestCase {
    func testTheGroupsButtonsAreTilesSideBySideAndAClickRunsOne() throws { try MainActor.assumeIsolated {
        // Given a menu with a control group of three buttons, then a button
        var log: [String] = []
        let hosted = SwiftUIHost(VStack {
            Menu("Edit") {
                ControlGroup {
                    Button { log.append("cut") } label: { Label("Cut", systemImage: "scissors") }
                    Button { log.append("copy") } label: { Label("Copy", systemImage: "doc.on.doc") }
                    Button { log.append("paste") } label: { Label("Paste", systemImage: "doc.on.clipboard") }
                }
                Button("Delete", role: .destructive) { log.append("delete") }
            }
            .accessibilityIdentifier("edit")
            Spacer()
        })
        let label = try XCTUnwrap(hosted.host.window.firstSubview { $0.accessibilityIdentifier == "edit" })
        let labelFrame = label.convert(label.bounds, to: nil)
        hosted.host.click(at: CGPoint(x: labelFrame.midX, y: labelFrame.midY))
        hosted.settle()

        // When the card shows
        let card = try XCTUnwrap(hosted.host.window.menuOverlay?.card)
        let rows = card.rows
        XCTAssertEqual(rows.map(\.item.title), ["Cut", "Copy", "Paste", "Delete"])
        let frames = rows.map { $0.convert($0.bounds, to: card) }

        // Then the three tiles share the card's width on one 64-point row, the image above the title
        XCTAssertEqual(rows.prefix(3).map(\.tileSize), [.medium, .medium, .medium])
        XCTAssertEqual(Set(frames.prefix(3).map(\.minY)).count, 1)
        XCTAssertEqual(frames[0].height, 64)
        XCTAssertEqual(frames[0].minX, 0)
        XCTAssertEqual(frames[1].minX, frames[0].maxX)
        XCTAssertEqual(frames[2].maxX, card.bounds.width)
        XCTAssertEqual(frames[1].width, card.bounds.width / 3, accuracy: 1)
        XCTAssertLessThan(rows[1].imageView.frame.maxY, rows[1].titleLabel.frame.minY)
        XCTAssertEqual(rows[1].imageView.frame.midX, frames[1].width / 2, accuracy: 1)
        XCTAssertEqual(rows.map(\.drawsLeadingHairline), [false, true, true, false])
        // and the other button is a full-width row under them, after the group's band
        XCTAssertEqual(frames[3].minY, frames[0].maxY + MenuCardView.groupSeparatorHeight)
        XCTAssertEqual(frames[3].width, card.bounds.width)
        XCTAssertEqual(card.contentHeight, 64 + MenuCardView.groupSeparatorHeight + 44)

        // When the middle tile is clicked its button runs
        let copy = rows[1].convert(rows[1].bounds, to: nil)
        hosted.host.click(at: CGPoint(x: copy.midX, y: copy.midY))
        hosted.settle()
        XCTAssertEqual(log, ["copy"])
    } }
}
