import XCTest
@testable import SwiftUI

/// `MagnifyGesture`/`MagnificationGesture` and `RotateGesture`/`RotationGesture`:
/// one pointer cannot pinch, so their recognizers are driven directly (the seam a
/// touchpad pinch would use).
final class TransformGestureTests: XCTestCase {
    @MainActor private func recognizer<R: UIGestureRecognizer>(_ type: R.Type, in view: UIView) -> R? {
        if let found = view.gestureRecognizers?.compactMap({ $0 as? R }).first { return found }
        for subview in view.subviews { if let found = recognizer(type, in: subview) { return found } }
        return nil
    }

    func testAMagnifyGestureBeginsPastItsMinimumDeltaAndResetsItsState() {
        MainActor.assumeIsolated {
            struct Screen: View {
                let log: GestureLog
                @GestureState var scale: CGFloat = 1
                var body: some View {
                    Color.blue.frame(width: 200, height: 100)
                        .gesture(MagnifyGesture(minimumScaleDelta: 0.1)
                            .updating($scale) { value, state, _ in state = value.magnification }
                            .onEnded { log("ended \($0.magnification) from \($0.startAnchor.x),\($0.startAnchor.y)") })
                        .onChange(of: scale) { _, new in log("scale \(new)") }
                }
            }
            let log = GestureLog()
            let hosted = HostedContent(Screen(log: log))
            let pinch = try! XCTUnwrap(recognizer(SwiftUIMagnifyRecognizer.self, in: hosted.host.window))

            pinch.update(scale: 1.05, velocity: 0.5, location: CGPoint(x: 50, y: 50), time: 1)
            hosted.settle()
            pinch.update(scale: 1.5, velocity: 1, location: CGPoint(x: 60, y: 50), time: 1.1)
            hosted.settle()
            pinch.update(scale: 2, velocity: 1, location: CGPoint(x: 60, y: 50), time: 1.2)
            hosted.settle()
            pinch.finish()
            hosted.settle()

            XCTAssertEqual(log.entries, ["scale 1.5", "scale 2.0", "ended 2.0 from 0.25,0.5", "scale 1.0"])
        }
    }

    func testTheOlderGesturesReportTheBareValues() {
        MainActor.assumeIsolated {
            struct Screen: View {
                let log: GestureLog
                var body: some View {
                    Color.blue.frame(width: 200, height: 100)
                        .gesture(MagnificationGesture().onChanged { log("scale \($0)") })
                        .overlay(Color.red.frame(width: 50, height: 50)
                            .gesture(RotationGesture().onEnded { log("rotation \(Int($0.degrees.rounded()))") }))
                }
            }
            let log = GestureLog()
            let hosted = HostedContent(Screen(log: log))
            let pinch = try! XCTUnwrap(recognizer(SwiftUIMagnifyRecognizer.self, in: hosted.host.window))
            let rotation = try! XCTUnwrap(recognizer(SwiftUIRotateRecognizer.self, in: hosted.host.window))

            pinch.update(scale: 0.5, velocity: -1, location: .zero, time: 0)
            pinch.finish()
            rotation.update(rotation: .degrees(0.5), velocity: .zero, location: .zero, time: 0)
            rotation.update(rotation: .degrees(30), velocity: .zero, location: .zero, time: 0.1)
            rotation.finish()
            hosted.settle()

            XCTAssertEqual(log.entries, ["scale 0.5", "rotation 30"])
        }
    }
}
