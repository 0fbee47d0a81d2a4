import UIKitCore
import XCTest

final class GraphicsUIBezierPathTests: XCTestCase {
    private func endPoints(_ path: UIBezierPath) -> [CGPoint] {
        var points: [CGPoint] = []
        path.cgPath.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint, .addLineToPoint: points.append(e.points[0])
            case .addQuadCurveToPoint: points.append(e.points[1])
            case .addCurveToPoint: points.append(e.points[2])
            case .closeSubpath: break
            }
        }
        return points.map { CGPoint(x: ($0.x * 1000).rounded() / 1000, y: ($0.y * 1000).rounded() / 1000) }
    }

    func testClockwiseArcsTurnClockwiseOnScreen() {
        // Given an arc from angle 0 to π/2 clockwise (UIKit's sense: towards +y, downwards on screen)
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Then it is one quarter from (10, 0) to (0, 10)
        XCTAssertEqual(endPoints(arc), [CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        // and counter-clockwise goes the long way round through (0, -10)
        let long = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(endPoints(long), [CGPoint(x: 10, y: 0), CGPoint(x: 0, y: -10), CGPoint(x: -10, y: 0), CGPoint(x: 0, y: 10)])
        XCTAssertEqual(long.currentPoint.y, 10, accuracy: 1e-9)
    }

    func testRoundingChosenCornersUsesTheRadiusWidth() {
        // Given a 100x50 rect with only the top corners rounded by (20, 5)
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50),
                                byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 5))

        // Then the top corners are quarter circles of 20, the bottom ones square
        XCTAssertEqual(endPoints(path), [CGPoint(x: 20, y: 0), CGPoint(x: 80, y: 0), CGPoint(x: 100, y: 20),
                                         CGPoint(x: 100, y: 50), CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 20), CGPoint(x: 20, y: 0)])
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    func testCGPathRoundTripsAndAppendAndApply() {
        // Given a path made from a CGPath, with another appended, then moved
        let square = UIBezierPath(cgPath: CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil))
        square.append(UIBezierPath(ovalIn: CGRect(x: 20, y: 0, width: 10, height: 10)))
        square.apply(CGAffineTransform(translationX: 5, y: 5))

        // Then both shapes are there, moved
        XCTAssertEqual(square.bounds, CGRect(x: 5, y: 5, width: 30, height: 10))
        XCTAssertTrue(square.contains(CGPoint(x: 10, y: 10)))
        XCTAssertTrue(square.contains(CGPoint(x: 30, y: 10)))
        XCTAssertFalse(square.contains(CGPoint(x: 20, y: 10)))
        XCTAssertEqual(UIBezierPath(cgPath: square.cgPath).cgPath, square.cgPath)
    }

    func testEvenOddRuleAffectsContains() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 50)))
        path.usesEvenOddFillRule = true
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 50)))
    }

    func testReversingAndCopyingKeepAttributes() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 20, y: 10), controlPoint: CGPoint(x: 20, y: 0))
        path.lineWidth = 4
        path.lineCapStyle = .round
        var dashes: [CGFloat] = [3, 1]
        path.setLineDash(&dashes, count: 2, phase: 1)

        let reversed = path.reversing()
        XCTAssertEqual(endPoints(reversed), [CGPoint(x: 20, y: 10), CGPoint(x: 10, y: 0), .zero])
        XCTAssertEqual(reversed.lineWidth, 4)
        let copy = path.copy() as! UIBezierPath
        XCTAssertEqual(copy.cgPath, path.cgPath)
        XCTAssertEqual(copy.lineCapStyle, .round)
        var count = 0, phase: CGFloat = 0
        var read: [CGFloat] = [0, 0]
        copy.getLineDash(&read, count: &count, phase: &phase)
        XCTAssertEqual(read, [3, 1])
        XCTAssertEqual(count, 2)
        XCTAssertEqual(phase, 1)
        path.removeAllPoints()
        XCTAssertTrue(path.isEmpty)
        XCTAssertEqual(path.bounds, .zero)
    }
}
