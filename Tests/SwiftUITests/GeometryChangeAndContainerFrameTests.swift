import XCTest
import Observation
@testable import SwiftUI

@Observable
final class GeometryModel { var wide = false }

@MainActor
final class GeometryLog {
    var sizes: [CGSize] = []
    var changes: [(old: CGFloat, new: CGFloat)] = []
}

private struct GeometryScreen: View {
    let model: GeometryModel
    let log: GeometryLog
    var body: some View {
        Color.red
            .frame(width: model.wide ? 200 : 100, height: 50)
            .onGeometryChange(for: CGSize.self, of: { $0.size }) { log.sizes.append($0) }
            .onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .global).maxX }) { old, new in log.changes.append((old, new)) }
    }
}

private struct RelativeScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<4, id: \.self) { index in
                        Color.blue
                            .containerRelativeFrame(.horizontal, count: 3, span: index == 0 ? 2 : 1, spacing: 10)
                            .accessibilityIdentifier("item\(index)")
                    }
                }
            }
            .frame(height: 100)
            Color.green
                .containerRelativeFrame(.horizontal) { length, axis in length / 4 }
                .frame(height: 20)
                .accessibilityIdentifier("quarter")
            Spacer()
        }
    }
}

/// `onGeometryChange` reports the first and every changed value; `containerRelativeFrame`
/// sizes views from their container (a scroll view, else the window's safe area).
final class GeometryChangeAndContainerFrameTests: XCTestCase {
    func testGeometryChangeReportsTheFirstValueThenEachChange() { MainActor.assumeIsolated {
        // Given a 100-point-wide view, centred in a 390-point window,
        let model = GeometryModel()
        let log = GeometryLog()
        let hosted = HostedContent(GeometryScreen(model: model, log: log))
        // then its size was reported once, and its right edge (245) with old = new,
        XCTAssertEqual(log.sizes, [CGSize(width: 100, height: 50)])
        XCTAssertEqual(log.changes.map(\.old), [245])
        XCTAssertEqual(log.changes.map(\.new), [245])
        // when it grows to 200, both report the change once (the right edge 245 → 295),
        model.wide = true
        hosted.settle()
        XCTAssertEqual(log.sizes, [CGSize(width: 100, height: 50), CGSize(width: 200, height: 50)])
        XCTAssertEqual(log.changes.last?.old, 245)
        XCTAssertEqual(log.changes.last?.new, 295)
        // and an update that changes no geometry reports nothing.
        hosted.controller.rootView = GeometryScreen(model: model, log: log)
        hosted.settle()
        XCTAssertEqual(log.sizes.count, 2)
        XCTAssertEqual(log.changes.count, 2)
    } }

    func testContainerRelativeFramesDivideTheScrollViewAndTheWindow() { MainActor.assumeIsolated {
        // Given a 320-point-wide window: a horizontal scroll view whose items are a third
        // of it less spacing ((320 − 2·10) / 3 = 100), the first spanning two (2·100 + 10),
        let hosted = HostedContent(RelativeScreen(), size: CGSize(width: 320, height: 480))
        XCTAssertEqual(hosted.frame("item0")?.width, 210)
        XCTAssertEqual(hosted.frame("item1")?.width, 100)
        XCTAssertEqual(hosted.frame("item1")?.minX, 220)
        XCTAssertEqual(hosted.frame("item0")?.height, 100)
        // and outside a scroll view the container is the window's safe area (a quarter: 80).
        XCTAssertEqual(hosted.frame("quarter")?.width ?? 0, hosted.safeArea.width / 4, accuracy: 1e-9)
        XCTAssertEqual(hosted.frame("quarter")?.width, 80)
    } }
}
