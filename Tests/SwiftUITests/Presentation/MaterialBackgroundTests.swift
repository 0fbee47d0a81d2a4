import XCTest
import UIKit
@testable import UIKitCore
@testable import SwiftUI

/// `.presentationBackground(material)` and `.background(material)` blur what is behind them.
final class MaterialBackgroundTests: XCTestCase {
    /// Black left of x = 195, white right of it.
    private struct Edge: View {
        var body: some View {
            HStack(spacing: 0) { Color.black; Color.white }.ignoresSafeArea()
        }
    }

    /// The green channel along a row, and the largest step between neighbouring pixels.
    @MainActor private func row(_ hosted: SwiftUIHost, y: Int, xs: ClosedRange<Int>) -> (values: [Int], largestStep: Int) {
        let image = hosted.host.snapshot()
        let values = xs.map { Int(image.pixel(x: $0, y: y).g) }
        let step = zip(values, values.dropFirst()).map { abs($0 - $1) }.max() ?? 0
        return (values, step)
    }

    func testASheetsMaterialBackgroundBlursTheScreenBehindTheCard() { MainActor.assumeIsolated { scenario_testASheetsMaterialBackgroundBlursTheScreenBehindTheCard() } }

    @MainActor private func scenario_testASheetsMaterialBackgroundBlursTheScreenBehindTheCard() {
        // Given a sheet at the medium detent over a sharp black/white edge, its background the thin material
        let hosted = SwiftUIHost(Edge().sheet(isPresented: .constant(true)) {
            Text("Blurred").presentationDetents([.medium]).presentationBackground(.thinMaterial)
        })
        hosted.settle()
        guard let card = hosted.sheet?.presentedView else { return XCTFail("no sheet") }
        let frame = card.convert(card.bounds, to: nil)

        // When a row of the card near its top is read across the edge
        let samples = row(hosted, y: Int(frame.minY) + 30, xs: 120...270)

        // Then it is not one flat colour: dark on the left, light on the right, and no sharp step
        XCTAssertEqual(card.layer.shouldRasterize, false)
        XCTAssertGreaterThan(samples.values.last! - samples.values.first!, 40)
        XCTAssertLessThan(samples.largestStep, 8)

        // And the page outside the card keeps its sharp (dimmed) edge
        let above = row(hosted, y: Int(frame.minY) - 40, xs: 120...270)
        XCTAssertGreaterThan(above.largestStep, 40)
    }

    func testAColourPresentationBackgroundIsFlat() { MainActor.assumeIsolated { scenario_testAColourPresentationBackgroundIsFlat() } }

    @MainActor private func scenario_testAColourPresentationBackgroundIsFlat() {
        let hosted = SwiftUIHost(Edge().sheet(isPresented: .constant(true)) {
            Text("Flat").presentationDetents([.medium]).presentationBackground(Color.yellow)
        })
        hosted.settle()
        guard let card = hosted.sheet?.presentedView else { return XCTFail("no sheet") }
        let frame = card.convert(card.bounds, to: nil)

        let samples = row(hosted, y: Int(frame.minY) + 30, xs: 120...270)

        XCTAssertEqual(Set(samples.values).count, 1)
        XCTAssertEqual(card.layer.shouldRasterize, true)
    }

    func testARegularMaterialBackgroundBlursWhatIsBehindTheView() { MainActor.assumeIsolated { scenario_testARegularMaterialBackgroundBlursWhatIsBehindTheView() } }

    @MainActor private func scenario_testARegularMaterialBackgroundBlursWhatIsBehindTheView() {
        // Given a 300 × 100 label on the regular material, centred over the edge
        let hosted = SwiftUIHost(ZStack {
            Edge()
            Text("").frame(width: 300, height: 100).background(.regularMaterial)
        })

        // When the row through its middle is read across the edge (the window's centre is at y = 422)
        let samples = row(hosted, y: 422, xs: 100...290)

        // Then the edge is blurred: dark to light without a sharp step
        XCTAssertGreaterThan(samples.values.last! - samples.values.first!, 40)
        XCTAssertLessThan(samples.largestStep, 8)
        XCTAssertNotNil(hosted.host.window.firstSubview(where: { ($0 as? UIVisualEffectView)?.material?.tint
            == BlurMaterial.of(.systemMaterial, traits: $0.traitCollection).tint }))
    }
}
