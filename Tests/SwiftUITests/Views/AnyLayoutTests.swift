import XCTest
import Observation
@testable import SwiftUI

@Observable
final class LayoutSwitchModel {
    var vertical = false
}

/// A 50 x 40 view that counts taps in its own state.
struct LayoutTapCounter: View {
    @State private var count = 0
    var body: some View {
        Color.blue.frame(width: 50, height: 40)
            .overlay(Text("\(count)").accessibilityIdentifier("count"))
            .onTapGesture { count += 1 }
    }
}

/// Two children laid out by an `AnyLayout` the model switches.
struct LayoutSwitchScreen: View {
    let model: LayoutSwitchModel
    var body: some View {
        let layout = model.vertical ? AnyLayout(VStackLayout(spacing: 10)) : AnyLayout(HStackLayout(spacing: 10))
        layout {
            Color.red.frame(width: 50, height: 40).accessibilityIdentifier("a")
            LayoutTapCounter().accessibilityIdentifier("b")
        }
        .accessibilityIdentifier("stack")
    }
}

/// `AnyLayout`: switching between stack layouts moves the same children (their
/// state kept) and animates their frames inside `withAnimation`.
final class AnyLayoutTests: XCTestCase {
    @MainActor private func relative<C: View>(_ id: String, _ hosted: HostedContent<C>) -> CGRect? {
        guard let frame = hosted.frame(id), let stack = hosted.frame("stack") else { return nil }
        return frame.offsetBy(dx: -stack.minX, dy: -stack.minY)
    }

    func testSwitchingTheLayoutMovesTheChildrenAndKeepsTheirState() { MainActor.assumeIsolated {
        // Given the horizontal layout: 50 + 10 + 50 wide, 40 tall
        let model = LayoutSwitchModel()
        let hosted = HostedContent(LayoutSwitchScreen(model: model))
        XCTAssertEqual(hosted.frame("stack")?.size, CGSize(width: 110, height: 40))
        XCTAssertEqual(relative("a", hosted), CGRect(x: 0, y: 0, width: 50, height: 40))
        XCTAssertEqual(relative("b", hosted), CGRect(x: 60, y: 0, width: 50, height: 40))
        hosted.tap("b")
        hosted.tap("b")
        XCTAssertEqual((hosted.view("count") as? UILabel)?.text, "2")
        let counterView = hosted.view("b")

        // When it switches to the vertical layout
        model.vertical = true
        hosted.settle()

        // Then the same views are one above the other, 50 wide, 40 + 10 + 40 tall, the count kept
        XCTAssertEqual(hosted.frame("stack")?.size, CGSize(width: 50, height: 90))
        XCTAssertEqual(relative("a", hosted), CGRect(x: 0, y: 0, width: 50, height: 40))
        XCTAssertEqual(relative("b", hosted), CGRect(x: 0, y: 50, width: 50, height: 40))
        XCTAssertTrue(hosted.view("b") === counterView, "the child's view is kept")
        XCTAssertEqual((hosted.view("count") as? UILabel)?.text, "2")
    } }

    func testTheSwitchAnimatesTheFramesInsideWithAnimation() { MainActor.assumeIsolated {
        // Given the horizontal layout
        let model = LayoutSwitchModel()
        let hosted = HostedContent(LayoutSwitchScreen(model: model))
        guard let counter = hosted.view("b") else { return XCTFail("no counter") }
        XCTAssertEqual(counter.frame.origin, CGPoint(x: 60, y: 0))

        // When it switches in a 1 s linear animation
        withAnimation(.linear(duration: 1)) { model.vertical = true }
        hosted.host.advance(by: 0)
        XCTAssertEqual(counter.frame.origin, CGPoint(x: 0, y: 50), "the model frame is the final one")

        // Then half-way the counter is half-way from (60, 0) to (0, 50) in its stack
        hosted.host.advance(by: 0.5)
        let presented = counter.layer.presented.frame
        XCTAssertEqual(presented.minX, 30, accuracy: 0.5)
        XCTAssertEqual(presented.minY, 25, accuracy: 0.5)

        // And at the end it is where the vertical layout puts it
        hosted.settle()
        XCTAssertEqual(counter.layer.presented.frame.origin, CGPoint(x: 0, y: 50))
    } }
}
