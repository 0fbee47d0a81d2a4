import XCTest
import UIKitImaging
import Observation
@testable import SwiftUI

/// A 100 x 100 canvas at the window's top-left corner.
private struct CanvasScreen: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    var body: some View {
        Canvas(renderer: renderer)
            .frame(width: 100, height: 100)
            .accessibilityIdentifier("canvas")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(Color.white)
    }
}

/// `Canvas` draws its renderer through our Core Graphics: exact pixels of fills,
/// transforms, opacity, gradients, clips, layers, blend modes and colour filters.
final class CanvasTests: XCTestCase {
    @MainActor private func render(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
                                   file: StaticString = #filePath, line: UInt = #line) -> (PixelBuffer, CGPoint)? {
        let hosted = HostedContent(CanvasScreen(renderer: renderer))
        guard let frame = hosted.frame("canvas") else { XCTFail("no canvas", file: file, line: line); return nil }
        XCTAssertEqual(frame.size, CGSize(width: 100, height: 100), file: file, line: line)
        return (hosted.host.snapshot(), frame.origin)
    }

    private func assertPixel(_ pixels: PixelBuffer, _ origin: CGPoint, _ x: Int, _ y: Int, _ expected: (Int, Int, Int),
                             tolerance: Int = 1, file: StaticString = #filePath, line: UInt = #line) {
        let p = pixels.pixel(x: Int(origin.x) + x, y: Int(origin.y) + y)
        let got = (Int(p.r), Int(p.g), Int(p.b))
        XCTAssert(abs(got.0 - expected.0) <= tolerance && abs(got.1 - expected.1) <= tolerance && abs(got.2 - expected.2) <= tolerance,
                  "pixel (\(x), \(y)) is \(got), expected \(expected)", file: file, line: line)
    }

