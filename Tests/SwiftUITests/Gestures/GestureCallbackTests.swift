import XCTest
@testable import SwiftUI

/// `onChanged`, `onEnded`, `updating` and `map` are SwiftUI's generic wrappers, run
/// by synthetic pointer events through the hosting view.
final class GestureCallbackTests: XCTestCase {
    func testTheWrappersHaveSwiftUIsTypes() {
        MainActor.assumeIsolated {
            @GestureState var dragging = false
            let drag: GestureStateGesture<_EndedGesture<_ChangedGesture<DragGesture>>, Bool> = DragGesture()
                .onChanged { _ in }
                .onEnded { _ in }
                .updating($dragging) { _, state, _ in state = true }
            let mapped: _MapGesture<TapGesture, Int> = TapGesture().map { 1 }
            let press: _EndedGesture<_ChangedGesture<LongPressGesture>> = LongPressGesture().onChanged { _ in }.onEnded { _ in }
            XCTAssertEqual(drag.base._content._content.minimumDistance, 10)
            XCTAssertEqual(mapped._content.count, 1)
            XCTAssertEqual(press._content._content.minimumDuration, 0.5)
        }
    }

    func testADragReportsEachNewValueThenItsEndInOrder() {
        MainActor.assumeIsolated {
            // Given: a drag that logs its changes (deduplicated) and its end
            let log = GestureLog()
            let hosted = HostedContent(GestureArea(gesture: DragGesture()
                .onChanged { log("changed \($0.translation.logged) at \($0.location.logged)") }
                .onEnded { log("ended \($0.translation.logged) from \($0.startLocation.logged)") }))

            // When: pressed at (50, 50), moved 5 (under the 10-point minimum), 15, 30, 30 again, released
            hosted.drive(.down(50, 50), .wait(0.05), .move(55, 50), .move(65, 50), .wait(0.05), .move(80, 50),
                         .move(80, 50), .up(80, 50), .settle)

            // Then: two changes (the repeated value is not reported again) and the end
            XCTAssertEqual(log.entries, ["changed 15,0 at 65,50", "changed 30,0 at 80,50", "ended 30,0 from 50,50"])
        }
    }

    func testMapTransformsEveryValueBeforeTheCallbacksOutsideIt() {
        MainActor.assumeIsolated {
            let log = GestureLog()
            let hosted = HostedContent(GestureArea(gesture: DragGesture(minimumDistance: 0)
                .map { Int($0.translation.height) }
                .onChanged { log("changed \($0)") }
                .onEnded { log("ended \($0)") }))

            hosted.drive(.down(100, 20), .wait(0.05), .move(100, 40), .wait(0.05), .move(100, 90), .up(100, 90),
                         .settle)

            XCTAssertEqual(log.entries, ["changed 20", "changed 70", "ended 70"])
        }
    }

    func testATapEndsOnceAndACancelledDragNeverEnds() {
        MainActor.assumeIsolated {
            // Given: a tap counter, and a drag whose end is logged
            let log = GestureLog()
            let tap = HostedContent(GestureArea(gesture: TapGesture().onEnded { log("tap") }))
            tap.tap("area")
            XCTAssertEqual(log.entries, ["tap"])

            let drag = HostedContent(GestureArea(gesture: DragGesture()
                .onChanged { log("changed \($0.translation.logged)") }
                .onEnded { _ in log("ended") }))

            // When: the pointer grab is lost mid-drag
            drag.drive(.down(10, 10), .wait(0.05), .move(60, 10), .cancel, .settle)

            // Then: no end
            XCTAssertEqual(log.entries, ["tap", "changed 50,0"])
        }
    }

    func testAnAnyGestureIsRecognisedAsTheGestureItWraps() {
        MainActor.assumeIsolated {
            let log = GestureLog()
            let erased: AnyGesture<CGFloat> = AnyGesture(DragGesture().map { $0.translation.width })
            let hosted = HostedContent(GestureArea(gesture: erased.onEnded { log("ended \(Int($0))") }))

            hosted.host.drag(from: hosted.point(10, 10), to: hosted.point(90, 10), duration: 0.2)
            hosted.settle()

            XCTAssertEqual(log.entries, ["ended 80"])
        }
    }

    func testASpatialTapReportsWhereTheViewWasTapped() {
        MainActor.assumeIsolated {
            let log = GestureLog()
            struct Screen: View {
                let log: GestureLog
                var body: some View {
                    Color.blue.frame(width: 200, height: 200)
                        .onTapGesture { location in log("tap at \(location.logged)") }
                        .accessibilityIdentifier("area")
                }
            }
            let hosted = HostedContent(Screen(log: log))
            hosted.host.click(at: hosted.point(30, 170))
            hosted.settle()
            XCTAssertEqual(log.entries, ["tap at 30,170"])
        }
    }
}
