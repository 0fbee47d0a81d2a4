import Foundation
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitImageCodecs
import XCTest

/// The fixture images (`Fixtures/`, copied as test resources) as a bundle of their own.
let fixtures: Bundle = Bundle(path: Bundle.module.bundlePath + "/Fixtures")!

func fixturePath(_ name: String) -> String { fixtures.bundlePath + "/" + name }

extension UIImage {
    /// The pixel at (x, y) as straight RGBA (un-premultiplied, rounded).
    func pixel(_ x: Int, _ y: Int) -> RGBA8 {
        let image = cgImage!
        return RGBA8(premultipliedARGB: image.premultipliedARGBPixels[y * image.width + x])
    }
}

/// Asserts each channel within `tolerance`.
func XCTAssertPixel(_ actual: RGBA8, _ expected: RGBA8, tolerance: Int = 0, _ message: String = "",
                    file: StaticString = #filePath, line: UInt = #line) {
    let channels = [(actual.r, expected.r), (actual.g, expected.g), (actual.b, expected.b), (actual.a, expected.a)]
    XCTAssertTrue(channels.allSatisfy { abs(Int($0) - Int($1)) <= tolerance },
                  "\(actual) is not \(expected) ± \(tolerance) \(message)", file: file, line: line)
}

/// A `width` × `height` image of solid colours, row-major, without interpolation.
func makeImage(width: Int, height: Int, scale: CGFloat = 1, colors: [RGBA8]) -> UIImage {
    let cgImage = CGImage(width: width, height: height, premultipliedARGB: colors.map(\.premultipliedARGB),
                          shouldInterpolate: false)!
    return UIImage(cgImage: cgImage, scale: scale, orientation: .up)
}

let red = RGBA8(r: 255, g: 0, b: 0), green = RGBA8(r: 0, g: 255, b: 0), blue = RGBA8(r: 0, g: 0, b: 255)
let white = RGBA8(r: 255, g: 255, b: 255), black = RGBA8(r: 0, g: 0, b: 0), clear = RGBA8(r: 0, g: 0, b: 0, a: 0)
