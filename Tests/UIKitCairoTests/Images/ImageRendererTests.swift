import Foundation
import UIKit
import XCTest

/// `UIGraphicsImageRenderer`, the older image contexts, `render(in:)` and
/// images drawn back, as snapshot code in custom transitions uses them.
final class ImageRendererTests: XCTestCase {
    /// The image codec, installed as the app entry would (docs/APP.md, "Plug-ins").
    override class func setUp() {
        super.setUp()
        SystemImageCodec.install()
    }

    private let transparent = RGBA8(r: 0, g: 0, b: 0, a: 0)

    func testARendererMakesAnImageOfItsSizeAtItsScaleFromTheDrawingBlock() {
        // Given a 40x20 renderer at scale 2
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format)

        // When the block fills the left half red through the context and the current context
        var currentWasTheBlocks = false
        let image = renderer.image { context in
            currentWasTheBlocks = UIGraphicsGetCurrentContext() === context.cgContext
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }

        // Then the image is 40x20 points of 80x40 pixels, red on the left, clear on the right
        XCTAssertTrue(currentWasTheBlocks)
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertEqual(image.size, CGSize(width: 40, height: 20))
        XCTAssertEqual(image.scale, 2)
        let pixels = try! XCTUnwrap(image.cgImage).pixelBuffer
        XCTAssertEqual(pixels.width, 80)
        XCTAssertEqual(pixels.height, 40)
        XCTAssertEqual(pixels.pixelsDiffering(from: pureRed, xs: 0..<40, ys: 0..<40), [])
        XCTAssertEqual(pixels.pixelsDiffering(from: transparent, xs: 40..<80, ys: 0..<40), [])
    }

    func testAnOpaqueFormatLeavesWhatIsNotDrawnBlack() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in }
        XCTAssertEqual(image.cgImage?.pixelBuffer.pixel(x: 5, y: 5), RGBA8(r: 0, g: 0, b: 0))
    }

    func testRenderInDrawsAViewTreeIntoTheRenderersContext() {
        // Given a red 40x20 view with a blue subview over its right half, not in any window
        let view = makeColoredView(CGRect(x: 100, y: 100, width: 40, height: 20), .red)
        view.addSubview(makeColoredView(CGRect(x: 20, y: 0, width: 20, height: 20), .blue))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1

        // When its layer renders into a renderer of its bounds (RetroTransition's snapshot)
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { context in
            view.layer.render(in: context.cgContext)
        }

        // Then the image is the view in its own space: red left, blue right
        let pixels = try! XCTUnwrap(image.cgImage).pixelBuffer
        // The view's snapshot is scaled 2x with filtering, as UIKit draws it: the two
        // columns at the seam blend red and blue.
        XCTAssertEqual(pixels.pixelsDiffering(from: pureRed, xs: 0..<19, ys: 0..<20), [])
        XCTAssertEqual(pixels.pixelsDiffering(from: pureBlue, xs: 21..<40, ys: 0..<20), [])
    }

    func testTheOlderImageContextGivesTheImageDrawnSinceItBegan() {
        // Given an image context of 10x10 points at scale 1 with alpha
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 1)
        let context = try! XCTUnwrap(UIGraphicsGetCurrentContext())

        // When the top 4 rows are filled green and the image is read, then the context ends
        context.setFillColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 4))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()

        // Then the image is green on top (UIKit's top-down space) and clear below; nothing stays current
        let pixels = try! XCTUnwrap(image?.cgImage).pixelBuffer
        XCTAssertEqual(image?.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(pixels.pixelsDiffering(from: pureGreen, xs: 0..<10, ys: 0..<4), [])
        XCTAssertEqual(pixels.pixelsDiffering(from: transparent, xs: 0..<10, ys: 4..<10), [])
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
    }

    func testAnImageDrawsUprightAndAsALayersContents() {
        // Given an image red on its top 5 rows and blue below
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let source = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
        }

        // When it is drawn scaled into 20x20 with draw(in:), and set as a window layer's contents
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            source.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let host = makeRenderingHost(width: 20, height: 20)
        let layer = makeFreeLayer(in: host)
        layer.contents = source.cgImage
        let shown = host.snapshot()

        // Then both keep red on top and blue below
        let pixels = try! XCTUnwrap(drawn.cgImage).pixelBuffer
        XCTAssertEqual(pixels.pixelsDiffering(from: pureRed, xs: 0..<20, ys: 0..<9), [])
        XCTAssertEqual(pixels.pixelsDiffering(from: pureBlue, xs: 0..<20, ys: 11..<20), [])
        XCTAssertEqual(shown.pixel(x: 10, y: 4), pureRed)
        XCTAssertEqual(shown.pixel(x: 10, y: 15), pureBlue)
    }

    func testASnapshotViewKeepsTheLookTheViewHadWhenTaken() {
        // Given a red 40x20 view with a blue right half in a window
        let host = makeRenderingHost(width: 100, height: 40)
        let view = makeColoredView(CGRect(x: 0, y: 0, width: 40, height: 20), .red)
        let half = makeColoredView(CGRect(x: 20, y: 0, width: 20, height: 20), .blue)
        view.addSubview(half)
        host.window.addSubview(view)

        // When it is snapshotted, then turns green, and the snapshot is shown at (50, 10)
        let snapshot = try! XCTUnwrap(view.snapshotView(afterScreenUpdates: false))
        XCTAssertEqual(snapshot.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .green
        half.backgroundColor = .green
        snapshot.frame.origin = CGPoint(x: 50, y: 10)
        host.window.addSubview(snapshot)
        let image = host.snapshot()

        // Then the snapshot still shows red and blue, and the view green
        XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: 50..<70, ys: 10..<30), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureBlue, xs: 70..<90, ys: 10..<30), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureGreen, xs: 0..<40, ys: 0..<20), [])
    }

    func testDrawHierarchyDrawsTheViewScaledIntoTheRect() {
        let view = makeColoredView(CGRect(x: 0, y: 0, width: 20, height: 10), .red)
        view.addSubview(makeColoredView(CGRect(x: 10, y: 0, width: 10, height: 10), .blue))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var drew = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { _ in
            drew = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true)
        }
        let pixels = try! XCTUnwrap(image.cgImage).pixelBuffer
        XCTAssertTrue(drew)
        XCTAssertFalse(view.drawHierarchy(in: .zero, afterScreenUpdates: false))
        // The view's snapshot is scaled 2x with filtering, as UIKit draws it: the two
        // columns at the seam blend red and blue.
        XCTAssertEqual(pixels.pixelsDiffering(from: pureRed, xs: 0..<19, ys: 0..<20), [])
        XCTAssertEqual(pixels.pixelsDiffering(from: pureBlue, xs: 21..<40, ys: 0..<20), [])
        XCTAssertEqual(pixels.pixelsDiffering(from: transparent, xs: 0..<40, ys: 20..<40), [])
    }

    func testRenderInABitmapContextFillsItsMemory() {
        // Given a 20x10 RGBA bitmap context flipped to UIKit's top-down space
        let space = CGColorSpaceCreateDeviceRGB()
        let context = try! XCTUnwrap(CGContext(data: nil, width: 20, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: space,
                                               bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.translateBy(x: 0, y: 10)
        context.scaleBy(x: 1, y: -1)
        let view = makeColoredView(CGRect(x: 0, y: 0, width: 20, height: 10), .white)
        view.addSubview(makeColoredView(CGRect(x: 0, y: 0, width: 20, height: 3), .red))

        // When the view's layer renders into it
        view.layer.render(in: context)

        // Then the first rows in memory are the red strip and the rest white
        let image = try! XCTUnwrap(context.makeImage()).pixelBuffer
        XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: 0..<20, ys: 0..<3), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureWhite, xs: 0..<20, ys: 3..<10), [])
    }
}

