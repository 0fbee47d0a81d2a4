import UIKitCore
import XCTest

final class GraphicsUIColorCGColorTests: XCTestCase {
    func testGreyUIColorsGiveTwoComponentCGColorsAsOnIOS() {
        // Given colours made with white (black, white, clear are too) and with RGB
        let grey = UIColor(white: 0.25, alpha: 0.5)

        // Then their cgColor is grey with (white, alpha), or RGB with four components
        XCTAssertEqual(grey.cgColor.components, [0.25, 0.5])
        XCTAssertEqual(UIColor.black.cgColor.components, [0, 1])
        XCTAssertEqual(UIColor.clear.cgColor.numberOfComponents, 2)
        XCTAssertEqual(UIColor.red.cgColor.components, [1, 0, 0, 1])
        XCTAssertEqual(UIColor.red.cgColor.colorSpace?.model, .rgb)
        // and alpha changes keep the space
        XCTAssertEqual(UIColor.black.withAlphaComponent(0.3).cgColor.components, [0, 0.3])
    }

    func testUIColorFromCGColorKeepsComponentsAndSpace() {
        // Given Core Graphics colours
        let rgb = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        let grey = CGColor(gray: 0.7, alpha: 1)

        // When wrapped in UIColor and turned back
        let rgbBack = UIColor(cgColor: rgb).cgColor
        let greyBack = UIColor(cgColor: grey).cgColor

        // Then the colours compare equal
        XCTAssertEqual(rgbBack, rgb)
        XCTAssertEqual(greyBack, grey)
        XCTAssertEqual(UIColor(cgColor: rgb), UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
    }
}
