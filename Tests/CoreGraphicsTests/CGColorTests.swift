import CoreGraphics
import XCTest

final class CGColorTests: XCTestCase {
    func testAnRGBColourHasFourComponentsInSRGB() {
        // Given an RGB colour
        let color = CGColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)

        // Then its components are r, g, b, a in the sRGB space
        XCTAssertEqual(color.components, [1, 0.5, 0.25, 0.75])
        XCTAssertEqual(color.numberOfComponents, 4)
        XCTAssertEqual(color.alpha, 0.75)
        XCTAssertEqual(color.colorSpace?.model, .rgb)
        XCTAssertEqual(color.colorSpace?.name, CGColorSpace.sRGB)
        XCTAssertEqual(color.colorSpace?.numberOfComponents, 3)
    }

    func testAGreyColourHasTwoComponentsAndDrawsAsEqualChannels() {
        // Given a grey colour
        let color = CGColor(gray: 0.4, alpha: 0.5)

        // Then it has white and alpha, in a monochrome space, and draws as r = g = b
        XCTAssertEqual(color.components, [0.4, 0.5])
        XCTAssertEqual(color.numberOfComponents, 2)
        XCTAssertEqual(color.colorSpace?.model, .monochrome)
        XCTAssertEqual(color.colorSpace?.numberOfComponents, 1)
        let rgba = color.rgbaComponents
        XCTAssertEqual([rgba.red, rgba.green, rgba.blue, rgba.alpha], [0.4, 0.4, 0.4, 0.5])
    }

    func testCopyWithAlphaKeepsTheSpaceAndChangesOnlyAlpha() {
        // Given an opaque grey and an opaque red
        let grey = CGColor(gray: 0.2, alpha: 1)
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

        // When copied with alpha 0.3
        let greyCopy = grey.copy(alpha: 0.3)!
        let redCopy = red.copy(alpha: 0.3)!

        // Then only alpha changed
        XCTAssertEqual(greyCopy.components, [0.2, 0.3])
        XCTAssertEqual(redCopy.components, [1, 0, 0, 0.3])
        XCTAssertEqual(redCopy.colorSpace, red.colorSpace)
    }

    func testEqualityComparesSpaceAndComponents() {
        XCTAssertEqual(CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1), CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        XCTAssertNotEqual(CGColor(gray: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(CGColor.black, CGColor(gray: 0, alpha: 1))
        XCTAssertEqual(CGColor.clear.alpha, 0)
        XCTAssertEqual(Set([CGColor.white, CGColor(gray: 1, alpha: 1)]).count, 1)
    }

    func testComponentsFromAPointerFollowTheSpace() {
        // Given components for device RGB and device grey
        let rgbValues: [CGFloat] = [0.1, 0.2, 0.3, 0.4]
        let greyValues: [CGFloat] = [0.6, 1]

        // When colours are made from them
        let rgb = rgbValues.withUnsafeBufferPointer { CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: $0.baseAddress!) }
        let grey = greyValues.withUnsafeBufferPointer { CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: $0.baseAddress!) }

        // Then each reads as many values as its space has, plus alpha
        XCTAssertEqual(rgb?.components, [0.1, 0.2, 0.3, 0.4])
        XCTAssertEqual(grey?.components, [0.6, 1])
    }

    func testConversionBetweenGreyAndRGB() {
        // Given a grey and a green
        let grey = CGColor(gray: 0.5, alpha: 0.8)
        let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

        // When converted
        let greyAsRGB = grey.converted(to: CGColorSpace(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)
        let greenAsGrey = green.converted(to: CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!, intent: .defaultIntent, options: nil)

        // Then grey spreads to r = g = b, and RGB takes Rec. 709 luma
        XCTAssertEqual(greyAsRGB?.components, [0.5, 0.5, 0.5, 0.8])
        XCTAssertEqual(greenAsGrey?.components?[0] ?? 0, 0.7152, accuracy: 1e-12)
        XCTAssertNil(CGColorSpace(name: "kCGColorSpaceGenericCMYK"))
    }

    func testDrawingComponentsAreClampedButStoredComponentsAreNot() {
        // Given an extended-range colour
        let color = CGColor(red: 1.2, green: -0.1, blue: 0.5, alpha: 1)

        // Then the components keep the values and drawing clamps them
        XCTAssertEqual(color.components, [1.2, -0.1, 0.5, 1])
        let rgba = color.rgbaComponents
        XCTAssertEqual([rgba.red, rgba.green, rgba.blue], [1, 0, 0.5])
    }
}
