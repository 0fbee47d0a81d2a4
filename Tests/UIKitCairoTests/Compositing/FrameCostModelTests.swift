import CCairo
import Foundation
import XCTest
import UIKit
@testable import UIKitCairo

/// The per-frame choice between composites in the X server and the client's render
/// (`FrameCostModel`, `FramePathChooser`) and what the compositor skips
/// (`CompositePlan.visibleParts`, `LayerComposite.bands`), on hand-built plans.
final class FrameCostModelTests: XCTestCase {
    private final class Owner {}
    private var surfaces: [OpaquePointer] = []

    override func tearDown() {
        surfaces.forEach { cairo_surface_destroy($0) }
        surfaces = []
        super.tearDown()
    }

    private func bitmap(_ width: Int, _ height: Int, opaque: Bool) -> OpaquePointer {
        let surface = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        surfaces.append(surface)
        return surface
    }

    /// A bitmap of `box`'s size copied onto `box` (whole pixels), opaque where `opaqueArea` says.
    private func copy(_ owner: AnyObject, _ box: PixelBox, opaque: Bool, generation: Int = 1, opaqueArea: PixelBox? = nil) -> CompositePlan.Step {
        let transform: [Int32] = [65536, 0, Int32(-box.x) << 16, 0, 65536, Int32(-box.y) << 16]
        let layer = LayerComposite(bitmap: bitmap(box.width, box.height, opaque: opaque), bitmapOwner: owner, bitmapGeneration: generation,
                                   opaque: opaque, transform: transform, nearest: true, mask: nil, maskOrigin: (0, 0), alpha: 255,
                                   box: box, opaqueArea: opaqueArea)
        return .layer(layer, clip: box)
    }

    private func fill(_ box: PixelBox, alpha: UInt16) -> CompositePlan.Step {
        .fill(box: box, color: (0, 0, 0, alpha), replace: false)
    }

