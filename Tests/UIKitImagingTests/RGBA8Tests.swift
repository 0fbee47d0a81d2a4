import XCTest
@testable import UIKitImaging

final class RGBA8Tests: XCTestCase {
    func testPremultiplyingHalfAlphaRoundsToNearest() {
        // Given a straight orange at half alpha
        let color = RGBA8(r: 255, g: 128, b: 0, a: 128)

        // When it is premultiplied
        let value = color.premultipliedARGB

        // Then each channel is round(c * 128 / 255): 128, 64, 0
        XCTAssertEqual(value, 0x8080_4000)
    }

    func testUnpremultiplyingRecoversTheStraightColour() {
        // Given premultiplied 0x80804000
        // When it is converted back
        let color = RGBA8(premultipliedARGB: 0x8080_4000)

        // Then the straight colour is round(c * 255 / 128)
        XCTAssertEqual(color, RGBA8(r: 255, g: 128, b: 0, a: 128))
    }

    func testZeroAlphaIsTransparentBlack() {
        // Given a premultiplied value with zero alpha but stray colour bits
        // When it is converted
        // Then the colour is dropped
        XCTAssertEqual(RGBA8(premultipliedARGB: 0x0012_3456), .clear)
        XCTAssertEqual(RGBA8(r: 9, g: 9, b: 9, a: 0).premultipliedARGB, 0)
    }

    func testEveryValidPremultipliedValueSurvivesARoundTripExactly() {
        // Given every alpha and every channel value ≤ alpha
        for alpha in UInt32(0)...255 {
            for channel in UInt32(0)...alpha {
                let premultiplied = alpha << 24 | channel << 16 | channel << 8 | (alpha - channel)

                // When it goes to straight RGBA and back
                let back = RGBA8(premultipliedARGB: premultiplied).premultipliedARGB

                // Then nothing is lost
                if back != premultiplied {
                    XCTFail("0x\(String(premultiplied, radix: 16)) came back as 0x\(String(back, radix: 16))")
                    return
                }
            }
        }
    }
}
