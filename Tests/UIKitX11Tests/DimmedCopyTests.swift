import CCairo
import UIKitCairo
import XCTest
@testable import UIKitX11

/// A dimmed copy (an opaque bitmap with a translucent fill straight over it, the dimming
/// over the presenter) drawn as fills where the bitmap is one colour: the tiles found,
/// the rectangles each request covers, and the blended colour against pixman's own blend.
final class DimmedCopyTests: XCTestCase {
    private let white: UInt32 = 0xFFFF_FFFF

    /// A 256x32 RGB24 bitmap, white with garbage in the unused top byte, black at the given pixels.
    private func bitmap(black pixels: [(x: Int, y: Int)]) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 256, 32)!
        let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<32 {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<256 { row[x] = UInt32((x * 7 + y) & 0xFF) << 24 | 0x00FF_FFFF }
        }
        for pixel in pixels {
            UnsafeMutableRawPointer(data + pixel.y * stride).assumingMemoryBound(to: UInt32.self)[pixel.x] = 0xFF00_0000
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    private func box(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> PixelBox {
        PixelBox(x: x, y: y, width: width, height: height)
    }

    func testTilesSplitABoxIntoOneColourRectanglesAndMixedOnes() throws {
        // Given a white bitmap of 4x4 tiles (64x8 pixels) with a black pixel in tile (1, 1) and one in tile (3, 3),
        let surface = bitmap(black: [(70, 9), (200, 30)])
        defer { cairo_surface_destroy(surface) }
        let tiles = try XCTUnwrap(BitmapSolidTiles(surface))
        XCTAssertEqual(tiles.color(column: 0, row: 0), white, "the unused byte ignored, the colour opaque")
        XCTAssertNil(tiles.color(column: 1, row: 1))
        XCTAssertNil(tiles.color(column: 3, row: 3))

        // when the whole bitmap is split,
        let whole = tiles.split(box(0, 0, 256, 32))

        // then each band of tiles is cut where the kind changes, and only the mixed tiles are mixed.
        XCTAssertEqual(whole.solid.map(\.box), [box(0, 0, 256, 8), box(0, 8, 64, 8), box(128, 8, 128, 8),
                                                 box(0, 16, 256, 8), box(0, 24, 192, 8)])
        XCTAssertEqual(Set(whole.solid.map(\.color)), [white])
        XCTAssertEqual(whole.mixed, [box(64, 8, 64, 8), box(192, 24, 64, 8)])

        // A column of uniform tiles is one rectangle (merged downward), and a box inside
        // tiles keeps its own edges.
        XCTAssertEqual(tiles.split(box(0, 0, 64, 32)).solid.map(\.box), [box(0, 0, 64, 32)])
        let inner = tiles.split(box(10, 4, 100, 10))
        XCTAssertEqual(inner.solid.map(\.box), [box(10, 4, 100, 4), box(10, 8, 54, 6)])
        XCTAssertEqual(inner.mixed, [box(64, 8, 46, 6)])
    }

    func testTheRequestsOfADimmedCopyCoverItsPartsOnceInDevicePixels() throws {
        // Given the bitmap above copied with its pixel (0, 0) at device pixel (100, 50), dimmed 40 % black,
        let surface = bitmap(black: [(70, 9)])
        defer { cairo_surface_destroy(surface) }
        let tiles = BitmapSolidParts(tiles: try XCTUnwrap(BitmapSolidTiles(surface)))
        let fill: DimmedCopy.Color = (0, 0, 0, 26214)
        // (a part reaching 10 pixels past the bitmap's right edge, where its edge pixels repeat)
        let dimmed = DimmedCopy(parts: [box(100, 50, 266, 16), box(100, 66, 64, 16)], offset: (-100, -50), tiles: tiles, fill: fill)

        // when its requests are made,
        let (solid, mixed) = dimmed.requests()

        // then the one-colour tiles are one fill of white dimmed (255 * 153 / 255 = 153, opaque),
        XCTAssertEqual(solid.map(\.color), [0xFF99_9999])
        XCTAssertEqual(solid.first?.boxes, [box(100, 50, 256, 8), box(100, 58, 64, 8), box(228, 58, 128, 8), box(100, 66, 64, 16)])
        // and the mixed tile and the part past the edge are copied and blended,
        XCTAssertEqual(mixed, [box(356, 50, 10, 16), box(164, 58, 64, 8)])
        // covering every pixel of the parts exactly once.
        let covered = (solid.flatMap(\.boxes) + mixed).reduce(0) { $0 + $1.area }
        XCTAssertEqual(covered, 266 * 16 + 64 * 16)
    }

    func testManyBitmapColoursAreGroupedByTheirBlendedColourInOrderOfFirstUse() {
        // Given a 48x2 bitmap whose first row is 24 one-colour runs of 2 pixels in 20
        // colours (more than the 16 the requests look up in a list: the rest go to a map),
        // colours coming back after others, two of them (0xFF000000 and 0xFF000001) that a
        // half-black fill blends alike, and a mixed second row,
        let colors: [UInt32] = (0..<24).map { run in
            switch run {
            case 0, 5, 23: return 0xFF00_0000
            case 1, 6: return 0xFF00_0001
            default: return 0xFF00_0000 | UInt32(run * 10) << 8 | UInt32(run * 3)
            }
        }
        let solid = colors.enumerated().map { (color: $0.element, box: box($0.offset * 2, 0, 2, 1)) }
        let tiles = BitmapSolidParts(width: 48, height: 2, solid: solid, mixed: [box(0, 1, 48, 1)])
        let fill: DimmedCopy.Color = (0, 0, 0, 0x8000)
        let dimmed = DimmedCopy(parts: [box(10, 5, 48, 2)], offset: (-10, -5), tiles: tiles, fill: fill)

        // when its requests are made,
        let (groups, mixed) = dimmed.requests()

        // then each run is filled with its colour blended, one group per blended colour in
        // the order each first appears, the runs in their order within it,
        var expected: [(color: UInt32, boxes: [PixelBox])] = []
        for (run, color) in colors.enumerated() {
            let blended = DimmedCopy.blend(fill, over: color), device = box(10 + run * 2, 5, 2, 1)
            if let at = expected.firstIndex(where: { $0.color == blended }) {
                expected[at].boxes.append(device)
            } else {
                expected.append((blended, [device]))
            }
        }
        XCTAssertEqual(groups.map(\.color), expected.map(\.color))
        XCTAssertEqual(groups.map(\.boxes), expected.map(\.boxes))
        // (the two near-black colours share the first group: five runs)
        XCTAssertEqual(DimmedCopy.blend(fill, over: 0xFF00_0001), DimmedCopy.blend(fill, over: 0xFF00_0000))
        XCTAssertEqual(groups.first?.boxes, [box(10, 5, 2, 1), box(12, 5, 2, 1), box(20, 5, 2, 1), box(22, 5, 2, 1), box(56, 5, 2, 1)])
        XCTAssertEqual(groups.count, 20)
        // and the mixed row is copied and blended.
        XCTAssertEqual(mixed, [box(10, 6, 48, 1)])
    }

    func testTheRowCutMakesTheMixedPartAsSmallAsTheInk() throws {
        // Given the bitmap with one black pixel cut by its rows, copied with its pixel (0, 0)
        // at device pixel (100, 50) and dimmed 40 % black,
        let surface = bitmap(black: [(70, 9)])
        defer { cairo_surface_destroy(surface) }
        let parts = try XCTUnwrap(BitmapSolidParts(surface))
        let dimmed = DimmedCopy(parts: [box(100, 50, 266, 16), box(100, 66, 64, 16)], offset: (-100, -50), tiles: parts,
                                fill: (0, 0, 0, 26214))

        // when its requests are made,
        let (solid, mixed) = dimmed.requests()

        // then only the black pixel and the part past the bitmap's edge are copied and blended
        // (the tiles made its whole 64x8 tile mixed), the rest one fill of white dimmed,
        XCTAssertEqual(mixed, [box(356, 50, 10, 16), box(170, 59, 1, 1)])
        XCTAssertEqual(solid.map(\.color), [0xFF99_9999])
        XCTAssertEqual(solid.first?.boxes, [box(100, 50, 256, 9), box(100, 59, 70, 1), box(171, 59, 185, 1), box(100, 60, 256, 6),
                                            box(100, 66, 64, 16)])
        // covering every pixel of the parts exactly once.
        XCTAssertEqual((solid.flatMap(\.boxes) + mixed).reduce(0) { $0 + $1.area }, 266 * 16 + 64 * 16)
    }

    func testTheBackPicturesCopyIsTheDamageLessWhatWentStraightToTheWindow() {
        // Given a 100x40 damage box: a card copied straight to the window on its lower right
        // (60, 20, 40x20), the dimmed list's parts above and left of it, of which a mixed
        // rectangle and a fill under the shadow were drawn in the back picture (the rest of
        // the parts filled straight), and a strip on the left (x < 5) no dimmed copy covers,
        let damage = box(0, 0, 100, 40), direct = [box(60, 20, 40, 20)]
        let parts = [box(5, 0, 95, 20), box(5, 20, 55, 20)]
        let drawnInBack = [box(10, 5, 20, 5), box(70, 15, 20, 5)]

        // when the back picture's copy is worked out,
        let pieces = X11Compositor.piecesFromBack(of: damage, around: direct, dimmedParts: parts, drawnInBack: drawnInBack)

        // then it is the strip and the two rectangles drawn in the back picture,
        XCTAssertEqual(pieces, [box(0, 0, 5, 40), box(10, 5, 20, 5), box(70, 15, 20, 5)])
        // the same pixels as the damage less the card and every fill that went straight.
        let straight = parts.flatMap { $0.subtracting(all: drawnInBack) }
        func pixels(_ boxes: [PixelBox]) -> Set<Int> {
            Set(boxes.flatMap { b in (b.y..<(b.y + b.height)).flatMap { y in (b.x..<(b.x + b.width)).map { y * 1000 + $0 } } })
        }
        XCTAssertEqual(pixels(pieces), pixels(damage.subtracting(all: direct + straight)))
        // A smaller damage box clips them (the shadow's fill lies outside it).
        XCTAssertEqual(X11Compositor.piecesFromBack(of: box(0, 0, 50, 40), around: direct, dimmedParts: parts,
                                                    drawnInBack: drawnInBack),
                       [box(0, 0, 5, 40), box(10, 5, 20, 5)])
    }

    func testTheBlendedColourIsPixmansOverForEveryChannelValue() throws {
        // Given fills of several colours and levels (premultiplied, 16 bits a channel),
        let fills: [DimmedCopy.Color] = [(0, 0, 0, 0), (0, 0, 0, 257), (0, 0, 0, 26214), (0, 0, 0, 26112), (0, 0, 0, 26367),
                                         (0, 0, 0, 65278), (0x3000, 0x1000, 0x6000, 0x6666), (0x8080, 0x8080, 0x8080, 0x8080)]
        for fill in fills {
            // when pixman blends each over a row of every channel value, opaque (as the X server does),
            let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, 256, 1, nil, 0)!
            defer { pixman_image_unref(image) }
            let pixels = pixman_image_get_data(image)!
            for v in 0..<256 { pixels[v] = 0xFF00_0000 | UInt32(v) << 16 | UInt32(255 - v) << 8 | UInt32(v / 3) }
            let before = (0..<256).map { pixels[$0] }
            var color = pixman_color_t(red: fill.red, green: fill.green, blue: fill.blue, alpha: fill.alpha)
            let solid = pixman_image_create_solid_fill(&color)!
            defer { pixman_image_unref(solid) }
            pixman_image_composite32(PIXMAN_OP_OVER, solid, nil, image, 0, 0, 0, 0, 0, 0, 256, 1)

            // then the blend worked out for the fill is pixman's, byte for byte.
            for v in 0..<256 {
                XCTAssertEqual(DimmedCopy.blend(fill, over: before[v]), pixels[v], "fill \(fill), pixel \(String(before[v], radix: 16))")
            }
        }
    }
}

