import Foundation
import XCTest
@testable import UIKitCore

final class FoundationCGAffineTransformTests: XCTestCase {
    func testScaledByAppliesTheScaleBeforeTheExistingTranslation() {
        // Given a translation by (10, 0) then scaled by 2 (Core Graphics: the scale acts first)
        let transform = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)

        // When (1, 1) is mapped
        let mapped = CGPoint(x: 1, y: 1).applying(transform)

        // Then it is scaled to (2, 2), then moved to (12, 2)
        XCTAssertEqual(mapped, CGPoint(x: 12, y: 2))
    }

    func testConcatenatingAppliesTheReceiverFirst() {
        // Given a scale by 2 and a translation by (10, 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let translation = CGAffineTransform(translationX: 10, y: 0)

        // When concatenated in both orders
        let scaleThenTranslate = scale.concatenating(translation)
        let translateThenScale = translation.concatenating(scale)

        // Then the receiver acts first
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scaleThenTranslate), CGPoint(x: 12, y: 2))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(translateThenScale), CGPoint(x: 22, y: 2))
        XCTAssertEqual(scaleThenTranslate, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        XCTAssertEqual(translateThenScale, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
    }

    func testTranslatedByAndRotatedByActBeforeTheReceiver() {
        // Given a scale by (2, 3)
        let scale = CGAffineTransform(scaleX: 2, y: 3)

        // When translated by (1, 1) and, separately, rotated by 90°
        let translated = scale.translatedBy(x: 1, y: 1)
        let rotated = scale.rotated(by: .pi / 2)

        // Then the translation is scaled ((1,1) + (1,1) → (2,2) → (4,6)), and the rotation acts first
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(translated), CGPoint(x: 4, y: 6))
        assertFoundationPoint(CGPoint(x: 1, y: 0).applying(rotated), CGPoint(x: 0, y: 3))
    }

    func testRotationByNinetyDegreesTurnsXIntoY() {
        // Given a rotation by +90° (clockwise on a y-down screen)
        let rotation = CGAffineTransform(rotationAngle: .pi / 2)

        // When (1, 0) and (0, 1) are mapped
        let x = CGPoint(x: 1, y: 0).applying(rotation)
        let y = CGPoint(x: 0, y: 1).applying(rotation)

        // Then they become (0, 1) and (-1, 0)
        assertFoundationPoint(x, CGPoint(x: 0, y: 1))
        assertFoundationPoint(y, CGPoint(x: -1, y: 0))
    }

    func testInvertedUndoesTheTransform() {
        // Given a rotation, scale and translation together
        let transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -4)

        // When a point goes through it and its inverse
        let point = CGPoint(x: 13, y: -21)
        let roundTrip = point.applying(transform).applying(transform.inverted())

        // Then the point comes back, and the product is the identity
        assertFoundationPoint(roundTrip, point)
        let product = transform.concatenating(transform.inverted())
        XCTAssertEqual(product.a, 1, accuracy: 1e-12)
        XCTAssertEqual(product.b, 0, accuracy: 1e-12)
        XCTAssertEqual(product.c, 0, accuracy: 1e-12)
        XCTAssertEqual(product.d, 1, accuracy: 1e-12)
        XCTAssertEqual(product.tx, 0, accuracy: 1e-12)
        XCTAssertEqual(product.ty, 0, accuracy: 1e-12)
    }

    func testInvertedOfAScaleAndTranslationIsExact() {
        // Given translate (10, 20) after scale by 4
        let transform = CGAffineTransform(a: 4, b: 0, c: 0, d: 4, tx: 10, ty: 20)

        // When inverted
        let inverse = transform.inverted()

        // Then it scales by 1/4 and translates by (-2.5, -5)
        XCTAssertEqual(inverse, CGAffineTransform(a: 0.25, b: 0, c: 0, d: 0.25, tx: -2.5, ty: -5))
    }

    func testASingularTransformInvertsToItself() {
        // Given a transform that collapses everything onto a line
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)

        // When inverted
        let inverse = singular.inverted()

        // Then it is returned unchanged, as Core Graphics does
        XCTAssertEqual(inverse, singular)
    }

    func testRectApplyingAScaleAndTranslation() {
        // Given a rect (10, 20, 30, 40)
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)

        // When scaled by 2 and then translated by (5, 5)
        let mapped = rect.applying(CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 5, y: 5)))

        // Then its origin and size scale, and the origin moves
        XCTAssertEqual(mapped, CGRect(x: 25, y: 45, width: 60, height: 80))
    }

    func testRectApplyingANegativeScaleIsStandardized() {
        // Given a rect (10, 20, 30, 40)
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)

        // When mirrored horizontally
        let mapped = rect.applying(CGAffineTransform(scaleX: -1, y: 1))

        // Then the result has a positive width and spans -40...-10
        XCTAssertEqual(mapped, CGRect(x: -40, y: 20, width: 30, height: 40))
    }

    func testRectApplyingARotationIsTheBoundingBox() {
        // Given a 20x10 rect at the origin
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)

        // When rotated by 90° and by 45°
        let quarter = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        let eighth = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))

        // Then the results are the boxes around the rotated corners
        assertFoundationRect(quarter, CGRect(x: -10, y: 0, width: 10, height: 20))
        let half = CGFloat(2).squareRoot() / 2
        assertFoundationRect(eighth, CGRect(x: -10 * half, y: 0, width: 30 * half, height: 30 * half))
    }

    func testSizeApplyingUsesOnlyTheLinearPart() {
        // Given a scale by (2, 3) with a translation
        let transform = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 100, ty: 100)

        // When a size is mapped
        let size = CGSize(width: 10, height: 10).applying(transform)

        // Then the translation is ignored
        XCTAssertEqual(size, CGSize(width: 20, height: 30))
    }
}
