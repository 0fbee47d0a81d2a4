import CoreGraphics
import XCTest

/// Records what a CGContext asks its backend to do.
final class RecordingBackend: DrawingBackend {
    enum Call: Equatable {
        case fill(GraphicsPath, CGPathFillRule, CGColor, DrawingStyle)
        case stroke(GraphicsPath, LineStyle, CGColor, DrawingStyle)
        case clip(GraphicsPath, CGPathFillRule)
        case gradient(GradientGeometry, CGGradientDrawingOptions)
        case image(CGRect, CGInterpolationQuality)
    }
    var calls: [Call] = []
    var transforms: [CGAffineTransform] = [.identity]
    var deviceScale: CGFloat = 2

    func saveState() { transforms.append(transforms.last!) }
    func restoreState() { transforms.removeLast() }
    func concatenate(_ transform: CGAffineTransform) { transforms[transforms.count - 1] = transform.concatenating(transforms.last!) }
    var currentTransform: CGAffineTransform { transforms.last! }
    func clip(to path: GraphicsPath, rule: CGPathFillRule) { calls.append(.clip(path, rule)) }
    var clipBounds: CGRect { .infinite }
    func fill(_ path: GraphicsPath, rule: CGPathFillRule, color: CGColor, style: DrawingStyle) { calls.append(.fill(path, rule, color, style)) }
    func stroke(_ path: GraphicsPath, line: LineStyle, color: CGColor, style: DrawingStyle) { calls.append(.stroke(path, line, color, style)) }
    func drawGradient(_ gradient: CGGradient, _ geometry: GradientGeometry, options: CGGradientDrawingOptions, style: DrawingStyle) {
        calls.append(.gradient(geometry, options))
    }
    func draw(_ image: CGImage, in rect: CGRect, quality: CGInterpolationQuality, style: DrawingStyle) {
        calls.append(.image(rect.applying(currentTransform), quality))
    }
    func clear(_ rect: CGRect) {}
    func beginTransparencyGroup() {}
    func endTransparencyGroup(alpha: CGFloat) {}
}

final class CGContextStateTests: XCTestCase {
    private let backend = RecordingBackend()
    private lazy var context = CGContext(backend: backend)

    func testThePathStaysOnThePageWhenTheTransformChanges() {
        // Given a move at (10, 10), then a translation by (5, 5), then a line to (20, 20)
        context.move(to: CGPoint(x: 10, y: 10))
        context.translateBy(x: 5, y: 5)
        context.addLine(to: CGPoint(x: 20, y: 20))

        // When filled
        context.fillPath()

        // Then the first point is where it was put (5, 5 in the new space) and the path is gone
        var expected = GraphicsPath()
        expected.move(to: CGPoint(x: 5, y: 5))
        expected.line(to: CGPoint(x: 20, y: 20))
        XCTAssertEqual(backend.calls, [.fill(expected, .winding, .black, .normal)])
        XCTAssertTrue(context.isPathEmpty)
    }