    private func box(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> PixelBox { PixelBox(x: x, y: y, width: width, height: height) }

    /// The sheet of the demo mid-drag: the presenter (opaque), the dimming (changing
    /// every frame), the sheet whose body below its corners is opaque.
    private func sheetPlan(presenter: Owner, sheet: Owner, dim: UInt16, sheetY: Int = 422) -> CompositePlan {
        var plan = CompositePlan(width: 390, height: 844)
        plan.steps = [copy(presenter, box(0, 0, 390, 844), opaque: true, opaqueArea: box(0, 0, 390, 844)),
                      fill(box(0, 0, 390, 844), alpha: dim),
                      copy(sheet, box(0, sheetY, 390, 844 - sheetY), opaque: false, opaqueArea: box(0, sheetY + 10, 390, 834 - sheetY))]
        return plan
    }

    // MARK: What the server skips

    func testStepsUnderAnOpaqueStepAreNotComposited() {
        let plan = sheetPlan(presenter: Owner(), sheet: Owner(), dim: 26214)
        let parts = plan.visibleParts(within: box(0, 0, 390, 844))
        XCTAssertEqual(parts[2], [box(0, 422, 390, 422)])
        XCTAssertEqual(parts[1], [box(0, 0, 390, 432)], "the dimming only above the sheet's opaque body")
        XCTAssertEqual(parts[0], [box(0, 0, 390, 432)])
        // Inside a damage box that the sheet's body covers whole, only the sheet.
        XCTAssertEqual(plan.visibleParts(within: box(10, 500, 50, 50)), [[], [], [box(10, 500, 50, 50)]])
    }

    func testADimmingThatFadesByLessThanAnEightBitLevelDamagesNothing() {
        // Given the sheet at rest over a dimming of alpha 26148 (8-bit level 102)
        let presenter = Owner(), sheet = Owner()
        let before = sheetPlan(presenter: presenter, sheet: sheet, dim: 26148)

        // When the dimming moves to 26214 (still level 102), then to 25900 (level 101)
        let sameLevel = sheetPlan(presenter: presenter, sheet: sheet, dim: 26214)
        let nextLevel = sheetPlan(presenter: presenter, sheet: sheet, dim: 25900)

        // Then only a new level repaints: pixman makes a solid 8 bits a channel.
        XCTAssertNil(sameLevel.damage(since: before))
        XCTAssertEqual(nextLevel.damage(since: before), box(0, 0, 390, 844))
        // A sheet moved by a row repaints what it covered and covers, over an unchanged dimming.
        XCTAssertEqual(sheetPlan(presenter: presenter, sheet: sheet, dim: 26214, sheetY: 426).damage(since: before),
                       box(0, 422, 390, 422))
    }

    func testAStepThatComesOrGoesDamagesOnlyItsOwnArea() {
        // Given the sheet at rest, then with a caret (a 2x18 fill) shown over it,
        let presenter = Owner(), sheet = Owner()
        let before = sheetPlan(presenter: presenter, sheet: sheet, dim: 26214)
        var shown = before
        shown.steps.append(.fill(box: box(40, 500, 2, 18), color: (0, 31611, 65535, 65535), replace: false))

        // then showing it or hiding it damages the caret alone,
        XCTAssertEqual(shown.damage(since: before), box(40, 500, 2, 18))
        XCTAssertEqual(before.damage(since: shown), box(40, 500, 2, 18))
        // also when a step follows it (the steps after it pair from the end),
        var under = before
        under.steps.insert(.fill(box: box(40, 100, 2, 18), color: (0, 0, 0, 65535), replace: false), at: 2)
        XCTAssertEqual(under.damage(since: before), box(40, 100, 2, 18))
        // and a plan of another size is damaged whole.
        XCTAssertEqual(CompositePlan(width: 100, height: 100).damage(since: before), box(0, 0, 100, 100))
    }

    func testWhatAPlanWorksOutOnceStaysTrueForItsCopiesAndChangesWithItsSteps() {
        // Given a plan whose damage, visible parts and pictures were asked for,
        let presenter = Owner(), sheet = Owner()
        let before = sheetPlan(presenter: presenter, sheet: sheet, dim: 26214)
        var after = sheetPlan(presenter: presenter, sheet: sheet, dim: 26214, sheetY: 430)
        let whole = box(0, 0, 390, 844)
        XCTAssertEqual(after.damage(since: before), box(0, 422, 390, 422))
        XCTAssertEqual(after.visibleParts(within: whole)[0], [box(0, 0, 390, 440)])
        XCTAssertEqual(after.pictures.count, 2)
        // a copy answers the same, and asking again gives the same answers,
        let copy = after
        XCTAssertEqual(copy.damage(since: before), box(0, 422, 390, 422))
        XCTAssertEqual(after.damage(since: before), box(0, 422, 390, 422))
        // while a copy whose steps change works everything out anew (and the original
        // keeps its answers),
        after.steps.removeLast()
        XCTAssertNil(after.damage(since: sheetPlan(presenter: presenter, sheet: sheet, dim: 26214).withoutLastStep))
        XCTAssertEqual(after.damage(since: before), box(0, 422, 390, 422))
        XCTAssertEqual(after.visibleParts(within: whole)[0], [whole])
        XCTAssertEqual(after.pictures.count, 1)
        XCTAssertEqual(copy.visibleParts(within: whole)[0], [box(0, 0, 390, 440)])
        XCTAssertEqual(copy.pictures.count, 2)
        // and the damage is worked out again against another previous plan.
        XCTAssertEqual(copy.damage(since: copy), nil)
        XCTAssertEqual(copy.damage(since: before), box(0, 422, 390, 422))
    }

    func testBoxSubtractionLeavesTheBandsAndSidesAround() {
        XCTAssertEqual(box(0, 0, 10, 10).subtracting(box(2, 3, 4, 5)),
                       [box(0, 0, 10, 3), box(0, 8, 10, 2), box(0, 3, 2, 5), box(6, 3, 4, 5)])
        XCTAssertEqual(box(0, 0, 10, 10).subtracting(box(20, 0, 5, 5)), [box(0, 0, 10, 10)])
        XCTAssertEqual(box(0, 0, 10, 10).subtracting(box(-1, -1, 20, 20)), [])
    }

    func testAMaskedCompositeNeedsItsMaskOnlyAroundTheSolidInterior() throws {
        // A rectangle with half-covered left and right columns: the interior is solid.
        let masks = CoverageMaskCache()
        let outline = GraphicsPath(rect: CGRect(x: 10.5, y: 20, width: 9, height: 6))
        let mask = try XCTUnwrap(masks.mask(for: outline, box: box(10, 20, 10, 6), alpha: 255))
        XCTAssertEqual(mask.solid, box(1, 0, 8, 6))
        XCTAssertEqual(mask.edgeBands.map(\.box), [box(0, 0, 1, 6), box(9, 0, 1, 6)])
        let layer = LayerComposite(bitmap: bitmap(10, 6, opaque: true), bitmapOwner: Owner(), bitmapGeneration: 1, opaque: true,
                                   transform: [65536, 0, -10 << 16, 0, 65536, -20 << 16], nearest: true, mask: mask,
                                   maskOrigin: (10, 20), alpha: 255, box: box(10, 20, 10, 6))
        let bands = layer.bands(of: box(10, 21, 10, 4))
        XCTAssertEqual(bands.map(\.box), [box(11, 21, 8, 4), box(10, 21, 1, 4), box(19, 21, 1, 4)])
        XCTAssertEqual(bands.map(\.masked), [false, true, true])
    }

    // MARK: Costs

    func testCompositeCostWeighsEachVisiblePixelByItsKind() {
        var weights = FrameCostModel.Weights()
        (weights.solidFill, weights.blendFill, weights.copy, weights.blendCopy) = (1, 2, 3, 4)
        let model = FrameCostModel(weights: weights)
        let plan = sheetPlan(presenter: Owner(), sheet: Owner(), dim: 26214)
        let cost = model.compositeCost(of: plan, within: box(0, 0, 390, 844))
        // Presenter 390x432 copied (3), dimming 390x432 blended (2), the sheet's opaque
        // body 390x412 copied (SOURCE: 3), its corner rows 390x10 with alpha (4).
        XCTAssertEqual(cost.work, Double(390 * 432 * 3 + 390 * 432 * 2 + 390 * 412 * 3 + 390 * 10 * 4))
        XCTAssertEqual(cost.requests, 4)
    }

    func testTheServerFillsADimmedCopysOneColourPartsAndDimsTheRestInOnePassWhereNothingIsAbove() {
        // Given weights easy to add up, and the presenter (visible 390x432, the black dimming
        // over exactly that) whose bitmap the server knows to be three quarters one colour,
        var weights = FrameCostModel.Weights()
        (weights.solidFill, weights.blendFill, weights.copy, weights.blendCopy, weights.straightDimming) = (1, 2, 3, 4, 5)
        (weights.request, weights.windowCopy) = (100, 10)
        let model = FrameCostModel(weights: weights)
        let presenter = Owner(), sheet = Owner()
        let last = sheetPlan(presenter: presenter, sheet: sheet, dim: 26214)
        let plan = sheetPlan(presenter: presenter, sheet: sheet, dim: 25900)
        let whole = box(0, 0, 390, 844)
        let share: (AnyObject, Int) -> Double? = { owner, _ in owner === presenter ? 0.75 : nil }

        // when the server's composites of the whole window are weighed,
        let cost = model.compositeCost(of: plan, within: whole, dimmedSolidShare: share)

        // then the copy and the dimming are one dimmed copy: three quarters filled (1); of the
        // quarter left, the rows above the sheet (422 of 432) dimmed straight in one pass (5),
        // the 10 rows under the sheet's translucent corners copied and blended (3 + 2); one
        // request each (the fills, the one pass, the copy, the blend); the sheet as before.
        let area = 390.0 * 432, sheetWork = Double(390 * 412 * 3 + 390 * 10 * 4)
        let straight = area * 0.25 * 422 / 432, inBack = area * 0.25 * 10 / 432
        XCTAssertEqual(cost.work, area * 0.75 * 1 + straight * 5 + inBack * (3 + 2) + sheetWork, accuracy: 1e-6)
        XCTAssertEqual(cost.requests, 4 + 2)
        XCTAssertEqual(cost.dimmedSolid, area * 0.75 + straight, accuracy: 1e-6)
        // The filled and straight-dimmed pixels go to the window straight: the back picture copies the rest.
        let server = model.serverCost(of: plan, build: whole, shown: whole, isResident: { _, _ in true }, dimmedSolidShare: share)
        XCTAssertEqual(server, cost.work + 6 * 100 + (390 * 844 - area * 0.75 - straight) * 10, accuracy: 1e-6)
        // A bitmap whose parts are not known is weighed as a copy and a blend, as the client does.
        let unknown = model.compositeCost(of: plan, within: whole, dimmedSolidShare: { _, _ in nil })
        XCTAssertEqual(unknown.work, model.compositeCost(of: plan, within: whole).work)
        XCTAssertEqual(unknown.requests, 4)
        XCTAssertEqual(unknown.dimmedSolid, 0)
        // In a level change's estimate only the server's side moves.
        let plain = model.estimate(plan, after: last, build: whole, shown: whole, isResident: { _, _ in true }, clientHoldsFrame: true)
        let known = model.estimate(plan, after: last, build: whole, shown: whole, isResident: { _, _ in true }, clientHoldsFrame: true,
                                   dimmedSolidShare: share)
        XCTAssertEqual(known.clientNow, plain.clientNow)
        XCTAssertEqual(known.clientSteady, plain.clientSteady)
        XCTAssertEqual(known.serverNow, server)
        XCTAssertEqual(plain.serverNow - known.serverNow,
                       area * 0.75 * (3 + 2 - 1) + straight * (3 + 2 - 5) - 2 * 100 + (area * 0.75 + straight) * 10, accuracy: 1e-6)
    }

    func testADimmingWithAColourKeepsTheCopyAndTheBlendForItsMixedParts() {
        // Given the same frame with a grey dimming (it adds its colour: no one pass gives that),
        var weights = FrameCostModel.Weights()
        (weights.solidFill, weights.blendFill, weights.copy, weights.blendCopy, weights.straightDimming) = (1, 2, 3, 4, 5)
        let model = FrameCostModel(weights: weights)
        let presenter = Owner()
        var plan = sheetPlan(presenter: presenter, sheet: Owner(), dim: 25900)
        plan.steps[1] = .fill(box: box(0, 0, 390, 844), color: (0x2000, 0x2000, 0x2000, 25900), replace: false)
        // and a fill below 256 a channel, which the server makes black,
        var nearBlack = plan
        nearBlack.steps[1] = .fill(box: box(0, 0, 390, 844), color: (0x00FF, 0x0080, 0, 25900), replace: false)

        // when their composites are weighed,
        let share: (AnyObject, Int) -> Double? = { owner, _ in owner === presenter ? 0.75 : nil }
        let grey = model.compositeCost(of: plan, within: box(0, 0, 390, 844), dimmedSolidShare: share)
        let black = model.compositeCost(of: nearBlack, within: box(0, 0, 390, 844), dimmedSolidShare: share)

        // then the grey one's mixed quarter is copied and blended (3 + 2) in the back picture,
        let area = 390.0 * 432, sheetWork = Double(390 * 412 * 3 + 390 * 10 * 4)
        XCTAssertEqual(grey.work, area * 0.75 + area * 0.25 * (3 + 2) + sheetWork)
        XCTAssertEqual(grey.requests, 3 + 2)
        XCTAssertEqual(grey.dimmedSolid, area * 0.75)
        // and the near-black one is dimmed in one pass where nothing is above it.
        XCTAssertEqual(black.dimmedSolid, area * 0.75 + area * 0.25 * 422 / 432, accuracy: 1e-6)
    }

    func testASheetDragMovesToTheServerOnceItsPicturesPayOff() {
        let model = FrameCostModel()
        let presenter = Owner(), sheet = Owner()
        let last = sheetPlan(presenter: presenter, sheet: sheet, dim: 26214, sheetY: 422)
        let plan = sheetPlan(presenter: presenter, sheet: sheet, dim: 25800, sheetY: 430)
        let whole = box(0, 0, 390, 844)
        // After client frames: the server holds nothing, the client holds the last frame.
        let estimate = model.estimate(plan, after: last, build: whole, shown: whole, isResident: { _, _ in false }, clientHoldsFrame: true)
        XCTAssertLessThan(estimate.serverSteady, estimate.clientSteady)
        XCTAssertGreaterThan(estimate.serverNow, estimate.serverSteady, "the first server frame sends both bitmaps")
        var chooser = FramePathChooser(current: .client)
        XCTAssertEqual(chooser.choose(estimate), FramePathChooser.Choice(path: .xrender, reason: "cheaper"))
        // The next frame, pictures in place: it stays there.
        let next = sheetPlan(presenter: presenter, sheet: sheet, dim: 25400, sheetY: 438)
        let steady = model.estimate(next, after: plan, build: whole, shown: whole, isResident: { _, _ in true }, clientHoldsFrame: false)
        XCTAssertEqual(chooser.choose(steady), FramePathChooser.Choice(path: .xrender, reason: "cheaper"))
    }

    func testABigBitmapRedrawnEveryFrameGoesToTheClient() {
        let model = FrameCostModel()
        let content = Owner()
        let whole = box(0, 0, 3840, 2160)
        func plan(_ generation: Int) -> CompositePlan {
            var plan = CompositePlan(width: 3840, height: 2160)
            plan.steps = [copy(content, whole, opaque: true, generation: generation, opaqueArea: whole)]
            return plan
        }
        // Drawn anew for this frame (and the last): the server would receive 33 MB a frame.
        let estimate = model.estimate(plan(3), after: plan(2), build: whole, shown: whole,
                                      isResident: { _, generation in generation == 2 }, clientHoldsFrame: false)
        XCTAssertGreaterThan(estimate.serverSteady, estimate.clientSteady)
        var chooser = FramePathChooser(current: .xrender)
        XCTAssertEqual(chooser.choose(estimate), FramePathChooser.Choice(path: .client, reason: "cheaper"))
        // Once it holds still, the server's copy pays off again.
        let still = model.estimate(plan(3), after: plan(3), build: nil, shown: nil, isResident: { _, _ in false }, clientHoldsFrame: true)
        XCTAssertEqual(chooser.choose(still).path, .client, "nothing changed: no reason to send 33 MB")
    }

    func testTheClientsWeightsLearnFromBigMeasuredFramesOnly() {
        var model = FrameCostModel()
        let presenter = Owner(), sheet = Owner()
        let last = sheetPlan(presenter: presenter, sheet: sheet, dim: 26214, sheetY: 422)
        let plan = sheetPlan(presenter: presenter, sheet: sheet, dim: 25800, sheetY: 430)
        let whole = box(0, 0, 390, 844)
        func estimate() -> FramePathChooser.Estimate {
            model.estimate(plan, after: last, build: whole, shown: whole, isResident: { _, _ in true }, clientHoldsFrame: false)
        }
        let before = estimate()
        // The client's own part: the fixed cost and the composites over the whole window (its image is stale).
        let work = model.weights.clientFrame + model.compositeCost(of: plan, within: whole).work
        XCTAssertEqual(before.clientNowWork, work)
        XCTAssertEqual(before.clientNowArea, 390 * 844)
        XCTAssertEqual(before.clientNow, work + Double(390 * 844) * model.weights.shmUpload)

        // A small frame (under 2 ms estimated) teaches nothing, however slow it was measured.
        model.learnClientCost(measured: 10_000_000, estimated: 1_000_000)
        XCTAssertEqual(model.clientCalibration, 1)
        // A big one measured at twice its estimate moves the calibration a quarter of the way: 1.25,
        model.learnClientCost(measured: 8_000_000, estimated: 4_000_000)
        XCTAssertEqual(model.clientCalibration, 1.25)
        // and a wild reading counts as at most 4 times the estimate: 0.75 × 1.25 + 0.25 × 4 = 1.9375.
        model.learnClientCost(measured: 400_000_000, estimated: 4_000_000)
        XCTAssertEqual(model.clientCalibration, 1.9375)

        // Then the client's own work costs 1.9375 times as much; its upload (the server's copy) the same.
        let after = estimate()
        XCTAssertEqual(after.clientNow, work * 1.9375 + Double(390 * 844) * model.weights.shmUpload, accuracy: 1e-6)
        XCTAssertEqual(after.clientNowWork, work, "the uncalibrated part, to learn from")
        XCTAssertEqual(after.serverNow, before.serverNow)
    }

    func testTheChoiceDoesNotFlipForASmallDifference() {
        var chooser = FramePathChooser(current: .xrender)
        let slightlyCheaperOnClient = FramePathChooser.Estimate(serverNow: 1000, serverSteady: 1000, clientNow: 900, clientSteady: 900)
        XCTAssertEqual(chooser.choose(slightlyCheaperOnClient), FramePathChooser.Choice(path: .xrender, reason: "stays"))
        // The switch's own cost (a whole repaint) is spread over the horizon: 8 frames.
        let switchCosts = FramePathChooser.Estimate(serverNow: 1000, serverSteady: 1000, clientNow: 3000, clientSteady: 500)
        // Client: 3000 + 7 × 500 = 6500 < 0.85 × 8000 = 6800: worth it.
        XCTAssertEqual(chooser.choose(switchCosts), FramePathChooser.Choice(path: .client, reason: "cheaper"))
        let slightlyCheaperOnServer = FramePathChooser.Estimate(serverNow: 900, serverSteady: 900, clientNow: 1000, clientSteady: 1000)
        XCTAssertEqual(chooser.choose(slightlyCheaperOnServer), FramePathChooser.Choice(path: .client, reason: "stays"))
        XCTAssertEqual(chooser.refused(), FramePathChooser.Choice(path: .client, reason: "refused"))
        XCTAssertEqual(chooser.forced(.xrender), FramePathChooser.Choice(path: .xrender, reason: "forced"))
        XCTAssertEqual(chooser.current, .xrender)
    }
}

private extension CompositePlan {
    var withoutLastStep: CompositePlan {
        var plan = self
        plan.steps.removeLast()
        return plan
    }
}