/// Display links as iOS code writes them: a target and a method, added to the main run loop.
final class DisplayLinkTests: XCTestCase {
    func testALinkWithATargetMethodFiresOnEveryFrameOfTheMainScreensWindow() {
        // Given a 60 Hz headless window and a link to a counter's method
        let host = makeRenderingHost(width: 20, height: 20)
        let counter = FrameCounter()
        let link = CADisplayLink(target: counter, selector: FrameCounter.step)
        UIScreen.makeCurrent(host.window.screen)

        // When it is added to the main run loop and 5 frames pass
        link.add(to: .main, forMode: .common)
        let start = host.now
        host.advance(by: 5.0 / 60)

        // Then it fired on each, with the frame's time and the next frame's
        XCTAssertTrue(link.window === host.window)
        XCTAssertEqual(counter.timestamps.count, 5)
        XCTAssertEqual(counter.timestamps.last ?? 0, start + 5.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(link.targetTimestamp, link.timestamp + 1.0 / 60, accuracy: 1e-9)
        link.invalidate()
    }

    func testAPreferredRateOf30SkipsEveryOtherFrameAndInvalidateStopsIt() {
        let host = makeRenderingHost(width: 20, height: 20)
        var fired: [CFTimeInterval] = []
        let link = CADisplayLink(target: self, selector: { fired.append($0.timestamp) })
        link.preferredFramesPerSecond = 30
        link.add(to: host.window)
        let start = host.now

        host.advance(by: 6.0 / 60)
        link.invalidate()
        host.advance(by: 4.0 / 60)

        XCTAssertEqual(fired.count, 3)
        XCTAssertEqual(fired.map { ($0 - start) * 60 }.map { $0.rounded() }, [1, 3, 5])
        XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-12)
        XCTAssertNil(link.window)
    }
}

private final class FrameCounter {
    var timestamps: [CFTimeInterval] = []
    func step(_ link: CADisplayLink) { timestamps.append(link.timestamp) }
}
