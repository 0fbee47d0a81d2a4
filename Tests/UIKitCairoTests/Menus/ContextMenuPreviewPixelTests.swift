import Foundation
import UIKit
import XCTest

private final class OneActionMenu: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: [UIAction(title: "Copy") { _ in }]) }
    }
}

final class ContextMenuPreviewPixelTests: XCTestCase {
    func testALongPressDimsTheWindowAndLiftsTheViewAboveIt() {
        // Given a white window with a pure blue 100 × 60 view at (100, 100) that has a context menu
        SystemImageCodec.install()
        let host = HeadlessHost(size: CGSize(width: 390, height: 500), scale: 1)
        host.window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 60))
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        host.window.addSubview(view)
        let delegate = OneActionMenu()
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        let before = host.snapshot()

        // When it is held for 0.6 s and everything settles
        host.pointerDown(at: CGPoint(x: 150, y: 130))
        host.advance(by: 0.6)
        host.pointerUp(at: CGPoint(x: 150, y: 130))
        host.runUntilIdle()
        let image = host.snapshot()
        if let directory = ProcessInfo.processInfo.environment["MODAL_KIT_TEST_PNG_DIR"] {
            try? host.writePNG(to: URL(fileURLWithPath: directory).appendingPathComponent("context-menu-lifted.png"))
        }

        // Then the window far from the menu is darker than the white it was (blur and 20 % black)
        XCTAssertEqual(before.pixel(x: 20, y: 450), RGBA8(r: 255, g: 255, b: 255))
        XCTAssertLessThan(image.pixel(x: 20, y: 450).r, 235)
        // and the view is drawn undimmed in its place, over the dimming (its snapshot, within 1 of 255;
        // the card's corners are rounded, so the view's own corner shows the dimmed window)
        XCTAssertGreaterThanOrEqual(image.pixel(x: 150, y: 130).b, 254)
        XCTAssertEqual(image.pixel(x: 150, y: 130).g, 0)
        XCTAssertGreaterThanOrEqual(image.pixel(x: 110, y: 110).b, 254)
        XCTAssertEqual(image.pixel(x: 110, y: 110).r, 0)
        XCTAssertLessThan(image.pixel(x: 100, y: 100).b, 235)
    }
}
