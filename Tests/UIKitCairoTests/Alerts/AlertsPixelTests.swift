import Foundation
import UIKit
import XCTest

final class AlertsPixelTests: XCTestCase {
    func testDestructiveTitlesAreRedAndTheCancelTitleBlue() {
        // Given an action sheet presented over a white root
        let host = formsHost(width: 390, height: 844)
        let root = UIViewController()
        host.window.rootViewController = root
        let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Discard Changes", style: .destructive))
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        root.present(alert, animated: true)
        host.runUntilIdle()

        // When drawn
        let image = host.snapshot()
        let rows = alert.view.subviews.flatMap(\.subviews).compactMap { $0 as? UIControl }
        let destructive = rows[0].convert(rows[0].bounds, to: nil)
        let cancel = rows[1].convert(rows[1].bounds, to: nil)
        let xs = { (r: CGRect) in Int(r.minX)..<Int(r.maxX) }
        let ys = { (r: CGRect) in Int(r.minY)..<Int(r.maxY) }

        // Then the destructive row has systemRed ink and no blue; the cancel row blue ink, no red
        let red = { (p: RGBA8) in p.r > 200 && p.g < 130 && p.b < 130 }
        let blueInk = { (p: RGBA8) in p.b > 200 && p.r < 120 && p.g < 180 }
        XCTAssertGreaterThan(image.count(xs: xs(destructive), ys: ys(destructive), where: red), 30)
        XCTAssertEqual(image.count(xs: xs(destructive), ys: ys(destructive), where: blueInk), 0)
        XCTAssertGreaterThan(image.count(xs: xs(cancel), ys: ys(cancel), where: blueInk), 30)
        XCTAssertEqual(image.count(xs: xs(cancel), ys: ys(cancel), where: red), 0)
        // The dimming: 40 % black over white is 153. The card is UIKit's systemMaterial since
        // the materials came (it was a flat #F2F2F7): the even 153 behind it, blurred, under
        // 97 % white at 82 %: 0.18 × 153 + 0.82 × 247.35 = 230.4, drawn as 231. The cancel card is white.
        XCTAssertEqual(image.pixel(x: 195, y: 100), RGBA8(r: 153, g: 153, b: 153))
        XCTAssertEqual(image.pixel(x: Int(destructive.minX) + 4, y: Int(destructive.minY) + 4), RGBA8(r: 231, g: 231, b: 231))
        XCTAssertEqual(image.pixel(x: Int(cancel.minX) + 4, y: Int(cancel.minY) + 4), RGBA8(r: 255, g: 255, b: 255))
    }

    func testANavigationBarIsLightGreyWithAHairline() {
        let host = formsHost(width: 390, height: 300)
        let root = UIViewController()
        root.title = "Notes"
        host.window.rootViewController = UINavigationController(rootViewController: root)

        let image = host.snapshot()

        // #F9F9F9 at 94 % over the white container is 249.36 → 249; the 1-pixel hairline darker
        XCTAssertEqual(image.pixel(x: 5, y: 5), RGBA8(r: 249, g: 249, b: 249))
        XCTAssertLessThan(image.pixel(x: 5, y: 43).r, 200)
        XCTAssertEqual(image.pixel(x: 5, y: 44), RGBA8(r: 255, g: 255, b: 255))
        XCTAssertGreaterThan(image.darkPixelCountForForms(xs: 150..<240, ys: 10..<34), 20, "the title is drawn")
    }
}
