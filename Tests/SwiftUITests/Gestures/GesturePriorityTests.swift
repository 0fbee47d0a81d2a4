import XCTest
@testable import SwiftUI

/// How an attached gesture ranks against the gestures inside it: `gesture` loses to
/// them, `highPriorityGesture` beats them, `simultaneousGesture` runs with them; the
/// mask and `isEnabled` turn gestures off.
final class GesturePriorityTests: XCTestCase {
    enum Attachment { case normal, high, simultaneous, maskGesture, maskSubviews, disabled }

    struct Screen: View {
        let log: GestureLog
        let attachment: Attachment
        var body: some View {
            let child = Color.blue.frame(width: 100, height: 100)
                .onTapGesture { log("child") }
                .accessibilityIdentifier("child")
            let parent = TapGesture().onEnded { log("parent") }
            let container = VStack { child }.frame(width: 300, height: 300)
            switch attachment {
            case .normal: container.gesture(parent)
            case .high: container.highPriorityGesture(parent)
            case .simultaneous: container.simultaneousGesture(parent)
            case .maskGesture: container.gesture(parent, including: .gesture)
            case .maskSubviews: container.gesture(parent, including: .subviews)
            case .disabled: container.gesture(parent, isEnabled: false)
            }
        }
    }

    @MainActor private func tapChild(_ attachment: Attachment) -> [String] {
        let log = GestureLog()
        let hosted = HostedContent(Screen(log: log, attachment: attachment))
        hosted.tap("child")
        hosted.settle()
        return log.entries
    }

    func testTheChildsGestureWinsOverAPlainGesture() {
        MainActor.assumeIsolated { XCTAssertEqual(tapChild(.normal), ["child"]) }
    }

    func testAHighPriorityGestureBeatsTheChilds() {
        MainActor.assumeIsolated { XCTAssertEqual(tapChild(.high), ["parent"]) }
    }

    func testASimultaneousGestureRunsWithTheChilds() {
        MainActor.assumeIsolated { XCTAssertEqual(tapChild(.simultaneous), ["child", "parent"]) }
    }

    func testTheMaskEnablesTheGestureOrTheSubviewsGestures() {
        MainActor.assumeIsolated {
            XCTAssertEqual(tapChild(.maskGesture), ["parent"], ".gesture: the subviews' gestures are off")
            XCTAssertEqual(tapChild(.maskSubviews), ["child"], ".subviews: the added gesture is off")
        }
    }

    func testADisabledGestureNeverRunsAndTheChildsStillDoes() {
        MainActor.assumeIsolated { XCTAssertEqual(tapChild(.disabled), ["child"]) }
    }

    func testAHighPriorityDragBeatsAChildsDragAndLetsItsTapThroughWhenItFails() {
        MainActor.assumeIsolated {
            struct DragScreen: View {
                let log: GestureLog
                var body: some View {
                    VStack {
                        Color.blue.frame(width: 100, height: 100)
                            .gesture(DragGesture().onEnded { _ in log("child drag") })
                            .onTapGesture { log("child tap") }
                            .accessibilityIdentifier("child")
                    }
                    .frame(width: 300, height: 300)
                    .highPriorityGesture(DragGesture().onEnded { log("parent drag \($0.translation.logged)") })
                }
            }
            let log = GestureLog()
            let hosted = HostedContent(DragScreen(log: log))
            let child = hosted.frame("child")!
            hosted.host.drag(from: CGPoint(x: child.midX, y: child.midY), to: CGPoint(x: child.midX + 40, y: child.midY), duration: 0.2)
            hosted.settle()
            hosted.host.advance(by: 1)
            hosted.tap("child")

            XCTAssertEqual(log.entries, ["parent drag 40,0", "child tap"])
        }
    }
}