/// A box less many boxes as disjoint rectangles (what the back picture still copies to
/// the window around the fills and copies that go straight there).
final class PixelBoxRegionTests: XCTestCase {
    private func box(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> PixelBox {
        PixelBox(x: x, y: y, width: width, height: height)
    }

    func testABoxLessManyBoxesIsTheBandsLeftMergedDownward() {
        // Given a 100x40 box and three boxes inside it, one reaching past its right edge,
        let whole = box(0, 0, 100, 40)
        let cuts = [box(10, 0, 20, 10), box(50, 0, 60, 20), box(10, 30, 20, 10)]

        // when they are taken away,
        let left = whole.subtracting(all: cuts)

        // then what is left is the free runs of each band between the boxes' edges,
        XCTAssertEqual(left, [box(0, 0, 10, 10), box(30, 0, 20, 10), box(0, 10, 50, 10), box(0, 20, 100, 10),
                              box(0, 30, 10, 10), box(30, 30, 70, 10)])
        // a run the same as the one above merged down,
        XCTAssertEqual(whole.subtracting(all: [box(40, 0, 20, 10), box(40, 10, 20, 30)]), [box(0, 0, 40, 40), box(60, 0, 40, 40)])
        // covering every pixel not cut once.
        XCTAssertEqual(left.reduce(0) { $0 + $1.area }, 100 * 40 - 200 - 50 * 20 - 200)
        XCTAssertEqual(whole.subtracting(all: []), [whole])
        XCTAssertEqual(whole.subtracting(all: [box(-5, -5, 200, 200)]), [])
    }

    func testABoxLessOneBoxIsTheBandAboveTheSidesAndTheBandBelowAsTheBandsCutThem() {
        // Given a 100x40 box,
        let whole = box(0, 0, 100, 40)

        // when one box inside it is taken away, it is the band above, the left and right
        // sides, then the band below, none merged,
        XCTAssertEqual(whole.subtracting(all: [box(10, 5, 20, 10)]),
                       [box(0, 0, 100, 5), box(0, 5, 10, 10), box(30, 5, 70, 10), box(0, 15, 100, 25)])
        // (a box reaching past an edge is cut to the box first)
        XCTAssertEqual(whole.subtracting(all: [box(-5, 30, 50, 20)]), [box(0, 0, 100, 30), box(45, 30, 55, 10)])

        // and for 400 seeded boxes and cuts it is what the bands give when the cut is taken
        // twice (two cuts: the general walk over the bands).
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<400 {
            let base = box(next(20), next(20), 1 + next(60), 1 + next(60))
            let cut = box(next(90) - 5, next(90) - 5, 1 + next(50), 1 + next(50))
            XCTAssertEqual(base.subtracting(all: [cut]), base.subtracting(all: [cut, cut]), "\(base) less \(cut)")
        }
    }
}
