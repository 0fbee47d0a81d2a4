import UIKitCore
import XCTest

/// `UIButton.contentEdgeInsets`, as in UIKit (deprecated since iOS 15, still used):
/// the insets grow the intrinsic size and move the title; a configuration's own
/// `contentInsets` take their place while one is set.
final class UIButtonContentEdgeInsetsTests: XCTestCase {
    func testInsetsGrowTheIntrinsicSizeAndMoveTheTitle() {
        // Given a system button with a title, its size without insets
        let button = UIButton(type: .system)
        button.setTitle("Cancel", for: .normal)
        let plain = button.intrinsicContentSize
        let titleWidth = button.titleLabel!.intrinsicContentSize.width
        XCTAssertEqual(plain.width, titleWidth)

        // When left and right insets are set (as SPFakeBar's left button does) and it is sized
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 17, bottom: 4, right: 3)
        button.sizeToFit()
        button.layoutIfNeeded()

        // Then it is 20 points wider, and the title starts 17 points in
        XCTAssertEqual(button.intrinsicContentSize.width, titleWidth + 20)
        XCTAssertEqual(button.bounds.width, titleWidth + 20)
        XCTAssertEqual(button.titleLabel!.frame.minX, 17)
        XCTAssertEqual(button.contentEdgeInsets, UIEdgeInsets(top: 4, left: 17, bottom: 4, right: 3))
    }

    func testAConfigurationsInsetsTakeTheirPlace() {
        // Given a button with a configuration and content edge insets
        let button = UIButton(type: .system)
        button.configuration = .plain()
        button.setTitle("Done", for: .normal)
        let configured = button.intrinsicContentSize

        // When content edge insets are set as well
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)

        // Then the configuration's insets still decide the size
        XCTAssertEqual(button.intrinsicContentSize, configured)
    }
}
