import Foundation
import UIKitCairo
import UIKitImaging
import UIKitImageCodecs
@testable import UIKitCore
import XCTest

/// `UIImage(named:)`: scale variants, the assets folders and Xcode asset catalogs.
final class ImageLookupTests: XCTestCase {
    /// The image codec, installed as the app entry would (docs/APP.md, "Plug-ins").
    override class func setUp() {
        super.setUp()
        SystemImageCodec.install()
    }

    func testTheVariantForTheScreensScaleIsPicked() throws {
        // Given dot.png (red, 2 px), dot@2x.png (blue, 4 px) and dot@3x.png (green, 6 px) in Images/
        let cases: [(CGFloat, CGFloat, RGBA8)] = [(1, 1, red), (2, 2, blue), (3, 3, green)]
        for (screenScale, imageScale, color) in cases {
            // When looked up for each scale
            let image = try XCTUnwrap(UIImage(named: "dot", in: fixtures, compatibleWith: UITraitCollection(displayScale: screenScale)))

            // Then the variant of that scale is read, always 2 points wide
            XCTAssertEqual(image.scale, imageScale, "screen \(screenScale)")
            XCTAssertEqual(image.size, CGSize(width: 2, height: 2))
            XCTAssertEqual(image.pixel(0, 0), color)
        }
    }

    func testAMissingScaleFallsBackToTheNextLargerOne() {
        let locator = ImageAssetLocator(bundles: [fixtures])
        XCTAssertEqual(ImageAssetLocator.scalePreference(1), [1, 2, 3])
        XCTAssertEqual(ImageAssetLocator.scalePreference(2), [2, 3, 1])
        XCTAssertEqual(ImageAssetLocator.scalePreference(3), [3, 2, 1])
        XCTAssertEqual(locator.find("dot", scale: 2, style: .light)?.scale, 2)
        XCTAssertEqual(ImageAssetLocator.scale(ofFileNamed: "close@3x.png"), 3)
        XCTAssertEqual(ImageAssetLocator.scale(ofFileNamed: "close.png"), 1)
        XCTAssertEqual(ImageAssetLocator.scale(ofFileNamed: "me@home.png"), 1)
    }

    func testAnAssetCatalogGivesTheVariantForTheAppearance() throws {
        // Given moon.imageset with a light and a dark 2× entry
        let light = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .light)])
        let dark = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .dark)])

        // When looked up for each appearance
        let day = try XCTUnwrap(UIImage(named: "moon", in: fixtures, compatibleWith: light))
        let night = try XCTUnwrap(UIImage(named: "moon", in: fixtures, compatibleWith: dark))

        // Then each gets its own file, at 2×
        XCTAssertEqual(day.pixel(0, 0), white)
        XCTAssertEqual(night.pixel(0, 0), RGBA8(r: 20, g: 20, b: 20))
        XCTAssertEqual(night.scale, 2)
        XCTAssertEqual(night.size, CGSize(width: 2, height: 2))
    }

    func testTheFixtureBundleIsAPlainDirectory() {
        XCTAssertEqual(fixtures.resourcePath, fixtures.bundlePath)
    }
}
