import XCTest
import Observation
import QuartzCore
@testable import SwiftUI

@Observable
final class GrowingShapeModel {
    var big = false
}

/// A rounded rectangle whose frame grows from 100 x 100 to 300 x 200.
struct GrowingShapeScreen: View {
    let model: GrowingShapeModel

    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .fill(Color.blue)
            .frame(width: model.big ? 300 : 100, height: model.big ? 200 : 100)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A shape's path follows its frame while the frame animates, as SwiftUI's shapes do
/// (the hero pattern's matched `RoundedRectangle`): each frame draws the path made for
/// the presented bounds, not the final path inside a moving frame.
final class ShapeFrameAnimationTests: XCTestCase {
    @MainActor private func shapeView(in view: UIView) -> ShapeLayerView? {
        if let shape = view as? ShapeLayerView { return shape }
        for subview in view.subviews { if let found = shapeView(in: subview) { return found } }
        return nil
    }

    /// The bounding box of the path drawn now (the presented state's).
    @MainActor private func drawnPathBox(_ view: ShapeLayerView) -> CGRect? {
        ShapeDrawing(view.shapeLayer, state: view.layer.presented).path?.boundingBox
    }

    func testTheDrawnPathFollowsTheAnimatedFrameAndIsTheStoredPathAtRest() { MainActor.assumeIsolated {
        // Given the 100 x 100 shape at rest, its path the stored one,
        let model = GrowingShapeModel()
        let hosted = HostedContent(GrowingShapeScreen(model: model))
        guard let view = shapeView(in: hosted.host.window) else { return XCTFail("no shape view") }
        XCTAssertEqual(drawnPathBox(view), CGRect(x: 0, y: 0, width: 100, height: 100))

        // when it grows to 300 x 200 in a 1 s linear animation,
        withAnimation(.linear(duration: 1)) { model.big = true }
        hosted.host.advance(by: 0)
        XCTAssertEqual(view.bounds.size, CGSize(width: 300, height: 200), "the model's bounds are the final ones")

        // then half-way the path drawn is the one for the half-way bounds (200 x 150),
        hosted.host.advance(by: 0.5)
        let half = try? XCTUnwrap(drawnPathBox(view))
        XCTAssertEqual(half?.width ?? 0, 200, accuracy: 1e-9)
        XCTAssertEqual(half?.height ?? 0, 150, accuracy: 1e-9)
        XCTAssertEqual(view.layer.presented.bounds.size.width, 200, accuracy: 1e-9)

        // and at the end the stored path for the final bounds.
        hosted.settle()
        XCTAssertEqual(drawnPathBox(view), CGRect(x: 0, y: 0, width: 300, height: 200))
        XCTAssertTrue(view.shapeLayer.path.map { $0.boundingBox == CGRect(x: 0, y: 0, width: 300, height: 200) } ?? false)
    } }
}
