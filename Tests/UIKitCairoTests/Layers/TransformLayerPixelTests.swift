import Foundation
import UIKit
import XCTest

/// `CATransformLayer`: a cube of six 100-point faces, each 50 points out from the
/// centre, in a transform layer seen in perspective (`m34 = -1/500` on its
/// superlayer's `sublayerTransform`): faces sorted back to front by depth, back
/// faces gone with `isDoubleSided = false`, the transform layer itself not drawn.
///
/// By hand, a face point (u, v) about its centre goes through the face's 4x4, the
/// cube's turn, then w = 1 - z/500; on screen it is (150 + x/w, 150 + y/w).
final class TransformLayerPixelTests: XCTestCase {
    private static let colors: [(name: String, color: RGBA8)] = [
        ("front", RGBA8(r: 255, g: 0, b: 0)), ("back", RGBA8(r: 0, g: 0, b: 255)),
        ("right", RGBA8(r: 0, g: 255, b: 0)), ("left", RGBA8(r: 255, g: 255, b: 0)),
        ("top", RGBA8(r: 255, g: 0, b: 255)), ("bottom", RGBA8(r: 0, g: 255, b: 255)),
    ]

    /// Each face's 4x4: turned to face outward, then moved 50 points out.
    private static func faceTransform(_ name: String) -> CATransform3D {
        switch name {
        case "front": return CATransform3DMakeTranslation(0, 0, 50)
        case "back": return CATransform3DTranslate(CATransform3DMakeRotation(.pi, 0, 1, 0), 0, 0, 50)
        case "right": return CATransform3DTranslate(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 0, 0, 50)
        case "left": return CATransform3DTranslate(CATransform3DMakeRotation(-.pi / 2, 0, 1, 0), 0, 0, 50)
        case "top": return CATransform3DTranslate(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), 0, 0, 50)
        default: return CATransform3DTranslate(CATransform3DMakeRotation(-.pi / 2, 1, 0, 0), 0, 0, 50)
        }
    }

    /// A 300x300 white window with a 200-point container centred at (150, 150) whose
    /// sublayers see a perspective of 500 points, holding the cube turned by `turn`,
    /// its faces added in `order`.
    private func cube(turn: CATransform3D, order: [String], doubleSided: Bool,
                      configure: (CATransformLayer) -> Void = { _ in }) -> (HeadlessHost, CATransformLayer) {
        let host = makeRenderingHost(width: 300, height: 300)
        let container = makeFreeLayer(in: host, frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let cube = CATransformLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        container.sublayerTransform = perspective
        cube.frame = container.bounds
        for name in order {
            let face = CALayer()
            face.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            face.backgroundColor = Self.color(name).cgColor
            face.transform = Self.faceTransform(name)
            face.isDoubleSided = doubleSided
            cube.addSublayer(face)
        }
        cube.transform = turn
        configure(cube)
        container.addSublayer(cube)
        CATransaction.commit()
        return (host, cube)
    }

    private static func color(_ name: String) -> UIColor {
        let c = colors.first { $0.name == name }!.color
        return UIColor(red: CGFloat(c.r) / 255, green: CGFloat(c.g) / 255, blue: CGFloat(c.b) / 255, alpha: 1)
    }

    private static func rgba(_ name: String) -> RGBA8 { colors.first { $0.name == name }!.color }

    private let names = ["front", "back", "right", "left", "top", "bottom"]

    func testACubeTurnedAboutYShowsItsFrontAndLeftFacesWithTheEdgesTheMatrixGives() {
        // Given the cube turned 30° about y (x·cos30 + z·sin30, z·cos30 - x·sin30), back faces hidden
        let (host, _) = cube(turn: CATransform3DMakeRotation(.pi / 6, 0, 1, 0), order: names, doubleSided: false)

        // When drawn
        let image = host.snapshot()

        // Then along the middle row: the left face's far edge (u = -50 of the left face: x = -68.30,
        // z = -18.30, w = 1.0366) at 150 - 65.89 = 84.11; the edge it shares with the front
        // (x = -18.30, z = 68.30, w = 0.8634) at 128.80; the front's right edge (x = 68.30, z = 18.30,
        // w = 0.9634) at 220.90. Whole pixels between them hold the faces' own colours.
        let row = 150
        XCTAssertEqual(image.pixel(x: 83, y: row), pureWhite)
        for x in 85...127 { XCTAssertEqual(image.pixel(x: x, y: row), Self.rgba("left"), "x \(x)") }
        for x in 129...219 { XCTAssertEqual(image.pixel(x: x, y: row), Self.rgba("front"), "x \(x)") }
        XCTAssertEqual(image.pixel(x: 221, y: row), pureWhite)
        // The shared edge's pixel (128...129) is 80 % left, 20 % front: yellow with some green gone.
        let shared = image.pixel(x: 128, y: row)
        XCTAssertEqual(shared.r, 255)
        XCTAssertEqual(Int(shared.g), 204, accuracy: 2)
        // The front's near (left) edge spans y = 150 ± 50/0.8634 = 92.09...207.91, its far one
        // 150 ± 50/0.9634 = 98.10...201.90: the rows wholly inside are 93...206 in column 129 (the edges
        // there are at 92.10...92.17 and 207.83...207.90) and 99...200 in column 219 (98.05, 201.95).
        let left = (80..<220).filter { image.pixel(x: 129, y: $0) == Self.rgba("front") }
        let right = (80..<220).filter { image.pixel(x: 219, y: $0) == Self.rgba("front") }
        XCTAssertEqual(left.first, 93)
        XCTAssertEqual(left.last, 206)
        XCTAssertEqual(right.first, 99)
        XCTAssertEqual(right.last, 200)
        // And no pixel shows a face that looks away (back, right, top, bottom).
        for name in ["back", "right", "top", "bottom"] {
            XCTAssertEqual(image.count(of: Self.rgba(name)), 0, name)
        }
    }

    func testTheFrontFaceCoversTheCentreWhicheverOrderTheFacesWereAdded() {
        // Given the cube turned -30° about x then 36° about y, both faces' sides drawn,
        // once with the front face added first and once last (the back face, at depth
        // -32.7, covers the centre too, as do the front's neighbours at 31.2 and 21.1)
        let turn = CATransform3DRotate(CATransform3DMakeRotation(.pi / 5, 0, 1, 0), -.pi / 6, 1, 0, 0)
        let (first, _) = cube(turn: turn, order: names, doubleSided: true)
        let (last, _) = cube(turn: turn, order: names.reversed(), doubleSided: true)

        // When drawn
        let a = first.snapshot(), b = last.snapshot()

        // Then the front face (depth 37.7, the nearest) is at the centre both times,
        // and the two pictures are the same pixel for pixel
        XCTAssertEqual(a.pixel(x: 150, y: 150), Self.rgba("front"))
        XCTAssertEqual(b.pixel(x: 150, y: 150), Self.rgba("front"))
        XCTAssertEqual(a, b)
        // And the visible faces are the front, left and top ones: the corner they share,
        // (149.63, 127.97) on screen, has the left face just left of it and the top just above.
        XCTAssertEqual(a.pixel(x: 140, y: 128), Self.rgba("left"))
        XCTAssertEqual(a.pixel(x: 160, y: 125), Self.rgba("top"))
    }

    func testWithBackFacesHiddenOnlyTheFrontLeftAndTopFacesShow() {
        // Given the same turned cube with isDoubleSided = false
        let turn = CATransform3DRotate(CATransform3DMakeRotation(.pi / 5, 0, 1, 0), -.pi / 6, 1, 0, 0)
        let (host, _) = cube(turn: turn, order: names.reversed(), doubleSided: false)

        // When drawn
        let image = host.snapshot()

        // Then the faces turned away leave no pixel, and the three turned to the eye do
        for name in ["back", "right", "bottom"] { XCTAssertEqual(image.count(of: Self.rgba(name)), 0, name) }
        for name in ["front", "left", "top"] { XCTAssertGreaterThan(image.count(of: Self.rgba(name)), 1000, name) }
        XCTAssertEqual(image.pixel(x: 150, y: 150), Self.rgba("front"))
    }

    func testTheTransformLayersOwnLookIsIgnoredAndItsOpacityAppliesToEachFace() {
        // Given a flat transform layer with a black background and border, at opacity 0.5,
        // holding a red face and, 10 points nearer, a blue one overlapping it by half
        let host = makeRenderingHost(width: 300, height: 300)
        let container = makeFreeLayer(in: host, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let layer = CATransformLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        layer.backgroundColor = UIColor.black.cgColor
        layer.borderWidth = 4
        layer.opacity = 0.5
        for (x, z, color) in [(50.0, 10.0, UIColor.blue), (0, 0, UIColor.red)] as [(CGFloat, CGFloat, UIColor)] {
            let face = CALayer()
            face.frame = CGRect(x: 100 + x, y: 100, width: 100, height: 100)
            face.zPosition = z
            face.backgroundColor = color.cgColor
            layer.addSublayer(face)
        }
        container.addSublayer(layer)
        CATransaction.commit()

        // When drawn
        let image = host.snapshot()

        // Then outside the faces the window is white (no background, no border)
        XCTAssertEqual(image.pixel(x: 2, y: 2), pureWhite)
        XCTAssertEqual(image.pixel(x: 50, y: 50), pureWhite)
        // And red alone is half over white, blue (nearer, drawn last although added first)
        // is half over that: (255, 128, 128) then (128, 64, 191), not a group's (128, 128, 255)
        let red = image.pixel(x: 120, y: 150), both = image.pixel(x: 175, y: 150)
        XCTAssertEqual(red.r, 255)
        XCTAssertEqual(Int(red.g), 128, accuracy: 1)
        XCTAssertEqual(Int(red.b), 128, accuracy: 1)
        XCTAssertEqual(Int(both.r), 128, accuracy: 1)
        XCTAssertEqual(Int(both.g), 64, accuracy: 1)
        XCTAssertEqual(Int(both.b), 191, accuracy: 1)
    }

    func testAViewBackedByATransformLayerDrawsItsSubviewsByDepthAndNotItsBackground() {
        // Given a view whose layerClass is CATransformLayer, with a black background, holding a
        // red subview 20 points nearer than a blue one added after it, overlapping it
        let host = makeRenderingHost(width: 200, height: 200)
        let stage = TransformLayerView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        stage.backgroundColor = .black
        let near = makeColoredView(CGRect(x: 40, y: 40, width: 80, height: 80), .red)
        near.layer.zPosition = 20
        let far = makeColoredView(CGRect(x: 80, y: 80, width: 80, height: 80), .blue)
        stage.addSubview(near)
        stage.addSubview(far)
        host.window.addSubview(stage)

        // When drawn
        let image = host.snapshot()

        // Then the nearer red view covers the blue one where they overlap, and the view's own
        // background is not drawn
        XCTAssertTrue(stage.layer is CATransformLayer)
        XCTAssertEqual(image.pixel(x: 100, y: 100), pureRed)
        XCTAssertEqual(image.pixel(x: 140, y: 140), RGBA8(r: 0, g: 0, b: 255))
        XCTAssertEqual(image.pixel(x: 20, y: 180), pureWhite)
    }

    func testHitTestingATransformLayerFindsNothing() {
        // Given a transform layer with a face under (50, 50)
        let layer = CATransformLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let face = CALayer()
        face.frame = layer.bounds
        layer.addSublayer(face)

        // When hit-tested, then it answers nil, as Core Animation documents
        XCTAssertNil(layer.hitTest(CGPoint(x: 50, y: 50)))
        // And its presentation copy is a transform layer
        XCTAssertTrue(layer.presentation() is CATransformLayer)
    }
}

/// A view whose backing layer is a transform layer.
private final class TransformLayerView: UIView {
    override class var layerClass: AnyClass { CATransformLayer.self }
}

private extension PixelBuffer {
    /// How many pixels are exactly `color`.
    func count(of color: RGBA8) -> Int {
        var count = 0
        for y in 0..<height { for x in 0..<width where pixel(x: x, y: y) == color { count += 1 } }
        return count
    }
}
