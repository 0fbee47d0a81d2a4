import XCTest
@testable import SwiftUI

/// API that AlertToast, SimpleToast and ToastUI reached for: `StrokeStyle`,
/// `trim(from:to:)`, `Path` as a shape, `rotation3DEffect`, `compositingGroup`,
/// `AngularGradient`, `@ScaledMetric`, repeated animations.
final class ToastLibraryGapTests: XCTestCase {
    @MainActor
    private func views<T: UIView>(_ type: T.Type, in view: UIView) -> [T] {
        var found: [T] = []
        if let match = view as? T { found.append(match) }
        for subview in view.subviews { found += views(type, in: subview) }
        return found
    }

    func testATrimmedStrokeUsesTheLayersStrokeRangeAndTheStrokeStyle() { MainActor.assumeIsolated {
        // Given: AlertToast's checkmark stroke, on a circle trimmed to its middle half
        let ring = Circle()
            .trim(from: 0.25, to: 0.75)
            .stroke(Color.red, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel, dash: [2, 3], dashPhase: 1))
            .frame(width: 100, height: 100)
        let hosted = HostedContent(ring)

        // Then: one shape layer, stroked (not filled) between 25% and 75% of the whole circle
        let shapes = views(ShapeLayerView.self, in: hosted.host.window)
        XCTAssertEqual(shapes.count, 1)
        let layer = try! XCTUnwrap(shapes.first).shapeLayer
        XCTAssertNil(layer.fillColor)
        XCTAssertEqual(layer.strokeColor, UIColor.systemRed.cgColor)
        XCTAssertEqual(layer.strokeStart, 0.25)
        XCTAssertEqual(layer.strokeEnd, 0.75)
        XCTAssertEqual(layer.lineWidth, 4)
        XCTAssertEqual(layer.lineCap, .round)
        XCTAssertEqual(layer.lineJoin, .bevel)
        XCTAssertEqual(layer.lineDashPattern?.map(\.doubleValue), [2, 3])
        XCTAssertEqual(layer.lineDashPhase, 1)
        XCTAssertEqual(layer.path?.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 100))
    }}

    func testTrimmedPathKeepsThePartBetweenTheFractionsOfItsLength() {
        // Given: two 100-point lines, right then down
        let path = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 100))
        }

        // When: the middle half is kept
        let middle = path.trimmedPath(from: 0.25, to: 0.75)

        // Then: from 50 along the first line to 50 down the second
        XCTAssertEqual(middle.boundingRect, CGRect(x: 50, y: 0, width: 50, height: 50))
        XCTAssertEqual(path.trim(from: 0, to: 0.5).path(in: .zero).boundingRect, CGRect(x: 0, y: 0, width: 100, height: 0))
    }

    func testAPathIsAShapeDrawnWhereItsPointsSay() { MainActor.assumeIsolated {
        // Given: a path used directly as a view, stroked
        let line = Path { path in
            path.move(to: CGPoint(x: 10, y: 20))
            path.addLine(to: CGPoint(x: 60, y: 20))
        }
        .stroke(Color.blue, lineWidth: 2)
        .frame(width: 100, height: 40)
        let hosted = HostedContent(line)

        // Then: its layer draws the path unscaled, in the 100 x 40 frame
        let shape = try! XCTUnwrap(views(ShapeLayerView.self, in: hosted.host.window).first)
        XCTAssertEqual(shape.bounds.size, CGSize(width: 100, height: 40))
        XCTAssertEqual(shape.shapeLayer.path?.boundingBoxOfPath, CGRect(x: 10, y: 20, width: 50, height: 0))
    }}

    func testRotation3DEffectTurnsTheLayersPlaneAboutTheAnchor() { MainActor.assumeIsolated {
        // Given: SimpleToast's skew: 90° about the x axis, anchored at the top, perspective 1
        let card = Color.red.frame(width: 100, height: 50)
            .rotation3DEffect(.degrees(90), axis: (x: 1, y: 0, z: 0), anchor: .top, perspective: 1)
        let hosted = HostedContent(card)

        // Then: the effect's layer carries a 3D transform...
        let element = try! XCTUnwrap(views(ContainerView.self, in: hosted.host.window)
            .first { !CATransform3DIsIdentity($0.layer.transform) })
        let t = element.layer.transform
        XCTAssertEqual(element.bounds.size, CGSize(width: 100, height: 50))
        // ...that folds the bottom edge's centre (25 below the layer's centre) onto the top edge
        let (x, y, w) = (0 * t.m11 + 25 * t.m21 + t.m41, 0 * t.m12 + 25 * t.m22 + t.m42, 0 * t.m14 + 25 * t.m24 + t.m44)
        XCTAssertEqual(x / w, 0, accuracy: 1e-9)
        XCTAssertEqual(y / w, -25, accuracy: 1e-9)
        // ...and leaves the top edge where it is
        let (ty, tw) = (-25 * t.m22 + t.m42, -25 * t.m24 + t.m44)
        XCTAssertEqual(ty / tw, -25, accuracy: 1e-9)
        // ...seen from 100 points away (perspective 1 over the larger side)
        XCTAssertEqual(t.m34, 0, accuracy: 1e-12, "the rotation moves depth into y, so m34 of the product is 0 here")
        XCTAssertEqual(t.m24, -0.01, accuracy: 1e-9)
    }}

    func testCompositingGroupKeepsItsContentAndLayout() { MainActor.assumeIsolated {
        // Given: a text grouped and faded, as AlertToast's banner
        let hosted = HostedContent(VStack(spacing: 0) {
            Text("Message Sent!").accessibilityIdentifier("grouped").compositingGroup().opacity(0.5)
            Text("Message Sent!").accessibilityIdentifier("plain")
        })

        // Then: the grouped text is laid out as the plain one, one line above it
        let grouped = try! XCTUnwrap(hosted.frame("grouped")), plain = try! XCTUnwrap(hosted.frame("plain"))
        XCTAssertEqual(grouped.size, plain.size)
        XCTAssertEqual(grouped.maxY, plain.minY, accuracy: 0.5)
    }}

    func testAnAngularGradientIsAConicLayerAndStrokesInItsFirstColour() { MainActor.assumeIsolated {
        // Given: ToastUI's spinner ring stroke and a gradient view
        let gradient = AngularGradient(gradient: Gradient(colors: [.green, .blue]), center: .center,
                                       startAngle: .degrees(0), endAngle: .degrees(360))
        let hosted = HostedContent(VStack {
            Circle().stroke(gradient, style: StrokeStyle(lineWidth: 3)).frame(width: 36, height: 36)
            gradient.frame(width: 50, height: 50)
        })

        // Then: the ring is stroked in the first colour, the view is a conic gradient layer
        let ring = try! XCTUnwrap(views(ShapeLayerView.self, in: hosted.host.window).first)
        XCTAssertEqual(ring.shapeLayer.strokeColor, UIColor.systemGreen.cgColor)
        let layer = try! XCTUnwrap(views(GradientView.self, in: hosted.host.window).first).gradientLayer
        XCTAssertEqual(layer.type, .conic)
        XCTAssertEqual(layer.colors?.count, 2)
        XCTAssertEqual(layer.startPoint, CGPoint(x: 0.5, y: 0.5))
        XCTAssertEqual(layer.endPoint, CGPoint(x: 1, y: 0.5))
    }}

    struct ScaledIcon: View {
        @ScaledMetric private var iconSize = 36.0
        @ScaledMetric(relativeTo: .headline) private var strokeSize: CGFloat = 3
        var body: some View {
            Color.red.frame(width: iconSize, height: iconSize + strokeSize).accessibilityIdentifier("icon")
        }
    }

    func testScaledMetricIsTheGivenValueAtTheDefaultTextSize() { MainActor.assumeIsolated {
        let hosted = HostedContent(ScaledIcon())
        XCTAssertEqual(hosted.frame("icon")?.size, CGSize(width: 36, height: 39))
    }}

    func testARepeatedAnimationIsADistinctAnimationThatPlaysOnceToItsEnd() { MainActor.assumeIsolated {
        // Given: a repeated linear animation of 1 s
        let forever = Animation.linear(duration: 1).repeatForever(autoreverses: false)
        XCTAssertNotEqual(forever, Animation.linear(duration: 1))
        XCTAssertNotEqual(Animation.linear(duration: 1).repeatCount(3), Animation.linear(duration: 1))

        struct Bar: View {
            @State private var wide = false
            var body: some View {
                VStack {
                    Color.red.frame(width: wide ? 300 : 100, height: 40).accessibilityIdentifier("bar")
                    Button("Animate") {
                        withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { wide.toggle() }
                    }
                    .accessibilityIdentifier("animate")
                }
            }
        }
        let hosted = HostedContent(Bar())
        @MainActor func width() -> CGFloat { hosted.view("bar")?.layer.presentation()?.bounds.width ?? -1 }

        // When: the change runs half-way
        let button = try! XCTUnwrap(hosted.frame("animate"))
        hosted.host.click(at: CGPoint(x: button.midX, y: button.midY))
        hosted.host.advance(by: 0.5)

        // Then: the bar is on its way...
        XCTAssertGreaterThan(width(), 110)
        XCTAssertLessThan(width(), 290)

        // ...and the host becomes idle with the bar at its end (it plays once here)
        hosted.settle()
        XCTAssertEqual(width(), 300)
        XCTAssertEqual(hosted.view("bar")?.frame.width, 300)
    }}
}
