import Foundation
import UIKit
import XCTest

/// A navigation bar's background image (set on the bar or through its appearance
/// proxy) is drawn stretched over the bar instead of its tint, with the hairline below.
final class NavigationBarBackgroundImageTests: XCTestCase {
    private final class ImageProxyBar: UINavigationBar {}

    func testTheProxysBackgroundImageIsDrawnOverTheBar() {
        // Given a 2x2 red image on the proxy of a bar class, and a bar of that class in a window
        let red = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        ImageProxyBar.appearance().setBackgroundImage(red, for: .default)
        let host = makeRenderingHost(width: 200, height: 100)
        let bar = ImageProxyBar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let plain = UINavigationBar(frame: CGRect(x: 0, y: 50, width: 200, height: 44))
        host.window.addSubview(bar)
        host.window.addSubview(plain)

        // When drawn
        let pixels = host.snapshot()

        // Then the bar is red edge to edge above its hairline; the plain bar keeps its tint
        XCTAssertEqual(pixels.pixel(x: 0, y: 0), RGBA8(r: 255, g: 0, b: 0))
        XCTAssertEqual(pixels.pixel(x: 199, y: 42), RGBA8(r: 255, g: 0, b: 0))
        XCTAssertNotEqual(pixels.pixel(x: 100, y: 43), RGBA8(r: 255, g: 0, b: 0))
        XCTAssertNotEqual(pixels.pixel(x: 100, y: 60), RGBA8(r: 255, g: 0, b: 0))
        XCTAssertEqual(pixels.pixel(x: 100, y: 60), RGBA8(r: 249, g: 249, b: 249))
    }
}
