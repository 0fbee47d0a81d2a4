import XCTest
@testable import UIKitCore

/// UIKit's spinner (AlertToast's loading toast): sizes per style, hidden while
/// stopped, one spoke step each eighth of a second on the window's clock.
final class UIActivityIndicatorViewTests: XCTestCase {
    func testStylesGiveUIKitsSizesAndColours() {
        // Given: the two current styles and a deprecated one
        let medium = UIActivityIndicatorView(style: .medium)
        let large = UIActivityIndicatorView(style: .large)

        // Then: 20 and 37 points square, UIKit's grey; a custom colour sticks
        XCTAssertEqual(medium.intrinsicContentSize, CGSize(width: 20, height: 20))
        XCTAssertEqual(large.intrinsicContentSize, CGSize(width: 37, height: 37))
        XCTAssertEqual(large.bounds.size, CGSize(width: 37, height: 37))
        XCTAssertEqual(medium.color, .systemGray)
        large.color = .white
        XCTAssertEqual(large.color, .white)
    }

    func testItIsHiddenWhileStoppedAndStepsOnTheWindowsClockWhileAnimating() {
        // Given: a medium spinner in a window, not started
        let driver = ControlsDriver()
        let spinner = UIActivityIndicatorView(style: .medium)
        driver.window.addSubview(spinner)
        XCTAssertTrue(spinner.isHidden)
        XCTAssertFalse(spinner.isAnimating)

        // When: it starts and 3 eighths of a second pass
        spinner.startAnimating()
        driver.advance(by: 0.375 + 0.001)

        // Then: it shows, and the bright spoke moved three steps (three redraws)
        XCTAssertFalse(spinner.isHidden)
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertEqual(spinner.stepRedraws, 3)
        // ...without keeping the window busy: the next step is a timer, not an animation
        XCTAssertFalse(driver.window.wantsAnimationFrames)

        // When: it stops and time passes
        spinner.stopAnimating()
        driver.advance(by: 0.5)

        // Then: hidden again, no more steps, nothing scheduled
        XCTAssertTrue(spinner.isHidden)
        XCTAssertEqual(spinner.stepRedraws, 3)
        XCTAssertNil(driver.window.runLoop.nextDeadline)
    }

    func testASpinnerThatDoesNotHideStaysVisibleWhenStopped() {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.hidesWhenStopped = false
        XCTAssertFalse(spinner.isHidden)
        spinner.startAnimating()
        spinner.stopAnimating()
        XCTAssertFalse(spinner.isHidden)
    }
}
