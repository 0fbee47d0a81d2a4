import CCairo
@testable import UIKitCairo
import XCTest
@testable import UIKitX11

/// A black dimming's mixed parts drawn straight into the window in one pass
/// (`X11Compositor.StraightDimming`): the one-pass composite against pixman's blend for
/// every level and channel value, which fills qualify, and which rectangles of a frame
/// go straight (the ones no later step draws over, the shadows cut to their ink).
final class StraightDimmingTests: XCTestCase {
    private final class Owner {}
    private var surfaces: [OpaquePointer] = []

    override func tearDown() {
        surfaces.forEach { cairo_surface_destroy($0) }
        surfaces = []
        super.tearDown()
    }

    private func box(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> PixelBox { PixelBox(x: x, y: y, width: width, height: height) }

    func testOnePassThroughTheBitmapIsTheBlackFillsBlendForEveryLevelAndChannelValue() throws {
        // Given a row holding every channel value in each of red, green and blue (opaque, RGB24),
        let source = pixman_image_create_bits(PIXMAN_x8r8g8b8, 256, 1, nil, 0)!
        defer { pixman_image_unref(source) }
        let pixels = pixman_image_get_data(source)!
        for v in 0..<256 { pixels[v] = 0xFF00_0000 | UInt32(v) << 16 | UInt32((v + 85) & 0xFF) << 8 | UInt32((v + 170) & 0xFF) }
        pixman_image_set_component_alpha(source, 1)
        // (every 8-bit level, and 16-bit alphas that are not a multiple of 257)
        let alphas = (0..<256).map { UInt16($0) * 257 } + [0x00FF, 0x6600, 0x66FF, 0xFE01]
        for alpha in alphas {
            let fill: DimmedCopy.Color = (0, 0, 0, alpha)
            // when pixman blends the black fill OVER the copy (as the back picture did),
            let blended = pixman_image_create_bits(PIXMAN_a8r8g8b8, 256, 1, nil, 0)!
            defer { pixman_image_unref(blended) }
            pixman_image_composite32(PIXMAN_OP_SRC, source, nil, blended, 0, 0, 0, 0, 0, 0, 256, 1)
            var black = pixman_color_t(red: 0, green: 0, blue: 0, alpha: alpha)
            let solidFill = pixman_image_create_solid_fill(&black)!
            defer { pixman_image_unref(solidFill) }
            pixman_image_composite32(PIXMAN_OP_OVER, solidFill, nil, blended, 0, 0, 0, 0, 0, 0, 256, 1)
            // and the one pass composites the solid level through the row as a component-alpha
            // mask into a window-like RGB24 image,
            let level = try XCTUnwrap(X11Compositor.blackLevel(of: fill))
            XCTAssertEqual(level, 255 - UInt8(alpha >> 8))
            let window = pixman_image_create_bits(PIXMAN_x8r8g8b8, 256, 1, nil, 0)!
            defer { pixman_image_unref(window) }
            let value = UInt16(level) * 257
            var gray = pixman_color_t(red: value, green: value, blue: value, alpha: value)
            let solid = pixman_image_create_solid_fill(&gray)!
            defer { pixman_image_unref(solid) }
            pixman_image_composite32(PIXMAN_OP_SRC, solid, source, window, 0, 0, 0, 0, 0, 0, 256, 1)

            // then the two are the same colour at every pixel, and the blend DimmedCopy works out agrees.
            let one = pixman_image_get_data(blended)!, other = pixman_image_get_data(window)!
            for v in 0..<256 where one[v] & 0xFF_FFFF != other[v] & 0xFF_FFFF || DimmedCopy.blend(fill, over: pixels[v]) & 0xFF_FFFF != other[v] & 0xFF_FFFF {
                XCTFail("alpha \(alpha), pixel \(String(pixels[v], radix: 16)): \(String(one[v], radix: 16)) against \(String(other[v], radix: 16))")
            }
        }
    }

    func testOnlyABlackFillIsDrawnInOnePass() {
        // A fill's colour is what the server makes of it, the top 8 bits of each channel:
        XCTAssertEqual(X11Compositor.blackLevel(of: (0, 0, 0, 26214)), 153)
        XCTAssertEqual(X11Compositor.blackLevel(of: (0x00FF, 0x0080, 0x0001, 0xFFFF)), 0, "below 256 is 0 in 8 bits")
        XCTAssertEqual(X11Compositor.blackLevel(of: (0, 0, 0, 0)), 255)
        // a fill with any colour adds it, which no multiplication gives: the copy and the blend stay.
        XCTAssertNil(X11Compositor.blackLevel(of: (0x0100, 0, 0, 26214)))
        XCTAssertNil(X11Compositor.blackLevel(of: (0, 0, 0x3000, 0x6666)))
    }

    /// A 400x300 window: a list, a black dimming over it, the card's shadow (a 120x200
    /// mask, its ink 6 pixels in from each side and from the top) and the opaque card at
    /// (100, 110, 100x190) to the window's bottom.
    private func plan() -> CompositePlan {
        func copy(_ box: PixelBox) -> CompositePlan.Step {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(box.width), Int32(box.height))!
            surfaces.append(surface)
            let transform: [Int32] = [65536, 0, Int32(-box.x) << 16, 0, 65536, Int32(-box.y) << 16]
            let layer = LayerComposite(bitmap: surface, bitmapOwner: Owner(), bitmapGeneration: 1, opaque: true,
                                       transform: transform, nearest: true, mask: nil, maskOrigin: (0, 0), alpha: 255, box: box,
                                       opaqueArea: box)
            return .layer(layer, clip: box)
        }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, 120, 200)!
        surfaces.append(mask)
        var plan = CompositePlan(width: 400, height: 300)
        plan.steps = [copy(box(0, 0, 400, 300)),
                      .fill(box: box(0, 0, 400, 300), color: (0, 0, 0, 26214), replace: false),
                      .shadow(mask: mask, owner: Owner(), origin: (90, 100), color: (0, 0, 0, 7864), clip: box(0, 0, 400, 300)),
                      copy(box(100, 110, 100, 190))]
        return plan
    }

    func testAShadowsPartsAreCutToItsInkAndWhatItLeavesIsFinal() {
        // Given the plan's visible parts over the whole window (the shadow's: its ring around the card),
        let plan = plan()
        let visible = plan.visibleParts(within: box(0, 0, 400, 300))
        XCTAssertEqual(visible[2], [box(90, 100, 120, 10), box(90, 110, 10, 190), box(200, 110, 10, 190)])

        // when the shadow's parts are cut to its ink (mask pixels 6..<114 across, from row 6 down),
        let inked = X11Compositor.inkedParts(of: plan, visible) { _, _, _ in self.box(6, 6, 108, 194) }

        // then the ring is 4 pixels narrower on each side and above, the other steps' parts unchanged,
        XCTAssertEqual(inked[2], [box(96, 106, 108, 4), box(96, 110, 4, 190), box(200, 110, 4, 190)])
        XCTAssertEqual(inked[0], visible[0])
        XCTAssertEqual(inked[1], visible[1])
        XCTAssertEqual(inked[3], visible[3])
        // an unreadable mask keeps them whole, and an ink-less shadow has none.
        XCTAssertEqual(X11Compositor.inkedParts(of: plan, visible) { _, _, _ in nil }, visible)
        XCTAssertEqual(X11Compositor.inkedParts(of: plan, visible) { _, _, _ in self.box(0, 0, 0, 0) }[2], [])

        // And of the dimmed list's mixed rectangles, those that neither the inked ring nor the
        // card touches are final (straight to the window), the others drawn over in the back picture:
        let above = Array(inked[2...].joined())
        let mixed = [box(10, 10, 50, 8), box(92, 102, 30, 6), box(90, 200, 8, 20), box(90, 150, 6, 2), box(94, 150, 3, 2),
                     box(201, 140, 2, 2), box(205, 120, 40, 12), box(300, 290, 100, 10)]
        let (final, drawnOver) = X11Compositor.partition(mixed, under: above)
        XCTAssertEqual(final, [box(10, 10, 50, 8), box(90, 150, 6, 2), box(205, 120, 40, 12), box(300, 290, 100, 10)])
        XCTAssertEqual(drawnOver, [box(92, 102, 30, 6), box(90, 200, 8, 20), box(94, 150, 3, 2), box(201, 140, 2, 2)])
        // (against the uncut ring, the two beside the card under the blur's faint band would not be)
        let uncut = X11Compositor.partition(mixed, under: Array(visible[2...].joined()))
        XCTAssertEqual(uncut.final, [box(10, 10, 50, 8), box(300, 290, 100, 10)])
    }
    func testOneColourRunsUnderAShadowsSidesOnAlikeMaskRowsAreTakenForTiles() {
        // Given the shadow's inked ring of the plan above (its mask at (90, 100); mask rows 0-11
        // its top edge, each its own, then one run of alike rows), the card after it, and
        // one-colour runs of the dimmed list the ring draws over:
        let parts = [box(96, 106, 108, 4), box(96, 110, 4, 190), box(200, 110, 4, 190)]
        let card = [box(100, 110, 100, 190)]
        let alike: (Int, Int) -> Bool = { a, b in a == b || (a >= 12 && b >= 12) }
        let runs = [box(0, 150, 400, 40),   // across the card: its two sides' overlaps
                    box(90, 190, 20, 5),    // 5 rows: too short for a tile
                    box(90, 104, 20, 30),   // from the top edge's rows (not alike) down
                    box(90, 250, 10, 50)]   // the left side's lower run

        // when the runs for tiles are taken,
        let (tiles, left) = X11Compositor.tileRuns(of: runs, under: parts, origin: (90, 100), later: card,
                                                  laterBounds: card.first, rowsAlike: alike, minimumWidth: 4)

        // then each side's overlaps are one tile, made of the first run's mask row, the
        // short run and the one reaching into the top edge's rows are left whole,
        XCTAssertEqual(tiles.map(\.part), [box(96, 110, 4, 190), box(200, 110, 4, 190)])
        XCTAssertEqual(tiles.map(\.row), [50, 50])
        XCTAssertEqual(tiles.map(\.boxes), [[box(96, 150, 4, 40), box(96, 250, 4, 50)], [box(200, 150, 4, 40)]])
        // and what is left of each run is the rest of it, for the back picture.
        XCTAssertEqual(left, [box(0, 150, 96, 40), box(100, 150, 100, 40), box(204, 150, 196, 40),
                              box(90, 190, 20, 5), box(90, 104, 20, 30), box(90, 250, 6, 50)])
        let area = { (boxes: [PixelBox]) in boxes.reduce(0) { $0 + $1.area } }
        XCTAssertEqual(area(left) + area(tiles.flatMap(\.boxes)), area(runs))
        // A run the card draws over is never taken (its corners are composited after the shadow).
        let underCard = X11Compositor.tileRuns(of: [box(96, 150, 8, 20)], under: [box(96, 110, 8, 190)], origin: (90, 100),
                                               later: card, laterBounds: card.first, rowsAlike: alike, minimumWidth: 4)
        XCTAssertTrue(underCard.tiles.isEmpty)
        XCTAssertEqual(underCard.left, [box(96, 150, 8, 20)])
        // Strips narrower than the least width worth a tile are all left (at 1920x1080@1 the
        // sheet's ink is about 25 pixels wide beside the card, wider at @2).
        XCTAssertEqual(X11Compositor.shadowTileMinimumWidth, 32)
        let narrow = X11Compositor.tileRuns(of: runs, under: parts, origin: (90, 100), later: card, laterBounds: card.first,
                                            rowsAlike: alike)
        XCTAssertTrue(narrow.tiles.isEmpty)
        XCTAssertEqual(narrow.left, runs)
    }
}
