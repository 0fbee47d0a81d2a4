import Foundation
@testable import QuartzCore
import XCTest

/// `CATransform3D`'s functions with values worked out by hand, the taking apart
/// of a transform into the parts animations blend, and the layer's 4x4 placement.
final class CATransform3DTests: XCTestCase {
    private func perspective(_ distance: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / distance
        return t
    }

    private func assertClose(_ a: CATransform3D, _ b: CATransform3D, _ accuracy: CGFloat = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in zip(a.rows.joined(), b.rows.joined()) {
            XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line)
        }
    }

    func testRotationsTurnTheAxesAsCoreAnimationDoes() {
        // About z, x turns towards y; about y, x turns towards -z; about x, y turns towards z
        let z = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let y = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        let x = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        XCTAssertEqual(z.m11, 0, accuracy: 1e-12); XCTAssertEqual(z.m12, 1, accuracy: 1e-12)
        XCTAssertEqual(y.m11, 0, accuracy: 1e-12); XCTAssertEqual(y.m13, -1, accuracy: 1e-12)
        XCTAssertEqual(x.m22, 0, accuracy: 1e-12); XCTAssertEqual(x.m23, 1, accuracy: 1e-12)
        XCTAssertTrue(CATransform3DIsAffine(z))
        XCTAssertFalse(CATransform3DIsAffine(y))
        XCTAssertEqual(CATransform3DGetAffineTransform(z).b, 1, accuracy: 1e-12)
        assertClose(CATransform3DMakeRotation(1, 0, 0, 0), CATransform3DIdentity)
    }

    func testConcatAppliesTheFirstThenTheSecondAndInvertUndoes() {
        // A translation then a perspective: w = 1 - z/500, so (0, 0, 100) lands at w = 0.8
        let moved = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 100), perspective(500))
        XCTAssertEqual(moved.m41, 10)
        XCTAssertEqual(moved.m44, 0.8, accuracy: 1e-12)
        let turned = CATransform3DRotate(perspective(500), .pi / 4, 0, 1, 0)
        assertClose(CATransform3DConcat(turned, CATransform3DInvert(turned)), CATransform3DIdentity)
        // A singular matrix comes back unchanged, as Core Animation does
        let flat = CATransform3DMakeScale(1, 0, 1)
        XCTAssertEqual(CATransform3DInvert(flat), flat)
    }

    func testAPerspectiveTurnProjectsTheCornersComputedByHand() {
        // A point (50, ±50) about the anchor, turned 45° about y, seen from 500: x = 35.35534,
        // w = 1 + 35.35534/500 = 1.0707107, so x' = 33.02044, y' = 50/w = 46.69796; at -50,
        // w = 0.9292893, x' = -38.04557, y' = -53.80456
        let turned = CATransform3DRotate(perspective(500), .pi / 4, 0, 1, 0)
        func project(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            let X = x * turned.m11 + y * turned.m21 + turned.m41
            let Y = x * turned.m12 + y * turned.m22 + turned.m42
            let W = x * turned.m14 + y * turned.m24 + turned.m44
            return CGPoint(x: X / W, y: Y / W)
        }
        XCTAssertEqual(project(50, 50).x, 33.02044, accuracy: 1e-5)
        XCTAssertEqual(project(50, 50).y, 46.69796, accuracy: 1e-5)
        XCTAssertEqual(project(-50, -50).x, -38.04557, accuracy: 1e-5)
        XCTAssertEqual(project(-50, -50).y, -53.80456, accuracy: 1e-5)
    }

    func testTakingATransformApartAndPuttingItBackGivesItAgain() throws {
        let cases: [CATransform3D] = [
            CATransform3DIdentity,
            CATransform3DScale(CATransform3DMakeTranslation(12, -7, 3), 2, 0.5, 1.5),
            CATransform3DMakeRotation(0.7, 1, 0, 0),
            CATransform3DMakeRotation(2.5, 0, 1, 0),
            CATransform3DMakeRotation(-1.2, 0.3, 0.5, 0.8),
            CATransform3DRotate(perspective(500), .pi / 3, 0, 1, 0),
            CATransform3DConcat(CATransform3DMakeScale(-1, 1, 1), CATransform3DMakeTranslation(5, 6, 7)),
            CATransform3DConcat(CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0.2, c: 0.4, d: 1, tx: 3, ty: 4)), perspective(300)),
        ]
        for transform in cases {
            let parts = try XCTUnwrap(TransformDecomposition(transform), "\(transform)")
            assertClose(parts.transform, transform)
        }
        XCTAssertNil(TransformDecomposition(CATransform3DMakeScale(1, 0, 1)))
    }

    func testHalfWayBetweenTwoTurnsInPerspectiveIsTheHalfTurn() throws {
        // Given 0° and 90° about y through the same perspective
        let from = try XCTUnwrap(TransformDecomposition(perspective(500)))
        let to = try XCTUnwrap(TransformDecomposition(CATransform3DRotate(perspective(500), .pi / 2, 0, 1, 0)))

        // Then half way is the 45° turn through it, and a quarter the 22.5° one
        assertClose(from.interpolated(to: to, fraction: 0.5).transform, CATransform3DRotate(perspective(500), .pi / 4, 0, 1, 0))
        assertClose(from.interpolated(to: to, fraction: 0.25).transform, CATransform3DRotate(perspective(500), .pi / 8, 0, 1, 0))
    }

    func testALayersPlacementIsAnchorThenTransformThenPosition() {
        // Given a 100x100 layer anchored at its centre, at (150, 150), z 20, anchorPointZ 5, turned about y
        var state = LayerState()
        state.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        state.center = CGPoint(x: 150, y: 150)
        state.zPosition = 20
        state.anchorPointZ = 5
        let turn = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        state.setTransform3D(turn)

        // Then the bounds' corner (100, 0, 0) is (50, -50, -5) from the anchor (50, 50, 5), turned
        // (x' = z·sin 90° = -5, z' = -x·sin 90° = -50) to (-5, -50, -50), then placed at (150, 150, 20)
        let full = state.transformToSuperlayer3D
        let corner = (x: 100 * full.m11 + full.m41, y: 100 * full.m12 + full.m42, z: 100 * full.m13 + full.m43)
        XCTAssertEqual(corner.x, 145, accuracy: 1e-9)
        XCTAssertEqual(corner.y, 100, accuracy: 1e-9)
        XCTAssertEqual(corner.z, -30, accuracy: 1e-9)
        XCTAssertEqual(state.transform3DValue, turn)
        // A plain affine transform set later makes the kept 4x4 stale, and it is ignored
        state.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(state.transform3DValue, CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: 2)))
    }
}
