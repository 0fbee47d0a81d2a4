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

final class AlertTextFieldPixelTests: XCTestCase {
    func testTheTextFieldBoxIsWhiteWithTypedTextAndBulletsForTheSecureField() {
        // Given an alert with a name field and a secure field, in a 390 x 844 window
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.backgroundColor = .white
        let root = UIViewController()
        host.window.rootViewController = root
        let alert = UIAlertController(title: "Sign in", message: "Enter your account", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.isSecureTextEntry = true }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Sign In", style: .default))
        root.present(alert, animated: false)
        host.runUntilIdle()

        // When text is typed into both fields
        host.type("Ann")
        XCTAssertTrue(alert.textFields![1].becomeFirstResponder())
        host.type("pw")
        let image = host.snapshot()
        if let directory = ProcessInfo.processInfo.environment["MODAL_KIT_TEST_PNG_DIR"] {
            try? host.writePNG(to: URL(fileURLWithPath: directory).appendingPathComponent("alert-text-fields.png"))
        }

        // Then the box is white inside the grey material card, with ink where the text is
        let box = alert.textFields![0].superview!.convert(alert.textFields![0].superview!.bounds, to: nil)
        let inside = image.pixel(x: Int(box.maxX) - 4, y: Int(box.minY) + 15)
        XCTAssertEqual(inside, RGBA8(r: 255, g: 255, b: 255))
        let name = alert.textFields![0].convert(alert.textFields![0].bounds, to: nil)
        let password = alert.textFields![1].convert(alert.textFields![1].bounds, to: nil)
        XCTAssertLessThan(image.darkest(xs: Int(name.minX)..<Int(name.minX) + 40, ys: Int(name.minY)..<Int(name.maxY)), 80)
        XCTAssertLessThan(image.darkest(xs: Int(password.minX)..<Int(password.minX) + 20, ys: Int(password.minY)..<Int(password.maxY)), 80)
        XCTAssertEqual(alert.textFields![1].text, "pw")
    }
}