    func testCTMIsUserSpaceScaledToDevicePixels() {
        context.translateBy(x: 10, y: 0)
        context.scaleBy(x: 2, y: 3)
        XCTAssertEqual(context.ctm, CGAffineTransform(a: 4, b: 0, c: 0, d: 6, tx: 20, ty: 0))
        XCTAssertEqual(context.convertToDeviceSpace(CGPoint(x: 1, y: 1)), CGPoint(x: 24, y: 6))
        XCTAssertEqual(backend.currentTransform, CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
    }

    func testRestoringTheStateRestoresColoursLinesAndTransform() {
        // Given a saved state, then changes
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.saveGState()
        context.setFillColor(gray: 0.5, alpha: 1)
        context.setLineWidth(7)
        context.setAlpha(0.25)
        context.rotate(by: 1)

        // When restored and drawn
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.stroke(CGRect(x: 0, y: 0, width: 1, height: 1))

        // Then the saved fill colour, line width 1, alpha 1 and identity transform apply
        XCTAssertEqual(backend.calls, [
            .fill(GraphicsPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)), .winding, CGColor(red: 1, green: 0, blue: 0, alpha: 1), .normal),
            .stroke(GraphicsPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)), LineStyle(), .black, .normal),
        ])
        XCTAssertEqual(context.ctm, CGAffineTransform(scaleX: 2, y: 2))
    }

    func testDrawPathModesFillWithTheirRuleThenStroke() {
        let rect = GraphicsPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        context.setLineCap(.round)
        context.setLineJoin(.bevel)
        context.setMiterLimit(3)
        context.setLineDash(phase: 1, lengths: [2, 3])
        context.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.drawPath(using: .eoFillStroke)
        let line = LineStyle(width: 1, cap: .round, join: .bevel, miterLimit: 3, dashPhase: 1, dashLengths: [2, 3])
        XCTAssertEqual(backend.calls, [.fill(rect, .evenOdd, .black, .normal), .stroke(rect, line, .black, .normal)])
    }

    func testShadowsAlphaAndBlendGoIntoTheStyle() {
        context.setShadow(offset: CGSize(width: 0, height: 3), blur: 4)
        context.setAlpha(1.5)
        context.setBlendMode(.multiply)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let shadow = DrawingShadow(offset: CGSize(width: 0, height: 3), blur: 4, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
        XCTAssertEqual(backend.calls, [.fill(GraphicsPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)), .winding, .black,
                                             DrawingStyle(alpha: 1, blendMode: .multiply, shadow: shadow))])
        context.setShadow(offset: .zero, blur: 2, color: nil)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard case .fill(_, _, _, let style) = backend.calls.last! else { return XCTFail() }
        XCTAssertNil(style.shadow)
    }

    func testClippingConsumesThePath() {
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        context.clip(using: .evenOdd)
        XCTAssertTrue(context.isPathEmpty)
        XCTAssertEqual(backend.calls, [.clip(GraphicsPath(ovalIn: CGRect(x: 0, y: 0, width: 2, height: 2)), .evenOdd)])
    }

    func testImagesAreDrawnBottomUpIntoTheirRect() {
        let image = CGImage(width: 1, height: 1, premultipliedARGB: [0xFF00_0000])!
        context.interpolationQuality = .high
        context.draw(image, in: CGRect(x: 0, y: 10, width: 4, height: 6))
        // the backend's upright rect lands on the same place through a vertical flip about the rect's middle
        XCTAssertEqual(backend.calls, [.image(CGRect(x: 0, y: 10, width: 4, height: 6), .high)])
        XCTAssertEqual(backend.transforms.count, 1)
    }

    func testResetPopsUnbalancedSaves() {
        context.saveGState()
        context.saveGState()
        context.translateBy(x: 3, y: 3)
        context.resetGraphicsState()
        XCTAssertEqual(backend.transforms, [.identity])
        XCTAssertEqual(context.ctm, CGAffineTransform(scaleX: 2, y: 2))
    }

    func testResetUndoesTransformsAndClipsMadeOutsideAnySave() {
        // Given a drawer that translates and clips without saving, then saves and leaves that open
        context.translateBy(x: 4, y: 0)
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.saveGState()
        context.scaleBy(x: 2, y: 2)

        // When reset
        context.resetGraphicsState()

        // Then the backend is back where it started
        XCTAssertEqual(backend.transforms, [.identity])
        XCTAssertEqual(context.ctm, CGAffineTransform(scaleX: 2, y: 2))
    }

    func testPathQueries() {
        context.move(to: CGPoint(x: 1, y: 1))
        context.addLine(to: CGPoint(x: 9, y: 1))
        context.addLine(to: CGPoint(x: 9, y: 9))
        context.closePath()
        XCTAssertEqual(context.currentPointOfPath, CGPoint(x: 1, y: 1))
        XCTAssertEqual(context.boundingBoxOfPath, CGRect(x: 1, y: 1, width: 8, height: 8))
        XCTAssertTrue(context.pathContains(CGPoint(x: 8, y: 3), mode: .fill))
        XCTAssertFalse(context.pathContains(CGPoint(x: 2, y: 8), mode: .fill))
        XCTAssertEqual(context.path?.boundingBox, CGRect(x: 1, y: 1, width: 8, height: 8))
        context.beginPath()
        XCTAssertNil(context.path)
    }
}
