import CoreGraphics
import XCTest

final class CGImageTests: XCTestCase {
    /// A 2x2 RGBA image (straight alpha, alpha last, byte order default: R G B A in memory).
    private func rgbaImage(_ bytes: [UInt8], width: Int = 2, height: Int = 2, alpha: CGImageAlphaInfo = .last) -> CGImage? {
        CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: alpha.rawValue),
                provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
    }

    func testAnImageReportsTheLayoutItWasMadeWith() {
        // Given a 2x2 RGBA image
        let image = rgbaImage([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])!

        // Then its layout is what was given
        XCTAssertEqual(image.width, 2)
        XCTAssertEqual(image.height, 2)
        XCTAssertEqual(image.bitsPerComponent, 8)
        XCTAssertEqual(image.bitsPerPixel, 32)
        XCTAssertEqual(image.bytesPerRow, 8)
        XCTAssertEqual(image.alphaInfo, .last)
        XCTAssertEqual(image.byteOrderInfo, .orderDefault)
        XCTAssertEqual(image.colorSpace?.model, .rgb)
        XCTAssertEqual(image.dataProvider?.data?.count, 16)
        // and its pixels decode to premultiplied ARGB
        XCTAssertEqual(image.premultipliedARGBPixels, [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF])
    }

    func testStraightAlphaIsPremultipliedWithRounding() {
        // Given red at alpha 128 and (100, 200, 50) at alpha 51, straight
        let image = rgbaImage([255, 0, 0, 128, 100, 200, 50, 51], width: 2, height: 1)!

        // Then channels are round(c·a/255): 128; 20, 40, 10
        XCTAssertEqual(image.premultipliedARGBPixels, [0x8080_0000, 0x3314_280A])
    }

    func testPremultipliedFirstLittleEndianIsTheNativeLayout() {
        // Given BGRA bytes in memory, premultiplied, 32-bit little-endian (iOS's own layout)
        let bytes: [UInt8] = [10, 20, 30, 40]
        let image = CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGBitmapInfo(alpha: .premultipliedFirst, byteOrder: .order32Little),
                            provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true,
                            intent: .defaultIntent)!

        // Then the pixel is A=40 R=30 G=20 B=10
        XCTAssertEqual(image.premultipliedARGBPixels, [0x281E_140A])
    }

    func testGreyAndRGBLayoutsDecode() {
        // Given an 8-bit grey image, a grey+alpha image and an RGB (no alpha) image
        let grey = CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                           space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(alpha: .none),
                           provider: CGDataProvider(data: Data([0, 200]))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
        let greyAlpha = CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 16, bytesPerRow: 2,
                                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(alpha: .last),
                                provider: CGDataProvider(data: Data([255, 102]))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
        let rgb = CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 24, bytesPerRow: 4,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alpha: .none),
                          provider: CGDataProvider(data: Data([1, 2, 3, 99]))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)!

        // Then each is opaque or premultiplied as its layout says
        XCTAssertEqual(grey.premultipliedARGBPixels, [0xFF00_0000, 0xFFC8_C8C8])
        XCTAssertEqual(greyAlpha.premultipliedARGBPixels, [0x6666_6666])
        XCTAssertEqual(rgb.premultipliedARGBPixels, [0xFF01_0203])
    }

    func testLayoutsWeCannotReadAreRefused() {
        // 16 bits per component, too few bytes, a size that does not add up, zero size
        XCTAssertNil(CGImage(width: 1, height: 1, bitsPerComponent: 16, bitsPerPixel: 64, bytesPerRow: 8,
                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alpha: .last),
                             provider: CGDataProvider(data: Data(count: 8))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        XCTAssertNil(rgbaImage([1, 2, 3]))
        XCTAssertNil(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alpha: .last),
                             provider: CGDataProvider(data: Data(count: 8))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        XCTAssertNil(CGImage(width: 0, height: 1, premultipliedARGB: []))
    }

    func testCroppingKeepsTheLayoutAndTakesThePixelsInside() {
        // Given a 3x2 image whose pixels are numbered 1...6 in the red channel
        let bytes: [UInt8] = (1...6).flatMap { n -> [UInt8] in [UInt8(n), 0, 0, 255] }
        let image = rgbaImage(bytes, width: 3, height: 2)!

        // When cropped to its right 2x2 (a fractional rect made integral)
        let cropped = image.cropping(to: CGRect(x: 1.2, y: 0, width: 1.5, height: 2))!

        // Then it holds pixels 2, 3, 5, 6 in the same layout, tightly packed
        XCTAssertEqual(cropped.width, 2)
        XCTAssertEqual(cropped.height, 2)
        XCTAssertEqual(cropped.bitsPerPixel, 32)
        XCTAssertEqual(cropped.bytesPerRow, 8)
        XCTAssertEqual(cropped.alphaInfo, .last)
        XCTAssertEqual(cropped.premultipliedARGBPixels.map { ($0 >> 16) & 0xFF }, [2, 3, 5, 6])
        // and a rect outside the image gives nil
        XCTAssertNil(image.cropping(to: CGRect(x: 5, y: 5, width: 2, height: 2)))
    }

    func testANativeImageRoundTripsThroughItsDataProvider() {
        // Given an image made from premultiplied ARGB values
        let pixels: [UInt32] = [0xFF11_2233, 0x8040_2010, 0x0000_0000, 0xFFFF_FFFF]
        let image = CGImage(width: 2, height: 2, premultipliedARGB: pixels)!

        // When its bytes are read back as a new image in the reported layout
        let again = CGImage(width: 2, height: 2, bitsPerComponent: image.bitsPerComponent, bitsPerPixel: image.bitsPerPixel,
                            bytesPerRow: image.bytesPerRow, space: image.colorSpace!, bitmapInfo: image.bitmapInfo,
                            provider: image.dataProvider!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)!

        // Then the pixels are the same, and the layout is iOS's BGRA premultiplied-first little-endian
        XCTAssertEqual(again.premultipliedARGBPixels, pixels)
        XCTAssertEqual(image.alphaInfo, .premultipliedFirst)
        XCTAssertEqual(image.byteOrderInfo, .order32Little)
        XCTAssertEqual(Array(image.dataProvider!.data!.prefix(4)), [0x33, 0x22, 0x11, 0xFF])
    }

    func testEncodingUnpremultipliesForStraightLayouts() {
        // Given a half-transparent premultiplied red
        let layout = BitmapLayout(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                                  bitmapInfo: CGBitmapInfo(alpha: .last), colorSpace: CGColorSpaceCreateDeviceRGB())!
        var bytes = [UInt8](repeating: 0, count: 4)

        // When written in a straight RGBA layout
        bytes.withUnsafeMutableBytes { layout.encode([0x8080_0000], into: $0) }

        // Then red is round(128·255/128) = 255 and alpha 128
        XCTAssertEqual(bytes, [255, 0, 0, 128])
    }
}
