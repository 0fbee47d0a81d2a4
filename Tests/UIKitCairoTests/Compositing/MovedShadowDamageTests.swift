import CCairo
import Foundation
import XCTest
@testable import UIKitCairo

/// The damage a compositor builds when a card and its shadow move up or down
/// (`CompositePlan.damageParts`): the card's old and new places, and of the shadow only
/// the rows whose mask row changed, on hand-built plans.
final class MovedShadowDamageTests: XCTestCase {
    private final class Owner {}
    private var surfaces: [OpaquePointer] = []

    override func tearDown() {
        surfaces.forEach { cairo_surface_destroy($0) }
        surfaces = []
        super.tearDown()
    }

    private func box(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> PixelBox { PixelBox(x: x, y: y, width: width, height: height) }

    /// A 120x200 A8 shadow mask: ten rows of its top edge, each its own level, then the
    /// same row (its side strips and middle) down to the bottom.
    private lazy var mask: OpaquePointer = {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 120, 200)!
        surfaces.append(surface)
        let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<200 {
            for column in 0..<120 {
                let side = min(column, 119 - column, 10)
                data[row * stride + column] = UInt8(min(row, 10) * 2 + side * 20)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }()
    /// The mask's rows as `damageParts` is told them: the edge rows alone, the rest one run.
    private let rowsAlike: (AnyObject, OpaquePointer) -> ((Int, Int) -> Bool)? = { _, _ in { a, b in a == b || (a >= 10 && b >= 10) } }

    private func copy(_ owner: AnyObject, _ box: PixelBox) -> CompositePlan.Step {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(box.width), Int32(box.height))!
        surfaces.append(surface)
        let transform: [Int32] = [65536, 0, Int32(-box.x) << 16, 0, 65536, Int32(-box.y) << 16]
        let layer = LayerComposite(bitmap: surface, bitmapOwner: owner, bitmapGeneration: 1, opaque: true, transform: transform,
                                   nearest: true, mask: nil, maskOrigin: (0, 0), alpha: 255, box: box, opaqueArea: box)
        return .layer(layer, clip: box)
    }

    /// A 400x300 window: a list, the dimming over it, the card's shadow (10 pixels out on
    /// each side, 10 above) and the card, its top at `cardY`, reaching the window's bottom.
    private func plan(list: Owner, card: Owner, shadow: Owner, dim: UInt16 = 26214, cardY: Int, shadowX: Int = 90,
                      shadowAlpha: UInt16 = 13107) -> CompositePlan {
        var plan = CompositePlan(width: 400, height: 300)
        plan.steps = [copy(list, box(0, 0, 400, 300)),
                      .fill(box: box(0, 0, 400, 300), color: (0, 0, 0, dim), replace: false),
                      .shadow(mask: mask, owner: shadow, origin: (shadowX, cardY - 10), color: (0, 0, 0, shadowAlpha),
                              clip: box(0, 0, 400, 300)),
                      copy(card, box(100, cardY, 100, 300 - cardY))]
        return plan
    }

    func testACardMovedDownDamagesItsPlacesAndTheShadowsTopEdgeOnly() {
        // Given the card with its top at row 110, its shadow's mask from row 100,
        let list = Owner(), card = Owner(), shadow = Owner()
        let before = plan(list: list, card: card, shadow: shadow, cardY: 110)

        // when both move 4 rows down with the dimming at its level,
        let after = plan(list: list, card: card, shadow: shadow, cardY: 114)

        // then the parts are the card's old and new places, and around them the rows the
        // shadow's top edge moved through (rows 100-113: a mask row other than before),
        // not its side strips below them (the same mask row before and after):
        XCTAssertEqual(after.damageParts(since: before, maskRowsAlike: rowsAlike),
                       [box(100, 110, 100, 190), box(90, 100, 120, 10), box(90, 110, 10, 4), box(200, 110, 10, 4)])
        // where the single damage box holds the side strips down to the window's bottom.
        XCTAssertEqual(after.damage(since: before), box(90, 100, 120, 200))
        // Moved back up, the same rows.
        XCTAssertEqual(before.damageParts(since: after, maskRowsAlike: rowsAlike),
                       [box(100, 110, 100, 190), box(90, 100, 120, 10), box(90, 110, 10, 4), box(200, 110, 10, 4)])
    }

    func testAFarMoveDamagesBothEdgesAsBandsOrOne() {
        // Given the card 30 rows lower (its top edge's old and new rows apart),
        let list = Owner(), card = Owner(), shadow = Owner()
        let before = plan(list: list, card: card, shadow: shadow, cardY: 110)
        let after = plan(list: list, card: card, shadow: shadow, cardY: 140)

        // then the shadow's changed rows are 100-139 (its old top edge, then rows it now
        // leaves to the mask's edge rows, up to row 139 where the edges meet the side strips):
        XCTAssertEqual(after.damageParts(since: before, maskRowsAlike: rowsAlike),
                       [box(100, 110, 100, 190), box(90, 100, 120, 10), box(90, 110, 10, 30), box(200, 110, 10, 30)])
    }

    func testWhatIsNotAVerticalMoveOfOneShadowKeepsTheDamageBox() {
        let list = Owner(), card = Owner(), shadow = Owner()
        let before = plan(list: list, card: card, shadow: shadow, cardY: 110)
        // A dimming level change: the whole window.
        XCTAssertEqual(plan(list: list, card: card, shadow: shadow, dim: 25700, cardY: 114)
            .damageParts(since: before, maskRowsAlike: rowsAlike), [box(0, 0, 400, 300)])
        // A shadow moved sideways, or of another colour, or with rows not known: the box.
        let sideways = plan(list: list, card: card, shadow: shadow, cardY: 110, shadowX: 94)
        XCTAssertEqual(sideways.damageParts(since: before, maskRowsAlike: rowsAlike), [box(90, 100, 124, 200)])
        let darker = plan(list: list, card: card, shadow: shadow, cardY: 114, shadowAlpha: 26214)
        XCTAssertEqual(darker.damageParts(since: before, maskRowsAlike: rowsAlike), [box(90, 100, 120, 200)])
        let moved = plan(list: list, card: card, shadow: shadow, cardY: 114)
        XCTAssertEqual(moved.damageParts(since: before, maskRowsAlike: { _, _ in nil }), [box(90, 100, 120, 200)])
        // Another shadow (a new mask's owner): the box.
        XCTAssertEqual(plan(list: list, card: card, shadow: Owner(), cardY: 114).damageParts(since: before, maskRowsAlike: rowsAlike),
                       [box(90, 100, 120, 200)])
        // Nothing changed: nothing; no previous frame or another size: the window.
        XCTAssertEqual(plan(list: list, card: card, shadow: shadow, cardY: 110).damageParts(since: before, maskRowsAlike: rowsAlike), [])
        XCTAssertEqual(moved.damageParts(since: nil, maskRowsAlike: rowsAlike), [box(0, 0, 400, 300)])
    }
}
