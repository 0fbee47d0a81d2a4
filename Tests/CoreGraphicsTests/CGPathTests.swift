@testable import CoreGraphics
import XCTest

/// The elements of a path as readable strings ("M 0 0", "L 10 0", "Q ...", "C ...", "Z").
func elementStrings(_ path: CGPath) -> [String] {
    var result: [String] = []
    func f(_ p: CGPoint) -> String { "\(fmt(p.x)) \(fmt(p.y))" }
    path.applyWithBlock { element in
        let points = element.pointee.points
        switch element.pointee.type {
        case .moveToPoint: result.append("M \(f(points[0]))")
        case .addLineToPoint: result.append("L \(f(points[0]))")
        case .addQuadCurveToPoint: result.append("Q \(f(points[0])) \(f(points[1]))")
        case .addCurveToPoint: result.append("C \(f(points[0])) \(f(points[1])) \(f(points[2]))")
        case .closeSubpath: result.append("Z")
        }
    }
    return result
}

func fmt(_ value: CGFloat) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.3f", Double(rounded))
}

final class CGPathTests: XCTestCase {
    func testARectIsAClosedSubpathFromItsOrigin() {
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
        XCTAssertEqual(elementStrings(path), ["M 10 20", "L 40 20", "L 40 60", "L 10 60", "Z"])
        var rect = CGRect.zero
        XCTAssertTrue(path.isRect(&rect))
        XCTAssertEqual(rect, CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    func testATransformMapsEveryPoint() {
        var t = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &t)
        XCTAssertEqual(elementStrings(path), ["M 5 0", "L 7 0", "L 7 2", "L 5 2", "Z"])
        let moved = path.copy(using: &t)!
        XCTAssertEqual(elementStrings(moved), ["M 15 0", "L 19 0", "L 19 4", "L 15 4", "Z"])
    }

    func testAnEllipseStartsOnTheRightAndTurnsTowardsPlusY() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        let elements = elementStrings(path)
        XCTAssertEqual(elements.first, "M 20 5")
        XCTAssertEqual(elements.count, 6)
        XCTAssertTrue(elements[1].hasSuffix("10 10"), elements[1])   // bottom middle next
        XCTAssertEqual(elements.last, "Z")
        XCTAssertEqual(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    func testMutablePathElementsAndCurrentPoint() {
        // Given a path with every kind of element
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 5, y: 5))                 // ignored: no current point
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 20, y: 10), control: CGPoint(x: 20, y: 0))
        path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 15, y: 20), control2: CGPoint(x: 5, y: 20))
        path.closeSubpath()

        // Then the elements are stored as given, and the current point is back at the start
        XCTAssertEqual(elementStrings(path), ["M 0 0", "L 10 0", "Q 20 0 20 10", "C 15 20 5 20 0 10", "Z"])
        XCTAssertEqual(path.currentPoint, .zero)
        XCTAssertFalse(path.isEmpty)
        XCTAssertTrue(CGMutablePath().isEmpty)
    }

    func testBoundingBoxIncludesControlPointsButBoundingBoxOfPathDoesNot() {
        // Given a cubic from (0,0) to (100,0) bulging down through control points at y = 100
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))

        // Then the control box reaches y = 100 and the curve itself y = 75 (at t = 0.5)
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(path.boundingBoxOfPath.origin, .zero)
        XCTAssertEqual(path.boundingBoxOfPath.width, 100, accuracy: 1e-9)
        XCTAssertEqual(path.boundingBoxOfPath.height, 75, accuracy: 1e-9)
        XCTAssertEqual(CGMutablePath().boundingBox, .null)
    }

    func testArcsFollowCoreGraphicsSense() {
        // Given quarter arcs from angle 0 to π/2 around (0, 0), radius 10, both ways
        let increasing = CGMutablePath()
        increasing.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let decreasing = CGMutablePath()
        decreasing.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)

        // Then counter-clockwise (CG sense) is one quarter curve towards +y, clockwise three quarters the other way
        XCTAssertEqual(elementStrings(increasing), ["M 10 0", "C 10 5.523 5.523 10 0 10"])
        let long = elementStrings(decreasing)
        XCTAssertEqual(long.count, 4)
        XCTAssertEqual(long[0], "M 10 0")
        XCTAssertTrue(long[1].hasSuffix(" 0 -10"), long[1])
        XCTAssertTrue(long[3].hasSuffix(" 0 10"), long[3])
    }

    func testArcPointsLieOnTheCircle() {
        // Given a 300° arc of radius 50
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 100, y: 100), radius: 50, startAngle: 0.3, endAngle: 0.3 + 5.236, clockwise: false)

        // Then points sampled along its curves are within 0.03 % of the radius
        let polygon = path.graphicsPath.polygons(tolerance: 0.001)[0]
        for point in polygon {
            XCTAssertEqual(hypot(point.x - 100, point.y - 100), 50, accuracy: 50 * 0.0003)
        }
        XCTAssertEqual(path.currentPoint.x, 100 + 50 * cos(0.3 + 5.236), accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.y, 100 + 50 * sin(0.3 + 5.236), accuracy: 1e-9)
    }

    func testAFullTurnIsACircleAndAnArcContinuesWithALine() {
        // Given a path at (0, 0) and an arc of 2π starting at (20, 10)
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)

        // Then a line joins the current point to the arc, and four quarter curves close the circle
        let elements = elementStrings(path)
        XCTAssertEqual(elements[0], "M 0 0")
        XCTAssertEqual(elements[1], "L 20 10")
        XCTAssertEqual(elements.count, 6)
        XCTAssertTrue(elements[5].hasSuffix("20 10"))
    }

    func testTangentArcRoundsARightAngle() {
        // Given a corner at (100, 0) between a line from (0, 0) and one down to (100, 100)
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)

        // Then the arc meets the first line at (80, 0) and ends at (100, 20), one quarter curve
        XCTAssertEqual(elementStrings(path), ["M 0 0", "L 80 0", "C 91.046 0 100 8.954 100 20"])
    }

    func testRoundedRectClampsItsCorners() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 30, cornerHeight: 5, transform: nil)
        let elements = elementStrings(path)
        XCTAssertEqual(elements.first, "M 20 0")     // corner width clamped to 20
        XCTAssertEqual(elements[2], "C 31.046 0 40 2.239 40 5")
        XCTAssertEqual(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    func testContainsUsesTheFillRuleAndTheTransform() {
        // Given two nested squares wound the same way
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))

        // Then the middle is inside under non-zero winding and a hole under even-odd
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        XCTAssertFalse(path.contains(CGPoint(x: 110, y: 10)))
        // and the point is mapped first
        XCTAssertTrue(path.contains(CGPoint(x: 110, y: 10), transform: CGAffineTransform(translationX: -20, y: 0)))
    }

    func testAnOpenCurveIsHitTestedAsIfClosed() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 1)))
        XCTAssertTrue(path.contains(CGPoint(x: 85, y: 85)))
        XCTAssertFalse(path.contains(CGPoint(x: 2, y: 2)))
    }

    func testEqualityAndCopies() {
        let a = CGMutablePath()
        a.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        let b = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        XCTAssertEqual(a, b)
        let copy = a.mutableCopy()!
        copy.addLine(to: CGPoint(x: 3, y: 3))
        XCTAssertNotEqual(a, copy)
    }

    func testReversingKeepsClosedStartsAndFlipsOpenOnes() {
        let open = CGMutablePath()
        open.move(to: .zero)
        open.addLine(to: CGPoint(x: 10, y: 0))
        open.addCurve(to: CGPoint(x: 20, y: 10), control1: CGPoint(x: 15, y: 0), control2: CGPoint(x: 20, y: 5))
        XCTAssertEqual(elementStrings(open.reversedPath()), ["M 20 10", "C 20 5 15 0 10 0", "L 0 0"])

        let closed = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        XCTAssertEqual(elementStrings(closed.reversedPath()), ["M 0 0", "L 0 10", "L 10 10", "L 10 0", "L 0 0", "Z"])
    }

    func testApplyWithAFunctionCountsElements() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        var count = 0
        path.apply(info: &count) { info, element in
            info!.assumingMemoryBound(to: Int.self).pointee += element.pointee.type == .addCurveToPoint ? 1 : 0
        }
        XCTAssertEqual(count, 4)
    }
}
