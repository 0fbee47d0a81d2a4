import Foundation
import UIKit
import XCTest
@testable import UIKitCore

/// The menu card as iOS 16 draws it: near-white blurred card, red destructive row, checkmarks, group bands, nothing dimmed.
final class MenuPixelTests: XCTestCase {
    func testTheCardIsNearlyWhiteWithARedDestructiveRowACheckmarkAndAGroupBandAndDimsNothing() {
        // Given a menu: a checked action, then (a group apart) a destructive one
        let check = UIAction(title: "Grid", state: .on) { _ in }
        let delete = UIAction(title: "Delete", attributes: .destructive) { _ in }
        let scene = MenuScene(menu: UIMenu(children: [
            UIMenu(options: .displayInline, children: [check, UIAction(title: "List") { _ in }]),
            UIMenu(options: .displayInline, children: [delete]),
        ]))
        scene.openMenu()
        scene.host.runUntilIdle()

        // When drawn
        let image = scene.host.snapshot()
        let grid = scene.rowFrame("Grid"), list = scene.rowFrame("List"), deleteRow = scene.rowFrame("Delete")
        let xs = { (r: CGRect) in Int(r.minX)..<Int(r.maxX) }
        let ys = { (r: CGRect) in Int(r.minY)..<Int(r.maxY) }

        // Then the rows are 44 high, the group band 8 between List and Delete
        XCTAssertEqual(grid.height, 44)
        XCTAssertEqual(deleteRow.minY - list.maxY, 8)
        // The thick material: 97 % white at 92 % over what is behind, blurred. Over plain white it
        // would be 0.08 × 255 + 0.92 × 247.35 = 248; the card's own shadow, drawn under it and
        // blurred into the backdrop, takes it to 246 (a flat card would stay 248)
        XCTAssertEqual(image.pixel(x: Int(grid.maxX) - 60, y: Int(grid.minY) + 4), RGBA8(r: 246, g: 246, b: 246))
        // The band is darker than the rows
        XCTAssertLessThan(image.pixel(x: Int(list.maxX) - 60, y: Int(list.maxY) + 4).r, 235)
        // Red ink in the destructive row and none in the others; dark ink (the checkmark) in Grid's leading column only
        let red = { (p: RGBA8) in p.r > 200 && p.g < 130 && p.b < 130 }
        let dark = { (p: RGBA8) in p.r < 100 && p.g < 100 && p.b < 100 }
        XCTAssertGreaterThan(image.count(xs: xs(deleteRow), ys: ys(deleteRow), where: red), 30)
        XCTAssertEqual(image.count(xs: xs(grid), ys: ys(grid), where: red), 0)
        let column = { (r: CGRect) in Int(r.minX) + 12..<Int(r.minX) + 32 }
        XCTAssertGreaterThan(image.count(xs: column(grid), ys: ys(grid), where: dark), 5)
        XCTAssertEqual(image.count(xs: column(list), ys: ys(list), where: dark), 0)
        // Nothing behind is dimmed: the window far from the card is still white
        XCTAssertEqual(image.pixel(x: 380, y: 590), RGBA8(r: 255, g: 255, b: 255))
    }

    func testTheRowUnderThePointerIsHighlighted() {
        let scene = MenuScene(menu: UIMenu(children: [UIAction(title: "Copy") { _ in }, UIAction(title: "Paste") { _ in }]))
        scene.openMenu()
        let copy = scene.rowFrame("Copy"), paste = scene.rowFrame("Paste")
        let probe = { (r: CGRect) in (x: Int(r.maxX) - 60, y: Int(r.minY) + 6) }

        scene.host.pointerMove(to: CGPoint(x: paste.midX, y: paste.midY))
        let image = scene.host.snapshot()

        // 10 % black over the 246 card: 221
        XCTAssertEqual(image.pixel(x: probe(paste).x, y: probe(paste).y), RGBA8(r: 221, g: 221, b: 221))
        XCTAssertEqual(image.pixel(x: probe(copy).x, y: probe(copy).y), RGBA8(r: 246, g: 246, b: 246))
    }
}