    func testFillsTranslatedAndWithOpacity() { MainActor.assumeIsolated {
        // Given a canvas filling a red square, a blue one translated by 50, and a green one at half opacity,
        guard let (pixels, origin) = render({ context, size in
            XCTAssertEqual(size, CGSize(width: 100, height: 100))
            context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.red))
            var moved = context
            moved.translateBy(x: 50, y: 0)
            moved.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(Color(red: 0, green: 0, blue: 1)))
            var faint = context
            faint.opacity = 0.5
            faint.fill(Path(CGRect(x: 0, y: 50, width: 50, height: 50)), with: .color(Color(red: 0, green: 1, blue: 0)))
        }) else { return }
        // then each square has its colour, the copy's translation did not move the original,
        assertPixel(pixels, origin, 10, 10, (255, 59, 48), tolerance: 0)
        assertPixel(pixels, origin, 60, 10, (0, 0, 255), tolerance: 0)
        // half-opaque green over white is (127.5, 255, 127.5), and the rest is the white background.
        assertPixel(pixels, origin, 10, 60, (128, 255, 128))
        assertPixel(pixels, origin, 60, 60, (255, 255, 255), tolerance: 0)
    } }

    func testLinearGradientRunsAlongItsAxisAndExtendsItsEnds() { MainActor.assumeIsolated {
        // Given a black-to-white gradient from x = 25 to x = 75 filling the whole canvas,
        guard let (pixels, origin) = render({ context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(Gradient(colors: [Color(white: 0), Color(white: 1)]),
                                               startPoint: CGPoint(x: 25, y: 0), endPoint: CGPoint(x: 75, y: 0)))
        }) else { return }
        // then the colour is black before the start, white after the end, and half-way grey at the middle.
        assertPixel(pixels, origin, 5, 50, (0, 0, 0))
        assertPixel(pixels, origin, 95, 50, (255, 255, 255))
        assertPixel(pixels, origin, 50, 50, (130, 130, 130), tolerance: 3)
    } }

    func testRadialGradientAndRepeatingLinearGradient() { MainActor.assumeIsolated {
        // Given a red-to-blue radial gradient of radius 50 round the centre,
        guard let (pixels, origin) = render({ context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 50)),
                         with: .radialGradient(Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]),
                                               center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 50))
            // and below it a black-white gradient 10 points long that repeats.
            context.fill(Path(CGRect(x: 0, y: 50, width: 100, height: 50)),
                         with: .linearGradient(Gradient(colors: [Color(white: 0), Color(white: 1)]),
                                               startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 10, y: 0), options: .repeat))
        }) else { return }
        // then the radial one is blue 50 points from the centre and half-way at 25,
        assertPixel(pixels, origin, 50, 0, (0, 0, 255), tolerance: 3)
        assertPixel(pixels, origin, 50, 25, (128, 0, 128), tolerance: 4)
        // and the repeating one starts over every 10 points (x + 0.5 is the pixel centre: 1/20 then 11/20).
        let first = pixels.pixel(x: Int(origin.x) + 0, y: Int(origin.y) + 75)
        let again = pixels.pixel(x: Int(origin.x) + 10, y: Int(origin.y) + 75)
        let late = pixels.pixel(x: Int(origin.x) + 9, y: Int(origin.y) + 75)
        XCTAssertLessThan(first.r, 20)
        XCTAssertLessThan(again.r, 20)
        XCTAssertGreaterThan(late.r, 230)
    } }

    func testClipScaleRotateStrokeAndFilters() { MainActor.assumeIsolated {
        guard let (pixels, origin) = render({ context, size in
            // Given a clip to the left half, a full-canvas fill shows only there;
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 50)))
            clipped.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 50)), with: .color(Color(white: 0)))
            // an inverse clip keeps what is outside the path;
            var inverse = context
            inverse.clip(to: Path(CGRect(x: 50, y: 0, width: 25, height: 50)), options: .inverse)
            inverse.fill(Path(CGRect(x: 50, y: 0, width: 50, height: 50)), with: .color(Color(red: 0, green: 0, blue: 1)))
            // a scale doubles a 10-point square to 20;
            var scaled = context
            scaled.translateBy(x: 0, y: 50)
            scaled.scaleBy(x: 2, y: 2)
            scaled.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(Color(red: 1, green: 0, blue: 0)))
            // a colour-invert filter turns the red it draws cyan;
            var inverted = context
            inverted.addFilter(.colorInvert())
            inverted.fill(Path(CGRect(x: 30, y: 50, width: 20, height: 20)), with: .color(Color(red: 1, green: 0, blue: 0)))
            // a quarter turn about (75, 75) takes a bar pointing right to one pointing down;
            var turned = context
            turned.translateBy(x: 75, y: 75)
            turned.rotate(by: .degrees(90))
            turned.fill(Path(CGRect(x: 0, y: -2, width: 20, height: 4)), with: .color(Color(white: 0)))
            // and a 4-point stroke draws a frame line.
            context.stroke(Path(CGRect(x: 2, y: 82, width: 16, height: 16)), with: .color(Color(red: 0, green: 1, blue: 0)), lineWidth: 4)
        }) else { return }
        assertPixel(pixels, origin, 25, 25, (0, 0, 0), tolerance: 0)
        assertPixel(pixels, origin, 60, 25, (255, 255, 255), tolerance: 0)
        assertPixel(pixels, origin, 90, 25, (0, 0, 255), tolerance: 0)
        assertPixel(pixels, origin, 19, 69, (255, 0, 0), tolerance: 0)
        assertPixel(pixels, origin, 21, 71, (255, 255, 255), tolerance: 0)
        assertPixel(pixels, origin, 40, 60, (0, 255, 255), tolerance: 0)
        assertPixel(pixels, origin, 75, 90, (0, 0, 0), tolerance: 0)
        assertPixel(pixels, origin, 90, 75, (255, 255, 255), tolerance: 0)
        assertPixel(pixels, origin, 2, 90, (0, 255, 0), tolerance: 0)
        assertPixel(pixels, origin, 10, 90, (255, 255, 255), tolerance: 0)
    } }

    func testDrawLayerCompositesWithTheContextsOpacityAndBlendModeMultiplies() { MainActor.assumeIsolated {
        guard let (pixels, origin) = render({ context, size in
            // Given two overlapping black squares drawn in a layer at half opacity,
            var layered = context
            layered.opacity = 0.5
            layered.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 30)), with: .color(Color(white: 0)))
                layer.fill(Path(CGRect(x: 20, y: 0, width: 30, height: 30)), with: .color(Color(white: 0)))
            }
            // and a yellow square multiplied over a cyan one,
            context.fill(Path(CGRect(x: 50, y: 50, width: 40, height: 40)), with: .color(Color(red: 0, green: 1, blue: 1)))
            var multiply = context
            multiply.blendMode = .multiply
            multiply.fill(Path(CGRect(x: 50, y: 50, width: 40, height: 40)), with: .color(Color(red: 1, green: 1, blue: 0)))
        }) else { return }
        // then the overlap is as grey as each square alone (the layer is composited once),
        assertPixel(pixels, origin, 10, 10, (128, 128, 128))
        assertPixel(pixels, origin, 25, 10, (128, 128, 128))
        // and cyan times yellow is green.
        assertPixel(pixels, origin, 70, 70, (0, 255, 0), tolerance: 0)
    } }

    func testTextIsDrawnAtItsAnchorInTheEnvironmentsStyle() { MainActor.assumeIsolated {
        var measured = CGSize.zero
        guard let (pixels, origin) = render({ context, size in
            // Given bold black text resolved and drawn with its top-leading corner at (10, 10),
            let text = context.resolve(Text("W").font(.system(size: 40)).foregroundColor(Color(white: 0)))
            measured = text.measure(in: size)
            context.draw(text, at: CGPoint(x: 10, y: 10), anchor: .topLeading)
        }) else { return }
        // then the text has a size and dark pixels inside its box, none above or left of it.
        XCTAssertGreaterThan(measured.width, 20)
        XCTAssertGreaterThan(measured.height, 30)
        var darkInside = 0, darkOutside = 0
        for y in 0..<100 { for x in 0..<100 {
            let p = pixels.pixel(x: Int(origin.x) + x, y: Int(origin.y) + y)
            guard p.r < 100 else { continue }
            if x >= 10 && y >= 10 && CGFloat(x) < 10 + measured.width && CGFloat(y) < 10 + measured.height { darkInside += 1 } else { darkOutside += 1 }
        } }
        XCTAssertGreaterThan(darkInside, 50)
        XCTAssertEqual(darkOutside, 0)
    } }

    func testArcPathsAndStrokedOutlines() { MainActor.assumeIsolated {
        guard let (pixels, origin) = render({ context, size in
            // Given a quarter pie from 0° to 90° (y down: the lower right) round (50, 50),
            let pie = Path { path in
                path.move(to: CGPoint(x: 50, y: 50))
                path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
                path.closeSubpath()
            }
            XCTAssertEqual(pie.boundingRect.maxX, 90, accuracy: 0.5)
            XCTAssertTrue(pie.contains(CGPoint(x: 70, y: 70)))
            context.fill(pie, with: .color(Color(white: 0)))
            // and a 6-point line's stroked outline filled in blue along the top.
            let line = Path { $0.addLines([CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 10)]) }
            context.fill(line.strokedPath(StrokeStyle(lineWidth: 6)), with: .color(Color(red: 0, green: 0, blue: 1)))
        }) else { return }
        assertPixel(pixels, origin, 70, 70, (0, 0, 0), tolerance: 0)
        assertPixel(pixels, origin, 70, 30, (255, 255, 255), tolerance: 0)
        assertPixel(pixels, origin, 30, 70, (255, 255, 255), tolerance: 0)
        assertPixel(pixels, origin, 50, 11, (0, 0, 255), tolerance: 0)
        assertPixel(pixels, origin, 50, 15, (255, 255, 255), tolerance: 0)
    } }

    func testPathsAreValues() {
        // Given a path and a copy of it,
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        var copy = path
        // when the copy grows, the original keeps its bounds.
        copy.addLine(to: CGPoint(x: 10, y: 30))
        copy.addArc(center: .zero, radius: 50, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 0))
        XCTAssertEqual(copy.boundingRect.maxY, 50, accuracy: 0.5)
    }

    func testTheRendererRunsAgainWhenTheCanvasIsRemade() { MainActor.assumeIsolated {
        // Given a canvas whose colour is state,
        let model = CanvasColourModel()
        let hosted = HostedContent(CanvasColourScreen(model: model))
        guard let frame = hosted.frame("canvas") else { return XCTFail("no canvas") }
        XCTAssertEqual(hosted.host.snapshot().pixel(x: Int(frame.minX) + 5, y: Int(frame.minY) + 5).b, 255)
        // when the state changes, the canvas draws the new colour.
        model.red = true
        hosted.settle()
        let p = hosted.host.snapshot().pixel(x: Int(frame.minX) + 5, y: Int(frame.minY) + 5)
        XCTAssertEqual([p.r, p.g, p.b], [255, 0, 0])
    } }
}

@Observable
final class CanvasColourModel { var red = false }

private struct CanvasColourScreen: View {
    let model: CanvasColourModel
    var body: some View {
        let red = model.red
        return Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .color(red ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1)))
        }
        .frame(width: 20, height: 20)
        .accessibilityIdentifier("canvas")
    }
}
