import Foundation
import UIKit
import XCTest

final class ShadowRenderingTests: XCTestCase {
    /// A 100x100 white view at (100, 100) with a black shadow of opacity 1 and radius 10, on white.
    private func shadowHost(scale: CGFloat, offset: CGSize = .zero) -> HeadlessHost {
        let host = makeRenderingHost(width: 300, height: 300, scale: scale)
        let card = makeColoredView(CGRect(x: 100, y: 100, width: 100, height: 100), .white)
        card.layer.shadowColor = .black
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 10
        card.layer.shadowOffset = offset
        host.window.addSubview(card)
        return host
    }

    func testTheShadowDarkensJustOutsideAndFadesWithDistance() {
        // Given the shadowed card at scale 1
        let image = shadowHost(scale: 1).snapshot()

        // When the row through its middle is read to the right of its edge (x 200 is the first pixel outside)
        let values = [200, 203, 206, 210, 215, 220, 230].map { Int(image.pixel(x: $0, y: 150).r) }

        // Then right at the edge it is about half dark, and it lightens steadily
        XCTAssertTrue((110...145).contains(values[0]), "edge value \(values[0]) in \(values)")
        for (nearer, farther) in zip(values, values.dropFirst()) {
            XCTAssertLessThan(nearer, farther, "\(values)")
        }
        XCTAssertGreaterThanOrEqual(values.last!, 250)
        // The card itself stays white, and far away is pure background
        XCTAssertEqual(image.pixel(x: 199, y: 150), pureWhite)
        XCTAssertEqual(image.pixel(x: 150, y: 150), pureWhite)
        XCTAssertEqual(image.pixel(x: 260, y: 150), pureWhite)
        XCTAssertEqual(image.pixel(x: 150, y: 40), pureWhite)
        XCTAssertEqual(image.pixel(x: 5, y: 5), pureWhite)
    }

    func testTheShadowIsGreyNotColouredAndHasNoAlphaHoles() {
        // Given the shadowed card
        let image = shadowHost(scale: 1).snapshot()

        // When a shadow pixel is read
        let pixel = image.pixel(x: 205, y: 150)

        // Then it is an opaque neutral grey
        XCTAssertEqual(pixel.a, 255)
        XCTAssertEqual(pixel.r, pixel.g)
        XCTAssertEqual(pixel.g, pixel.b)
    }

    func testTheShadowIsSymmetricWithoutOffset() {
        for scale: CGFloat in [1, 2] {
            // Given the shadowed card with a zero offset
            let image = shadowHost(scale: scale).snapshot()
            let s = Int(scale)

            // When pixels at equal distances outside opposite edges are compared
            for distance in [0, 2 * s, 5 * s, 10 * s, 20 * s] {
                let left = image.pixel(x: 100 * s - 1 - distance, y: 150 * s).r
                let right = image.pixel(x: 200 * s + distance, y: 150 * s).r
                let top = image.pixel(x: 150 * s, y: 100 * s - 1 - distance).r
                let bottom = image.pixel(x: 150 * s, y: 200 * s + distance).r

                // Then they match to within one level of rounding
                XCTAssertLessThanOrEqual(abs(Int(left) - Int(right)), 1, "scale \(scale) distance \(distance): left \(left) right \(right)")
                XCTAssertLessThanOrEqual(abs(Int(top) - Int(bottom)), 1, "scale \(scale) distance \(distance): top \(top) bottom \(bottom)")
            }
        }
    }

    func testTheShadowScalesWithTheDevice() {
        // Given the shadowed card at scale 1 and at scale 2
        let one = shadowHost(scale: 1).snapshot()
        let two = shadowHost(scale: 2).snapshot()

        // When the same point distances outside the right edge are compared
        for distance in [0, 3, 6, 10, 15] {
            let atOne = Int(one.pixel(x: 200 + distance, y: 150).r)
            let atTwo = (Int(two.pixel(x: 400 + 2 * distance, y: 300).r) + Int(two.pixel(x: 401 + 2 * distance, y: 300).r)) / 2

            // Then the falloff is the same in points (within a few levels)
            XCTAssertLessThanOrEqual(abs(atOne - atTwo), 6, "distance \(distance): scale 1 \(atOne), scale 2 \(atTwo)")
        }
    }

    func testTheShadowOffsetMovesIt() {
        // Given a shadow offset 8 points down
        let image = shadowHost(scale: 1, offset: CGSize(width: 0, height: 8)).snapshot()

        // When the rows just above and just below the card are compared
        let above = Int(image.pixel(x: 150, y: 99).r)
        let below = Int(image.pixel(x: 150, y: 200).r)

        // Then it is darker below than above
        XCTAssertLessThan(below + 40, above, "below \(below), above \(above)")
    }

    func testAShadowFollowsTheCornerRadius() {
        // Given a card with corner radius 30 and a sharp twin, with small shadows
        let host = makeRenderingHost(width: 300, height: 150)
        for (x, radius) in [(20.0, 30.0), (170.0, 0.0)] {
            let card = makeColoredView(CGRect(x: x, y: 20, width: 100, height: 100), .white)
            card.layer.cornerRadius = radius
            card.layer.shadowOpacity = 1
            card.layer.shadowRadius = 2
            card.layer.shadowOffset = .zero
            host.window.addSubview(card)
        }

        // When rendered
        let image = host.snapshot()

        // Then just outside the sharp corner is shadowed, but not beside the rounded one
        XCTAssertLessThan(image.pixel(x: 169, y: 19).r, 235)
        XCTAssertEqual(image.pixel(x: 18, y: 18), pureWhite)
        // The rounded corner's own area is shadow-free white background... outside its arc
        XCTAssertGreaterThan(image.pixel(x: 24, y: 24).r, 230)
    }
}
