import Foundation
import UIKit
import XCTest

final class CGBitmapContextTests: XCTestCase {
    func testABitmapContextIsBottomUpAndReportsItsLayout() {
        // Given a 4x4 RGBA (premultiplied last) bitmap context
        let context = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!

        // When the unit square at the origin... (2x2) is filled red
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))

        // Then the layout is what was asked, the ctm is identity, and red is at the bottom left
        XCTAssertEqual(context.width, 4)
        XCTAssertEqual(context.height, 4)
        XCTAssertEqual(context.bytesPerRow, 16)
        XCTAssertEqual(context.bitsPerPixel, 32)
        XCTAssertEqual(context.alphaInfo, .premultipliedLast)
        XCTAssertEqual(context.ctm, .identity)
        let image = context.makeImage()!
        XCTAssertEqual(image.alphaInfo, .premultipliedLast)
        let pixels = image.premultipliedARGBPixels
        XCTAssertEqual(pixels[3 * 4 + 0], 0xFFFF_0000)   // row 3 (bottom), column 0
        XCTAssertEqual(pixels[2 * 4 + 1], 0xFFFF_0000)
        XCTAssertEqual(pixels[0], 0)                       // top left stays clear
        XCTAssertEqual(pixels[3 * 4 + 2], 0)
        // and the context's memory holds R, G, B, A bytes at once
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        XCTAssertEqual([bytes[48], bytes[49], bytes[50], bytes[51]], [255, 0, 0, 255])
        XCTAssertEqual([bytes[0], bytes[1], bytes[2], bytes[3]], [0, 0, 0, 0])
    }

    func testDrawingIntoCallerMemoryKeepsItCurrent() {
        // Given caller memory, 1x1 grey (no alpha), and a context over it
        var memory: [UInt8] = [77]
        memory.withUnsafeMutableBytes { buffer in
            let context = CGContext(data: buffer.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 1,
                                    space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
            // Then the existing pixel is read in
            XCTAssertEqual(context.makeImage()?.premultipliedARGBPixels, [0xFF4D_4D4D])
            // When white is drawn over it
            context.setFillColor(gray: 1, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        // Then the caller's byte is 255
        XCTAssertEqual(memory, [255])
    }

    func testANativeLayoutDrawsInPlaceAndImagesAreUpright() {
        // Given a native (premultiplied first, 32-bit little-endian) 2x2 context and a 2x2 image
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
        let source = CGImage(width: 2, height: 2, premultipliedARGB: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF],
                             shouldInterpolate: false)!

        // When the image is drawn to fill the context
        context.draw(source, in: CGRect(x: 0, y: 0, width: 2, height: 2))

        // Then it is upright (a bitmap context is bottom-up, like image space)
        XCTAssertEqual(context.makeImage()?.premultipliedARGBPixels, [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF])
        XCTAssertEqual(context.data!.assumingMemoryBound(to: UInt32.self)[0], 0xFFFF_0000)
    }

    func testUnsupportedLayoutsGiveNil() {
        XCTAssertNil(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        XCTAssertNil(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    }

    func testShadowsFallBelowAndBlurSymmetrically() {
        // Given a 20x20 black square with a shadow 6 points down, blur 4, red, in an 60x60 context (top-down, flipped)
        let context = CGContext(data: nil, width: 60, height: 60, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.translateBy(x: 0, y: 60)
        context.scaleBy(x: 1, y: -1)
        context.setShadow(offset: CGSize(width: 0, height: 6), blur: 4, color: UIColor.red.cgColor)
        context.setFillColor(UIColor.black.cgColor)
        context.fill(CGRect(x: 20, y: 20, width: 20, height: 20))
        let image = context.makeImage()!.pixelBuffer

        // Then the square is black, the shadow shows below it (red, fading), symmetric left-right, none above
        XCTAssertEqual(image.pixel(x: 30, y: 30), RGBA8(r: 0, g: 0, b: 0))
        let below = image.pixel(x: 30, y: 43)
        XCTAssertEqual(below.r, 255)
        XCTAssertGreaterThan(below.a, 100)
        XCTAssertLessThan(image.pixel(x: 30, y: 50).a, below.a)
        XCTAssertEqual(image.pixel(x: 17, y: 35), image.pixel(x: 42, y: 35))
        XCTAssertEqual(image.pixel(x: 30, y: 12).a, 0)
    }
}
