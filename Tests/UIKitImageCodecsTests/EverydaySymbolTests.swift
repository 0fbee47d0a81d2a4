import Foundation
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitImageCodecs
import XCTest

/// The system symbols public sheet and form code uses beyond the first set:
/// each exists, has its box's size, draws in the tint, and heavier weights ink more.
final class EverydaySymbolTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        SystemImageCodec.install()
    }

    /// Every new name with its size at the default 17 points (box × 17, rounded).
    static let sizes: [(String, CGSize)] = [
        ("trash", CGSize(width: 16, height: 18)), ("trash.fill", CGSize(width: 16, height: 18)),
        ("doc", CGSize(width: 14, height: 18)), ("doc.fill", CGSize(width: 14, height: 18)),
        ("doc.on.doc", CGSize(width: 17, height: 19)), ("doc.on.doc.fill", CGSize(width: 17, height: 19)),
        ("doc.on.clipboard", CGSize(width: 17, height: 19)),
        ("square.and.arrow.up", CGSize(width: 15, height: 20)), ("square.and.arrow.down", CGSize(width: 15, height: 20)),
        ("pencil", CGSize(width: 17, height: 17)), ("square.and.pencil", CGSize(width: 18, height: 18)),
        ("star", CGSize(width: 18, height: 17)), ("star.fill", CGSize(width: 18, height: 17)),
        ("heart", CGSize(width: 18, height: 16)), ("heart.fill", CGSize(width: 18, height: 16)),
        ("bookmark", CGSize(width: 14, height: 18)), ("bookmark.fill", CGSize(width: 14, height: 18)),
        ("house", CGSize(width: 19, height: 17)), ("house.fill", CGSize(width: 19, height: 17)),
        ("folder", CGSize(width: 20, height: 17)), ("folder.fill", CGSize(width: 20, height: 17)),
        ("envelope", CGSize(width: 21, height: 16)), ("envelope.fill", CGSize(width: 21, height: 16)),
        ("paperplane", CGSize(width: 18, height: 18)), ("paperplane.fill", CGSize(width: 18, height: 18)),
        ("bolt", CGSize(width: 15, height: 19)), ("bolt.fill", CGSize(width: 15, height: 19)),
        ("bell", CGSize(width: 17, height: 18)), ("bell.fill", CGSize(width: 17, height: 18)),
        ("lock", CGSize(width: 15, height: 19)), ("lock.fill", CGSize(width: 15, height: 19)),
        ("lock.open", CGSize(width: 15, height: 19)), ("lock.open.fill", CGSize(width: 15, height: 19)),
        ("tray", CGSize(width: 20, height: 17)), ("tray.fill", CGSize(width: 20, height: 17)),
        ("person", CGSize(width: 15, height: 17)), ("person.fill", CGSize(width: 15, height: 17)),
        ("person.circle", CGSize(width: 19, height: 19)), ("person.circle.fill", CGSize(width: 19, height: 19)),
        ("person.crop.circle", CGSize(width: 19, height: 19)), ("person.crop.circle.fill", CGSize(width: 19, height: 19)),
        ("gear", CGSize(width: 19, height: 19)), ("gearshape", CGSize(width: 19, height: 19)), ("gearshape.fill", CGSize(width: 19, height: 19)),
        ("circle", CGSize(width: 19, height: 19)), ("circle.fill", CGSize(width: 19, height: 19)),
        ("square", CGSize(width: 18, height: 18)), ("square.fill", CGSize(width: 18, height: 18)),
        ("globe", CGSize(width: 19, height: 19)), ("calendar", CGSize(width: 19, height: 18)),
        ("clock", CGSize(width: 19, height: 19)), ("clock.fill", CGSize(width: 19, height: 19)),
        ("eye", CGSize(width: 20, height: 17)), ("eye.slash", CGSize(width: 20, height: 17)),
        ("photo", CGSize(width: 20, height: 16)), ("camera", CGSize(width: 21, height: 17)), ("camera.fill", CGSize(width: 21, height: 17)),
        ("list.bullet", CGSize(width: 19, height: 14)), ("slider.horizontal.3", CGSize(width: 18, height: 15)),
        ("arrow.clockwise", CGSize(width: 17, height: 18)), ("arrow.counterclockwise", CGSize(width: 17, height: 18)),
        ("arrow.up.right", CGSize(width: 15, height: 15)), ("arrow.uturn.backward", CGSize(width: 17, height: 16)),
        ("link", CGSize(width: 18, height: 18)), ("line.horizontal.3", CGSize(width: 17, height: 12)),
        ("arrow.right.circle", CGSize(width: 19, height: 19)), ("arrow.right.circle.fill", CGSize(width: 19, height: 19)),
        ("arrow.left.circle", CGSize(width: 19, height: 19)), ("arrow.up.circle.fill", CGSize(width: 19, height: 19)),
        ("arrow.down.circle", CGSize(width: 19, height: 19)), ("questionmark.circle", CGSize(width: 19, height: 19)),
        ("questionmark.circle.fill", CGSize(width: 19, height: 19)),
    ]

    /// Discs with lines cut out of them: a heavier weight cuts wider lines.
    static let cutOut: Set<String> = ["person.circle.fill", "person.crop.circle.fill", "clock.fill", "arrow.right.circle.fill",
                                      "arrow.up.circle.fill", "questionmark.circle.fill"]

    func testEveryNewSymbolExistsAtItsBoxSize() {
        for (name, size) in Self.sizes {
            let image = UIImage(systemName: name)
            XCTAssertEqual(image?.isSymbolImage, true, name)
            XCTAssertEqual(image?.size, size, name)
        }
    }

    /// The symbol at 40 points in red on white: the pixels and the count of red ones.
    private func render(_ name: String, weight: UIImage.SymbolWeight = .regular) -> (pixels: PixelBuffer, ink: Int, size: CGSize) {
        let view = UIImageView(image: UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: weight)))
        view.sizeToFit()
        view.tintColor = .systemRed
        let host = HeadlessHost(size: view.bounds.size, scale: 1)
        host.window.backgroundColor = .white
        host.window.addSubview(view)
        let pixels = host.snapshot()
        var ink = 0
        for y in 0..<Int(view.bounds.height) {
            for x in 0..<Int(view.bounds.width) where pixels.pixel(x: x, y: y) == RGBA8(r: 0xFF, g: 0x3B, b: 0x30) { ink += 1 }
        }
        return (pixels, ink, view.bounds.size)
    }

    func testEverySymbolDrawsInTheTintAndABoldWeightInksMoreThanALightOne() {
        for (name, _) in Self.sizes {
            let regular = render(name)
            // At least a twentieth of the box is solid tint, and not all of it
            let area = Int(regular.size.width * regular.size.height)
            XCTAssertGreaterThan(regular.ink, area / 20, name)
            XCTAssertLessThan(regular.ink, area, name)
            let bold = render(name, weight: .bold).ink, light = render(name, weight: .light).ink
            if name == "circle.fill" {
                XCTAssertEqual(bold, light, "a plain disc has no strokes")
            } else if Self.cutOut.contains(name) {
                XCTAssertLessThan(bold, light, "\(name): its cut-out lines are wider")
            } else {
                XCTAssertGreaterThan(bold, light, name)
            }
        }
    }

    func testTrashHasRibsThatTheFilledCanCutOut() {
        // trash at 40 points is 38 × 42; its middle rib runs down x = 0.475 × 40 = 19 from y = 16 to 32
        let outline = render("trash"), filled = render("trash.fill")
        XCTAssertEqual(outline.size, CGSize(width: 38, height: 42))
        let red = RGBA8(r: 0xFF, g: 0x3B, b: 0x30), white = RGBA8(r: 255, g: 255, b: 255)
        XCTAssertEqual(outline.pixels.pixel(x: 19, y: 24), red, "the rib")
        XCTAssertEqual(outline.pixels.pixel(x: 11, y: 24), white, "inside the can, between the ribs")
        XCTAssertEqual(filled.pixels.pixel(x: 19, y: 24), white, "the rib is cut out of the filled can")
        XCTAssertEqual(filled.pixels.pixel(x: 11, y: 24), red, "the filled can between the ribs")
        XCTAssertEqual(outline.pixels.pixel(x: 19, y: 3), red, "the handle")
    }

    func testDocOnDocIsTwoPagesTheFrontOneOpen() {
        // doc.on.doc at 40 points is 40 × 44: the front page's middle (0.40, 0.66) is empty,
        // its left edge (0.10, 0.66) inked; the back page's top edge (0.60, 0.08) is inked
        let doc = render("doc.on.doc")
        let red = RGBA8(r: 0xFF, g: 0x3B, b: 0x30), white = RGBA8(r: 255, g: 255, b: 255)
        XCTAssertEqual(doc.pixels.pixel(x: 16, y: 26), white)
        XCTAssertEqual(doc.pixels.pixel(x: 4, y: 26), red)
        XCTAssertEqual(doc.pixels.pixel(x: 24, y: 3), red)
        XCTAssertEqual(render("doc.on.doc.fill").pixels.pixel(x: 16, y: 26), red)
    }
}
