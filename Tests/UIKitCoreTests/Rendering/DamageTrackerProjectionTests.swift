import Foundation
import XCTest
@testable import UIKitCore

/// Damage for layers not placed by an affine transform: a layer in perspective
/// damages the bounding box of its projected corners (the part in front of the eye),
/// rounded out and grown by one pixel; a replicator's sublayer the union of its
/// instances' boxes; a transform layer's faces each their own projected box.
/// None of them repaints the whole frame any more.
final class DamageTrackerProjectionTests: XCTestCase {
    private var window: UIWindow!
    private var tracker = DamageTracker()

    override func setUp() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.backgroundColor = .white
    }

    private func damage() -> DamageRegion? {
        tracker.damage(of: window, scale: 1, pixelWidth: 400, pixelHeight: 300)
    }

    private func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    /// A 100-point square turned `angle` about y, seen from 500 points (its own m34).
    private func cardTransform(_ angle: CGFloat) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        return CATransform3DRotate(perspective, angle, 0, 1, 0)
    }

    func testATurningCardInPerspectiveDamagesItsOldAndNewProjectedBoxes() throws {
        // Given a red 100-point card centred at (200, 150), turned 30° about y in perspective
        let card = CALayer()
        withoutActions {
            card.frame = CGRect(x: 150, y: 100, width: 100, height: 100)
            card.backgroundColor = UIColor.red.cgColor
            card.transform = cardTransform(.pi / 6)
            window.layer.addSublayer(card)
        }
        XCTAssertNil(damage(), "the first frame is whole")
        XCTAssertEqual(damage()?.rects, [], "an unchanged card damages nothing")

        // When it turns to 40°
        withoutActions { card.transform = cardTransform(40 * .pi / 180) }
        let region = try XCTUnwrap(damage(), "a perspective layer no longer repaints the whole frame")

        // Then the damage is its box at 30° and at 40°. By hand, (u, v) about the centre goes to
        // (u·cos, v) / w with w = 1 + u·sin/500. At 30°: u = 50 → w = 1.05, x = 241.24, y = 150 ± 47.62;
        // u = -50 → w = 0.95, x = 154.42, y = 150 ± 52.63: rounded out 154...242 × 97...203, grown
        // by one pixel (153, 96, 90, 108). At 40°: x 159.07...235.99, y 96.57...203.43: (158, 95, 79, 110).
        // The two overlap almost wholly: they are repainted as their one bounding box.
        XCTAssertEqual(region.rects, [CGRect(x: 153, y: 95, width: 90, height: 110)])
    }

    func testACardTurnedAwayWithItsBackHiddenDamagesOnlyWhereItWas() throws {
        // Given the card at 30° with isDoubleSided = false
        let card = CALayer()
        withoutActions {
            card.frame = CGRect(x: 150, y: 100, width: 100, height: 100)
            card.backgroundColor = UIColor.red.cgColor
            card.isDoubleSided = false
            card.transform = cardTransform(.pi / 6)
            window.layer.addSublayer(card)
        }
        _ = damage()

        // When it turns to 150° (its back to the eye)
        withoutActions { card.transform = cardTransform(5 * .pi / 6) }

        // Then only its old box is repainted
        XCTAssertEqual(try XCTUnwrap(damage()).rects, [CGRect(x: 153, y: 96, width: 90, height: 108)])
    }

    func testAReplicatorsSublayerDamagesTheUnionOfItsInstances() throws {
        // Given a replicator at (20, 20) with three instances of a 10-point dot, 30 points apart
        let replicator = CAReplicatorLayer()
        let dot = CALayer()
        withoutActions {
            replicator.frame = CGRect(x: 20, y: 20, width: 200, height: 40)
            dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            dot.backgroundColor = UIColor.red.cgColor
            replicator.addSublayer(dot)
            replicator.instanceCount = 3
            replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
            window.layer.addSublayer(replicator)
        }
        _ = damage()

        // When the dot turns blue
        withoutActions { dot.backgroundColor = UIColor.blue.cgColor }

        // Then the instances' union is repainted: the dot with the 2-point drawing margin,
        // (-2, -2, 14, 14), at x + 0, 30 and 60, is (-2, -2, 74, 14); at (20, 20) and grown by one
        // pixel, (17, 17, 76, 16)
        XCTAssertEqual(try XCTUnwrap(damage()).rects, [CGRect(x: 17, y: 17, width: 76, height: 16)])

        // And when it moves 5 points right, the old union and the new one, 5 pixels further
        withoutActions { dot.frame.origin.x = 5 }
        XCTAssertEqual(try XCTUnwrap(damage()).bounds, CGRect(x: 17, y: 17, width: 81, height: 16))
    }

    func testACubeInATransformLayerDamagesItsVisibleFacesBoxes() throws {
        // Given a cube of 100-point faces (back faces hidden) in a transform layer turned 30°
        // about y, inside a container centred at (200, 150) whose sublayers see 500 points of perspective
        let container = CALayer()
        let cube = CATransformLayer()
        withoutActions {
            container.frame = CGRect(x: 100, y: 50, width: 200, height: 200)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            container.sublayerTransform = perspective
            cube.frame = container.bounds
            let faces: [CATransform3D] = [
                CATransform3DMakeTranslation(0, 0, 50),
                CATransform3DTranslate(CATransform3DMakeRotation(.pi, 0, 1, 0), 0, 0, 50),
                CATransform3DTranslate(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 0, 0, 50),
                CATransform3DTranslate(CATransform3DMakeRotation(-.pi / 2, 0, 1, 0), 0, 0, 50),
                CATransform3DTranslate(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), 0, 0, 50),
                CATransform3DTranslate(CATransform3DMakeRotation(-.pi / 2, 1, 0, 0), 0, 0, 50),
            ]
            for transform in faces {
                let face = CALayer()
                face.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
                face.backgroundColor = UIColor.red.cgColor
                face.isDoubleSided = false
                face.transform = transform
                cube.addSublayer(face)
            }
            cube.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
            container.addSublayer(cube)
            window.layer.addSublayer(container)
        }
        _ = damage()

        // When it turns to 40°
        withoutActions { cube.transform = CATransform3DMakeRotation(40 * .pi / 180, 0, 1, 0) }
        let region = try XCTUnwrap(damage())

        // Then the front and left faces' boxes before and after are repainted (worked out as for
        // the card: at 30° front (177, 91, 95, 118) and left (133, 91, 47, 118), at 40° front
        // (191, 90, 82, 120) and left (129, 90, 65, 120)), nothing outside them
        XCTAssertEqual(region.bounds, CGRect(x: 129, y: 90, width: 144, height: 120))
    }
}
