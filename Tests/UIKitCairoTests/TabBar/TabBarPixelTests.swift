import Foundation
import UIKit
import XCTest

final class TabBarPixelTests: XCTestCase {
    private func makeTabs() -> (HeadlessHost, UITabBarController) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let notes = UIViewController(), search = UIViewController()
        notes.title = "Notes"
        search.title = "Search"
        [notes, search].forEach { $0.view.backgroundColor = .white }
        let tabs = UITabBarController()
        tabs.setViewControllers([notes, search], animated: false)
        host.window.rootViewController = tabs
        host.runUntilIdle()
        return (host, tabs)
    }

    /// The bluest pixel's blue minus red in `rect` (positive: the tint colour).
    private func blueness(_ image: PixelBuffer, _ rect: CGRect) -> Int {
        var best = Int.min
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = image.pixel(x: x, y: y)
                best = max(best, Int(p.b) - Int(p.r))
            }
        }
        return best
    }

    func testTheBarIsGreyUnderAHairlineWithTheSelectedTitleInTheTint() {
        // Given two tabs in a 390 x 844 window
        let (host, _) = makeTabs()

        // When drawn
        let image = host.snapshot()

        // Then: white content above, the hairline (separator over the bar) at y 795,
        // the bar's F2F2F7 below; the first title blue, the second grey
        XCTAssertEqual(image.pixel(x: 5, y: 790), RGBA8(r: 255, g: 255, b: 255))
        XCTAssertEqual(image.pixel(x: 5, y: 795), RGBA8(r: 189, g: 189, b: 194))
        XCTAssertEqual(image.pixel(x: 5, y: 800), RGBA8(r: 242, g: 242, b: 247))
        XCTAssertGreaterThan(blueness(image, CGRect(x: 0, y: 796, width: 195, height: 48)), 150)
        XCTAssertLessThan(blueness(image, CGRect(x: 195, y: 796, width: 195, height: 48)), 10)
    }

    func testAClickOnTheSecondTabTurnsItsTitleBlueAndTheFirstGrey() {
        // Given two tabs
        let (host, tabs) = makeTabs()

        // When the second tab is clicked
        host.click(at: CGPoint(x: 292, y: 820))
        host.runUntilIdle()
        let image = host.snapshot()

        // Then it is selected and drawn in the tint, the first in grey
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertLessThan(blueness(image, CGRect(x: 0, y: 796, width: 195, height: 48)), 10)
        XCTAssertGreaterThan(blueness(image, CGRect(x: 195, y: 796, width: 195, height: 48)), 150)
    }
}
